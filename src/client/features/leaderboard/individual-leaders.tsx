import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Users } from 'lucide-react';
import { EmptyList } from './empty-list';
import { LeaderRow } from './leader-row';
import { useLeaderboard } from './leaderboard-api';
import { ListState } from './leaderboard-states';

/** The Individual Leaders tab: the Top 10 Students by total score. */
export function IndividualLeaders({ classId }: { classId?: number }) {
  const { data, isPending, error, refetch } = useLeaderboard(classId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          Top 10 Students <span className="font-normal text-muted-foreground">· by total score</span>
        </CardTitle>
        <CardDescription>
          Total score = behavior points + homework + skill points. Equal scores share a place.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ListState
          isPending={isPending}
          error={error}
          isEmpty={data?.length === 0}
          retry={() => void refetch()}
          failure="Could not load the leaderboard"
          empty={
            <EmptyList
              icon={Users}
              title="No students found"
              hint="Students appear here once they are added to a class."
            />
          }
        >
          <ol aria-label="Top 10 Students" className="-mx-2 grid divide-y divide-border sm:-mx-3">
            {data?.map((entry) => (
              <LeaderRow key={entry.id} entry={entry} showClass={classId === undefined} />
            ))}
          </ol>
        </ListState>
      </CardContent>
    </Card>
  );
}
