import { PageHeader } from '@client/components/layout/page-header';
import { Button } from '@client/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useClasses } from '@client/features/classes/classes-api';
import { useLiveUpdates } from '@client/lib/live-updates';
import { usePageTitle } from '@client/lib/use-page-title';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCw, School, Users } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ClassAverages } from './class-averages';
import { type ClassChoice, ClassFilter } from './class-filter';
import { IndividualLeaders } from './individual-leaders';
import { leaderboardKey, useManualRefresh } from './leaderboard-api';
import { LiveBadge } from './live-badge';

/** The teacher's leaderboard: Individual Leaders and Class Averages. */
export function LeaderboardBoard() {
  usePageTitle('Leaderboard');
  const live = useLiveUpdates();
  const queryClient = useQueryClient();
  const classes = useClasses();
  const [params, setParams] = useSearchParams();
  const [tab, setTab] = useState('individual');

  // ?classId= keeps the filter across reloads; once the classes are known, one that is not the
  // teacher's reads as all classes.
  const requested = Number(params.get('classId')) || undefined;
  const known = classes.data ? classes.data.some((c) => c.id === requested) : true;
  const classId = known ? requested : undefined;
  const setClass = (choice: ClassChoice) =>
    setParams(choice === 'all' ? {} : { classId: String(choice) }, { replace: true });

  const { refreshing, refresh } = useManualRefresh(() =>
    queryClient.refetchQueries({ queryKey: leaderboardKey(), type: 'active' }),
  );

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Leaderboard"
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            Top students and class averages.
            <LiveBadge status={live} className="text-xs" />
          </span>
        }
        actions={
          <>
            {/* Class Averages always compares every class: the filter is for Individual Leaders. */}
            {tab === 'individual' && classes.data && classes.data.length > 1 ? (
              <ClassFilter
                classes={classes.data}
                value={classId ?? 'all'}
                onChange={setClass}
                className="max-sm:min-w-0 max-sm:flex-1"
                selectClassName="max-sm:min-w-0 max-sm:max-w-none max-sm:flex-1"
              />
            ) : null}
            <Button variant="outline" onClick={refresh} loading={refreshing}>
              {refreshing ? null : <RefreshCw aria-hidden="true" />}
              Refresh
            </Button>
          </>
        }
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Leaderboard views">
          <TabsTrigger value="individual">
            <Users aria-hidden="true" />
            Individual Leaders
          </TabsTrigger>
          <TabsTrigger value="classes">
            <School aria-hidden="true" />
            Class Averages
          </TabsTrigger>
        </TabsList>
        <TabsContent value="individual">
          <IndividualLeaders classId={classId} />
        </TabsContent>
        <TabsContent value="classes">
          <ClassAverages />
        </TabsContent>
      </Tabs>
    </div>
  );
}
