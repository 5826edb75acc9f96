import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { placeLabel } from '@shared/leaderboard/display';
import { formatAverage } from '@shared/scores/score';
import { Crown, School } from 'lucide-react';
import { EmptyList } from './empty-list';
import { useClassAverages } from './leaderboard-api';
import { ListState } from './leaderboard-states';

/** The Class Averages tab: each class's average behavior points, one decimal; a crown for the first. */
export function ClassAverages() {
  const { data, isPending, error, refetch } = useClassAverages();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Class Averages</CardTitle>
        <CardDescription>Average behavior points per student, highest first.</CardDescription>
      </CardHeader>
      <CardContent>
        <ListState
          isPending={isPending}
          error={error}
          isEmpty={data?.length === 0}
          retry={() => void refetch()}
          failure="Could not load the class averages"
          rows={3}
          empty={
            <EmptyList
              icon={School}
              title="No class data available"
              hint="Averages appear once your classes have students."
            />
          }
        >
          <ol aria-label="Class Averages" className="-mx-2 grid divide-y divide-border sm:-mx-3">
            {data?.map((c, index) => (
              <li
                key={c.classId}
                className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-center gap-3 px-2 py-3 sm:gap-4 sm:px-3"
              >
                {index === 0 ? (
                  <span
                    role="img"
                    aria-label={`${placeLabel(1)}, highest average`}
                    className="inline-flex size-10 items-center justify-center rounded-full bg-amber-100 text-amber-700 ring-1 ring-amber-300 dark:bg-amber-950 dark:text-amber-300 dark:ring-amber-700"
                  >
                    <Crown aria-hidden="true" className="size-5" strokeWidth={2.25} />
                  </span>
                ) : (
                  <span className="inline-flex size-10 items-center justify-center font-bold text-muted-foreground tabular-nums">
                    <span aria-hidden="true">#{index + 1}</span>
                    <span className="sr-only">{placeLabel(index + 1)}</span>
                  </span>
                )}
                <p className="truncate font-semibold">{c.className}</p>
                <p className="text-right">
                  <span
                    className={cn(
                      'text-xl leading-none font-bold tabular-nums sm:text-2xl',
                      c.averageBalance < 0 && 'text-danger-text',
                    )}
                  >
                    {formatAverage(c.averageBalance)}
                  </span>
                  <span className="block text-xs text-muted-foreground">average points</span>
                </p>
              </li>
            ))}
          </ol>
        </ListState>
      </CardContent>
    </Card>
  );
}
