import { pointsTextClass } from '@client/components/scores/score-tone';
import { cn } from '@client/lib/cn';
import { relativeTime } from '@client/lib/relative-time';
import type { BehaviorView } from '@shared/behaviors/schemas';
import type { HomeworkEntryView } from '@shared/homework/schemas';
import { formatSignedPoints } from '@shared/scores/score';
import { BookOpen, Star } from 'lucide-react';

/** The dashboard overview and the portal show the 5 most recent activities. */
export const RECENT_ACTIVITY_COUNT = 5;

export interface Activity {
  key: string;
  kind: 'behavior' | 'homework';
  title: string;
  points: number;
  timestamp: string;
}

/** Behaviours and homework entries together, newest first, the first `count`. */
export function recentActivities(
  behaviors: readonly BehaviorView[],
  homework: readonly HomeworkEntryView[],
  count = RECENT_ACTIVITY_COUNT,
): Activity[] {
  const all: Activity[] = [
    ...behaviors.map((b) => ({
      key: `b${b.id}`,
      kind: 'behavior' as const,
      title: b.type,
      points: b.points,
      timestamp: b.timestamp,
    })),
    ...homework.map((h) => ({
      key: `h${h.id}`,
      kind: 'homework' as const,
      title: h.description || 'Homework',
      points: h.points,
      timestamp: h.timestamp,
    })),
  ];
  return all.sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp)).slice(0, count);
}

export function RecentActivityList({ activities }: { activities: readonly Activity[] }) {
  if (activities.length === 0) {
    return (
      <p className="rounded-lg bg-surface-muted px-3 py-4 text-sm text-muted-foreground">
        No activity yet. Points your teacher gives you will show up here.
      </p>
    );
  }
  return (
    <ul aria-label="Recent activity" className="grid gap-1.5">
      {activities.map((a) => (
        <li key={a.key} className="flex items-center gap-3 rounded-lg border border-border px-3 py-2">
          <span
            className={cn(
              'grid size-8 shrink-0 place-items-center rounded-full [&_svg]:size-4',
              a.kind === 'homework'
                ? 'bg-info-soft text-info-text'
                : 'bg-brand-soft text-brand-soft-foreground',
            )}
          >
            {a.kind === 'homework' ? <BookOpen aria-label="Homework" /> : <Star aria-label="Behavior" />}
          </span>
          <div className="grid min-w-0 flex-1">
            <span className="truncate text-sm font-medium">{a.title}</span>
            <span className="text-xs text-muted-foreground">{relativeTime(a.timestamp)}</span>
          </div>
          <span className={cn('text-sm font-semibold tabular-nums', pointsTextClass(a.points))}>
            {formatSignedPoints(a.points)}
          </span>
        </li>
      ))}
    </ul>
  );
}
