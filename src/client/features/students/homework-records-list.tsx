import { pointsTextClass } from '@client/components/scores/score-tone';
import { cn } from '@client/lib/cn';
import { formatDateTime, relativeTime } from '@client/lib/relative-time';
import type { HomeworkEntryView } from '@shared/homework/schemas';
import { formatSignedPoints } from '@shared/scores/score';
import { EmptyRecords } from './behavior-records-list';

/** The detail page's Homework tab: each entry's points, note and date. */
export function HomeworkRecordsList({ entries }: { entries: readonly HomeworkEntryView[] }) {
  if (entries.length === 0) return <EmptyRecords text="No homework recorded yet." />;
  return (
    <ul className="divide-y divide-border rounded-lg border border-border bg-surface">
      {entries.map((e) => (
        <li key={e.id} className="flex items-start gap-3 px-4 py-3">
          <div className="grid min-w-0 flex-1 gap-0.5">
            <span className="font-medium break-words">{e.description || 'Homework'}</span>
            <time dateTime={e.timestamp} className="text-xs text-muted-foreground">
              {formatDateTime(e.timestamp)} · {relativeTime(e.timestamp)}
            </time>
          </div>
          <span className={cn('font-semibold tabular-nums', pointsTextClass(e.points))}>
            {formatSignedPoints(e.points)}
          </span>
        </li>
      ))}
    </ul>
  );
}
