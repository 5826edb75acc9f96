import { LoadError } from '@client/components/feedback/load-error';
import { PublicLayout } from '@client/components/layout/public-layout';
import { BalanceStat, StatTile } from '@client/components/scores/balance-stat';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useMe } from '@client/features/accounts/accounts-api';
import { AchievementGrid } from '@client/features/achievements/achievement-card';
import { useLiveUpdates } from '@client/lib/live-updates';
import { usePageTitle } from '@client/lib/use-page-title';
import { countUnlocked } from '@shared/achievements/types';
import { countOf } from '@shared/common/plural';
import { House } from 'lucide-react';
import { useNavigate } from 'react-router';
import { NoStudentData } from './no-student-data';
import { RecentActivityList, recentActivities } from './recent-activity';
import { useMyRecords } from './student-portal-api';
import { useMyAchievements } from './use-my-achievements';

// /student-portal. The spec's "pick your name" would let anyone holding a class
// code read every classmate's record; the portal shows only the signed-in student's own
// details, recent activity and badges (docs/decisions/0031-student-portal-own-record-only.md).
// The router shows it only when session storage says userType = student (otherwise /).

export function StudentPortalPage() {
  usePageTitle('Student Portal');
  const navigate = useNavigate();
  const { data, isPending } = useMe();
  useLiveUpdates();
  const studentId = data?.kind === 'student' ? data.student.id : null;
  const records = useMyRecords(studentId);
  const achievements = useMyAchievements(records);

  if (!isPending && data?.kind !== 'student') return <NoStudentData title="Student Portal" />;

  const backHome = (
    <Button
      variant="ghost"
      size="sm"
      className="w-fit"
      onClick={() => {
        // Spec: Back to Home clears session storage.
        sessionStorage.clear();
        navigate('/');
      }}
    >
      <House aria-hidden="true" />
      Back to Home
    </Button>
  );

  const student = records.student.data ?? (data?.kind === 'student' ? data.student : null);
  const { behaviors, homework, skills } = records;
  const listsFailed = [records.student, behaviors, homework, skills].find((q) => q.isError);
  return (
    <PublicLayout>
      <div className="mx-auto grid w-full max-w-4xl gap-6">
        {backHome}
        {!student ? (
          <Skeleton className="h-40 w-full rounded-xl" />
        ) : (
          <Card>
            <CardHeader>
              <CardTitle as="h1" className="text-2xl">
                {student.firstName} {student.lastName}
              </CardTitle>
              <CardDescription>
                {student.nickname ? `“${student.nickname}” · ` : ''}
                {data?.kind === 'student' ? data.class.name : ''}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-3 sm:grid-cols-3">
                <BalanceStat label="Remote Chalk Points" balance={student.balance} />
                <StatTile label="Homework Score">
                  <dd className="text-2xl font-bold tabular-nums">{countOf(student.hwScore, 'point')}</dd>
                </StatTile>
                <StatTile label="Skills">
                  <dd className="text-2xl font-bold tabular-nums">
                    {skills.data ? skills.data.filter((s) => s.points > 0).length : '–'}
                  </dd>
                  <dd className="text-xs text-muted-foreground">with points</dd>
                </StatTile>
              </dl>
            </CardContent>
          </Card>
        )}
        {listsFailed ? (
          <LoadError
            what="your progress"
            error={listsFailed.error}
            onRetry={() => {
              for (const q of [records.student, behaviors, homework, skills]) if (q.isError) void q.refetch();
            }}
          />
        ) : null}
        <section aria-label="Recent Activity" className="grid gap-3">
          <h2 className="text-lg font-semibold">Recent Activity</h2>
          {behaviors.data && homework.data ? (
            <RecentActivityList activities={recentActivities(behaviors.data, homework.data)} />
          ) : (
            <Skeleton className="h-32 w-full rounded-lg" />
          )}
        </section>
        <section aria-label="Achievements" className="grid gap-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-lg font-semibold">Achievements</h2>
            {achievements ? (
              <span className="text-sm text-muted-foreground tabular-nums">
                {countUnlocked(achievements)} of {achievements.length} unlocked
              </span>
            ) : null}
          </div>
          {achievements ? (
            <AchievementGrid achievements={achievements} />
          ) : (
            <Skeleton className="h-48 w-full rounded-lg" />
          )}
        </section>
      </div>
    </PublicLayout>
  );
}
