import { AuthColumn, PublicLayout } from '@client/components/layout/public-layout';
import { StudentShell } from '@client/components/layout/student-shell';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useMe } from '@client/features/accounts/use-me';
import { useStudent } from '@client/features/students/student-record-queries';
import { cn } from '@client/lib/cn';
import { useLiveUpdates } from '@client/lib/live-updates';
import { usePageTitle } from '@client/lib/use-page-title';
import { BookOpen, KeyRound, Star, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

// /student-dashboard (spec part 1 §2). This issue delivers the header, the welcome and the
// three summary cards; tabs (overview, skills, behaviours, questions) come with their issue.

export function StudentDashboardPage() {
  usePageTitle('My Dashboard');
  const { data, isPending } = useMe();
  // A point the teacher awards shows up here without a reload (ARCHITECTURE §6): the figures
  // come from the student's own record, which the live updates refresh ('/api/auth/me' is
  // only the sign-in state).
  useLiveUpdates();
  const record = useStudent(data?.kind === 'student' ? data.student.id : null);

  if (isPending) {
    return (
      <StudentShell>
        <DashboardSkeleton />
      </StudentShell>
    );
  }
  if (data?.kind !== 'student') return <NoStudentData />;

  const { class: klass } = data;
  const student = record.data ?? data.student;
  return (
    <StudentShell>
      <div className="grid gap-8">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Welcome, {student.firstName}!</h1>
          <p className="text-muted-foreground">{klass.name}</p>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          <StatCard
            icon={<Star />}
            title="Remote Chalk Points"
            value={formatSigned(student.balance)}
            valueClassName={student.balance < 0 ? 'text-danger-text' : 'text-brand'}
            note="Your behavior points balance"
          />
          <StatCard
            icon={<BookOpen />}
            title="Homework Score"
            value={`${student.hwScore}%`}
            note="From homework checks"
          />
          <StatCard icon={<Trophy />} title="Achievements" value="—" note="Badges are coming soon" />
        </div>
      </div>
    </StudentShell>
  );
}

const formatSigned = (n: number) => (n > 0 ? `+${n}` : String(n));

interface StatCardProps {
  icon: ReactNode;
  title: string;
  value: string;
  note: string;
  valueClassName?: string;
}

function StatCard({ icon, title, value, note, valueClassName }: StatCardProps) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
        <CardTitle as="h2" className="text-sm font-medium text-muted-foreground">
          {title}
        </CardTitle>
        <span aria-hidden="true" className="text-brand [&_svg]:size-5">
          {icon}
        </span>
      </CardHeader>
      <CardContent className="grid gap-1">
        <p className={cn('text-3xl font-bold tabular-nums', valueClassName)}>{value}</p>
        <CardDescription>{note}</CardDescription>
      </CardContent>
    </Card>
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

function NoStudentData() {
  const navigate = useNavigate();
  return (
    <PublicLayout>
      <AuthColumn>
        <Card className="text-center">
          <CardHeader className="items-center">
            <CardTitle as="h1" className="text-2xl">
              My Dashboard
            </CardTitle>
            <CardDescription>
              No student data found. You may need to enter your class code again.
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            <Button size="lg" className="w-full" onClick={() => navigate('/student-auth')}>
              <KeyRound aria-hidden="true" />
              Enter Class Code
            </Button>
            <Button variant="outline" className="w-full" onClick={() => navigate('/student-login')}>
              Login with Email
            </Button>
          </CardContent>
        </Card>
      </AuthColumn>
    </PublicLayout>
  );
}
