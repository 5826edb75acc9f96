import { LoadError } from '@client/components/feedback/load-error';
import { pointsTextClass } from '@client/components/scores/score-tone';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/cn';
import { relativeTime } from '@client/lib/relative-time';
import type { BehaviorView } from '@shared/behaviors/schemas';
import { formatSignedPoints } from '@shared/scores/score';
import type { UseQueryResult } from '@tanstack/react-query';
import { RemoveRecordControl } from './remove-record-control';
import { STRUCK, UndoneMark } from './undone-mark';

/**
 * The profile's Recent Behavior History: type, relative time, signed points, a green or red dot;
 * `removable`: the teacher may remove any record still counted.
 */
export function RecentBehaviorList({
  history,
  removable = false,
}: {
  history: UseQueryResult<BehaviorView[]>;
  removable?: boolean;
}) {
  const behaviors = history.data;
  if (history.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (history.isError) {
    return (
      <LoadError what="the behavior history" error={history.error} onRetry={() => void history.refetch()} />
    );
  }
  if (!behaviors?.length) {
    return (
      <p className="rounded-lg bg-surface-muted px-3 py-4 text-sm text-muted-foreground">
        No behavior history yet.
      </p>
    );
  }
  return (
    <ul className="grid gap-1.5">
      {behaviors.map((b) => (
        <li key={b.id} className="flex items-center gap-3 rounded-lg border border-border px-3 py-2">
          <span
            aria-hidden="true"
            className={cn(
              'size-2.5 shrink-0 rounded-full',
              b.undone ? 'bg-muted-foreground' : b.points > 0 ? 'bg-success-text' : 'bg-danger-text',
            )}
          />
          <div className="grid min-w-0 flex-1">
            <span className={cn('truncate text-sm font-medium', b.undone && STRUCK)}>{b.type}</span>
            <span className="text-xs text-muted-foreground">{relativeTime(b.timestamp)}</span>
          </div>
          {b.undone ? <UndoneMark /> : null}
          <span
            className={cn(
              'text-sm font-semibold tabular-nums',
              b.undone ? STRUCK : pointsTextClass(b.points),
            )}
          >
            {formatSignedPoints(b.points)}
          </span>
          {removable && !b.undone ? <RemoveRecordControl record={b} /> : null}
        </li>
      ))}
    </ul>
  );
}
