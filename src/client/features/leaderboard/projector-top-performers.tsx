import { cn } from '@client/lib/cn';
import type { ProjectorRankedStudent } from '@shared/leaderboard/schemas';
import { Star } from 'lucide-react';
import { FitGrid } from './fit-grid';
import { ProjectorEmpty } from './projector-empty';
import { ProjectorPoints } from './projector-points';
import { RankIcon } from './rank-icon';

/**
 * Top Performers: the ten highest balances (never below 0), 1–5 in the first column. Places come
 * from the server: equal balances share a place and its medal ('1, 1, 3'), listed by name.
 */
export function ProjectorTopPerformers({
  students,
  showClass,
}: {
  students: ProjectorRankedStudent[];
  showClass: boolean;
}) {
  if (students.length === 0) {
    return (
      <ProjectorEmpty
        icon={Star}
        title="Keep Working Hard!"
        hint="The top performers appear here as soon as points are earned."
      />
    );
  }
  return (
    <FitGrid
      label="Top Performers"
      count={students.length}
      columns={students.length > 5 ? 2 : 1}
      minRows={5}
      fitHeight={showClass ? 0.3 : 0.36}
      fitWidth={0.075}
      maxFont="3.25rem"
      className={cn(students.length <= 5 && 'lg:mx-auto lg:w-full lg:max-w-6xl')}
    >
      {students.map((s) => (
        <li
          key={s.id}
          className={cn(
            'flex min-h-0 items-center gap-[0.6em] rounded-2xl border-2 bg-surface px-[0.6em] py-[0.3em] shadow-card',
            s.rank === 1 ? 'border-amber-400 dark:border-amber-600' : 'border-border',
          )}
        >
          <RankIcon rank={s.rank} size="lg" />
          <div className="min-w-0 flex-1">
            <p className="truncate leading-tight font-bold">{s.displayName}</p>
            {showClass ? (
              <p className="truncate text-[0.45em] leading-snug text-muted-foreground">{s.className}</p>
            ) : null}
          </div>
          <ProjectorPoints value={String(s.balance)} className="text-[1.15em]" />
        </li>
      ))}
    </FitGrid>
  );
}
