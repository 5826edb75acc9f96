import { scoreTone } from '@client/components/scores/score-tone';
import { StatCard } from '@client/components/scores/stat-card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useMe } from '@client/features/accounts/accounts-api';
import { useLiveUpdates } from '@client/lib/live-updates';
import { usePageTitle } from '@client/lib/use-page-title';
import { STUDENT_ACHIEVEMENT_COUNT } from '@shared/achievements/student-achievements';
import { countUnlocked } from '@shared/achievements/types';
import { countOf } from '@shared/common/plural';
import { formatSignedPoints } from '@shared/scores/score';
import { BookOpen, Star, Trophy } from 'lucide-react';
import { ConfettiBurst } from './confetti-burst';
import { DashboardTabs } from './dashboard-tabs';
import { NoStudentData } from './no-student-data';
import { useMyRecords } from './student-portal-api';
import { useCelebration } from './use-celebration';
import { useMyAchievements } from './use-my-achievements';

// /student-dashboard: header, welcome, three summary cards and the tabs (in the student's frame,
// app/session-frames.tsx).
// Everything comes from the student's own records, which the live-update stream refreshes when
// the teacher awards, grades or records homework (docs/architecture.md#live-updates) — no reload, no polling.

export function StudentDashboardPage() {
  usePageTitle('My Dashboard');
  const { data, isPending } = useMe();
  useLiveUpdates();
  const studentId = data?.kind === 'student' ? data.student.id : null;
  const records = useMyRecords(studentId);
  const achievements = useMyAchievements(records);
  const celebrating = useCelebration(studentId, achievements);

  if (isPending) return <DashboardSkeleton />;
  if (data?.kind !== 'student') return <NoStudentData />;

  const { class: klass } = data;
  const student = records.student.data ?? data.student;
  return (
    <>
      {celebrating.size > 0 ? <ConfettiBurst /> : null}
      <div className="grid gap-8">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Welcome, {student.firstName}!</h1>
          <p className="text-muted-foreground">{klass.name}</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <StatCard
            icon={<Star />}
            title="Remote Chalk Points"
            value={formatSignedPoints(student.balance)}
            valueClassName={student.balance < 0 ? scoreTone(student.balance).textClass : 'text-brand'}
            note="Your behavior points balance"
          />
          <StatCard
            icon={<BookOpen />}
            title="Homework Score"
            // Points, not the spec's percent: '2%' reads as failing to a child and a parent (decision 0079).
            value={countOf(student.hwScore, 'point')}
            note="From homework checks"
          />
          <StatCard
            icon={<Trophy />}
            title="Achievements"
            value={`${achievements ? countUnlocked(achievements) : 0} of ${STUDENT_ACHIEVEMENT_COUNT}`}
            note="Badges unlocked"
          />
        </div>
        <DashboardTabs records={records} achievements={achievements} celebrating={celebrating} />
      </div>
    </>
  );
}

function DashboardSkeleton() {
  return (
    <div className="grid gap-8" aria-busy="true">
      <div className="grid gap-2">
        <Skeleton className="h-8 w-56" />
        <Skeleton className="h-4 w-32" />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-32 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
