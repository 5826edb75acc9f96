import { cn } from '@client/lib/cn';
import { placeLabel } from '@shared/leaderboard/display';
import type { ClassAverage } from '@shared/leaderboard/schemas';
import { formatAverage } from '@shared/scores/score';
import { Crown, School } from 'lucide-react';
import { FitGrid } from './fit-grid';
import { ProjectorEmpty } from './projector-empty';
import { ProjectorPoints } from './projector-points';
import { RankIcon } from './rank-icon';

/** Class Standings: classes whose average is 0 or more, highest first; a crown for the first. */
export function ProjectorStandings({ classes }: { classes: ClassAverage[] }) {
  if (classes.length === 0) {
    return (
      <ProjectorEmpty
        icon={School}
        title="No Positive Class Averages Yet"
        hint="Class averages appear here once they climb above zero."
      />
    );
  }
  return (
    <FitGrid
      label="Class Standings"
      count={classes.length}
      columns={classes.length > 6 ? 2 : 1}
      minRows={5}
      fitHeight={0.36}
      fitWidth={0.075}
      maxFont="3.25rem"
      className={cn(classes.length <= 6 && 'lg:mx-auto lg:w-full lg:max-w-6xl')}
    >
      {classes.map((c, index) => (
        <li
          key={c.classId}
          className={cn(
            'flex min-h-0 items-center gap-[0.6em] rounded-2xl border-2 bg-surface px-[0.6em] py-[0.3em] shadow-card',
            index === 0 ? 'border-amber-400 dark:border-amber-600' : 'border-border',
          )}
        >
          {index === 0 ? (
            <span
              role="img"
              aria-label={`${placeLabel(1)}, highest average`}
              className="inline-flex size-[1.9em] shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700 ring-1 ring-amber-300 dark:bg-amber-950 dark:text-amber-300 dark:ring-amber-700"
            >
              <Crown aria-hidden="true" className="size-[1.1em]" strokeWidth={2.25} />
            </span>
          ) : (
            <RankIcon rank={index + 1} size="lg" />
          )}
          <p className="min-w-0 flex-1 truncate leading-tight font-bold">{c.className}</p>
          <ProjectorPoints value={formatAverage(c.averageBalance)} unit="avg" className="text-[1.15em]" />
        </li>
      ))}
    </FitGrid>
  );
}
