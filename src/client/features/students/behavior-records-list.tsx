import { pointsTextClass } from '@client/components/scores/score-tone';
import { cn } from '@client/lib/cn';
import { formatDateTime, relativeTime } from '@client/lib/relative-time';
import type { BehaviorView } from '@shared/behaviors/schemas';
import { formatSignedPoints } from '@shared/scores/score';
import { RemoveRecordControl } from './remove-record-control';
import { STRUCK, UndoneMark } from './undone-mark';

/**
 * The detail page's Behaviors tab: every loaded record with its note and date; `removable`: the
 * teacher may remove any record still counted (a student's own list never offers it).
 */
export function BehaviorRecordsList({
  behaviors,
  removable = false,
}: {
  behaviors: readonly BehaviorView[];
  removable?: boolean;
}) {
  if (behaviors.length === 0) {
    return <EmptyRecords text="No behavior history yet." />;
  }
  return (
    <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
      {behaviors.map((b) => (
        <li key={b.id} className="flex items-start gap-3 px-4 py-3">
          <span
            aria-hidden="true"
            className={cn(
              'mt-1.5 size-2.5 shrink-0 rounded-full',
              b.undone ? 'bg-muted-foreground' : b.points > 0 ? 'bg-success-text' : 'bg-danger-text',
            )}
          />
          <div className="grid min-w-0 flex-1 gap-0.5">
            <span className={cn('font-medium', b.undone && STRUCK)}>{b.type}</span>
            {b.description ? (
              <span className="text-sm break-words text-muted-foreground">{b.description}</span>
            ) : null}
            <time
              dateTime={b.timestamp}
              title={formatDateTime(b.timestamp)}
              className="text-xs text-muted-foreground"
            >
              {formatDateTime(b.timestamp)} · {relativeTime(b.timestamp)}
            </time>
          </div>
          {b.undone ? <UndoneMark /> : null}
          <span className={cn('font-semibold tabular-nums', b.undone ? STRUCK : pointsTextClass(b.points))}>
            {formatSignedPoints(b.points)}
          </span>
          {removable && !b.undone ? <RemoveRecordControl record={b} /> : null}
        </li>
      ))}
    </ul>
  );
}

export function EmptyRecords({ text }: { text: string }) {
  return (
    <p className="rounded-lg border border-dashed border-input px-4 py-8 text-center text-sm text-muted-foreground">
      {text}
    </p>
  );
}
