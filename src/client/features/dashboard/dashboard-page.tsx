import { LoadError } from '@client/components/feedback/load-error';
import { PageHeader } from '@client/components/layout/page-header';
import { buttonClasses } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useTeacher } from '@client/features/accounts/accounts-api';
import { BehaviorGrid } from '@client/features/behaviors/behavior-grid';
import { BehaviorSheet } from '@client/features/behaviors/behavior-sheet';
import { ClassBar } from '@client/features/classes/class-bar';
import { ClassCodeCard } from '@client/features/classes/class-code-card';
import { useCurrentClass } from '@client/features/classes/classes-api';
import { NewClassButton } from '@client/features/classes/create-class-dialog';
import { TrialClassButton } from '@client/features/classes/trial-class-button';
import { UndoPrompt } from '@client/features/classes/undo-prompt';
import { ExportReportsMenu } from '@client/features/exports/export-reports-menu';
import { HomeworkQuickCheck } from '@client/features/homework/homework-quick-check';
import { ImportRosterDialog } from '@client/features/roster/import-roster-dialog';
import { useClassStudents } from '@client/features/roster/roster-api';
import { AwardSkillForm } from '@client/features/skills/award-skill-form';
import { SkillGrid } from '@client/features/skills/skill-grid';
import { SkillSheet } from '@client/features/skills/skill-sheet';
import { useSkills } from '@client/features/skills/skills-api';
import { StudentSkillMenu } from '@client/features/skills/student-skill-menu';
import { StudentProfileDialog } from '@client/features/students/student-profile-dialog';
import { useLiveUpdates } from '@client/lib/live-updates';
import { useUiStore } from '@client/lib/stores/ui-store';
import { usePageTitle } from '@client/lib/use-page-title';
import { BEHAVIORS } from '@shared/behaviors/catalogue';
import { Award, BookOpenCheck, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { ClassWidePanel } from './class-wide-panel';
import { DashboardSection } from './dashboard-section';
import { DashboardShortcuts } from './dashboard-shortcuts';
import { QuickNavigation } from './quick-navigation';
import { StudentRoster } from './student-roster';
import { useSpaceKeyGuard } from './use-space-key-guard';

// The teacher dashboard: the screen a teacher keeps open all lesson long.

/** The dashboard's card shows the first students still to grade; /homework shows them all. */
const HOMEWORK_CARD_LIMIT = 5;

const studentCountLabel = (n: number) => `${n} ${n === 1 ? 'student' : 'students'} in this class`;

export function DashboardPage() {
  usePageTitle('Dashboard');
  useSpaceKeyGuard();
  const teacher = useTeacher();
  const { classes, current, isPending: classesPending, isError: classesFailed, refetch } = useCurrentClass();
  const studentsQuery = useClassStudents(current?.id ?? null);
  const students = studentsQuery.data ?? [];
  const studentsPending = classesPending || (current !== null && studentsQuery.isPending);
  const studentsKnown = !studentsPending && !studentsQuery.isError;
  const skills = useSkills().data ?? [];
  useLiveUpdates();
  const openStudentProfile = useUiStore((s) => s.openStudentProfile);

  return (
    <div className="grid gap-8">
      <PageHeader
        title={`Welcome back, ${teacher?.name ?? 'Teacher'}!`}
        description="Classroom Management Dashboard"
        actions={
          <>
            <ExportReportsMenu classes={classes} current={current} />
            <TrialClassButton />
          </>
        }
      />

      <div className="grid gap-4">
        <Card className="grid gap-5 p-5 sm:p-6 md:grid-cols-[minmax(0,1fr)_auto] md:items-start">
          {current ? (
            <>
              <ClassBar
                classes={classes}
                current={current}
                hint={studentsKnown ? studentCountLabel(students.length) : undefined}
              />
              <ClassCodeCard klass={current} />
            </>
          ) : classesPending ? (
            <Skeleton className="h-16 w-full max-w-md" />
          ) : classesFailed ? (
            <LoadError what="your classes" onRetry={() => void refetch()} />
          ) : (
            <div className="grid gap-2">
              <p className="font-medium">You have no classes yet.</p>
              <p className="text-sm text-muted-foreground">
                Create a class for your students, or the Trial Class to explore the dashboard.
              </p>
              <div className="flex flex-wrap gap-2">
                <NewClassButton />
                <TrialClassButton />
              </div>
            </div>
          )}
        </Card>
        <DashboardShortcuts />
      </div>

      <QuickNavigation
        hints={{
          behaviors: `${BEHAVIORS.length} behaviors`,
          skills: skills.length > 0 ? `${skills.length} skills` : undefined,
          students: !studentsKnown
            ? undefined
            : `${students.length} ${students.length === 1 ? 'student' : 'students'}`,
        }}
      />

      <DashboardSection
        id="behaviors"
        title="Behavior Tracking"
        icon={Award}
        description={
          students.length > 0
            ? 'Choose a behavior, then the students who earned it.'
            : 'Add students to the class to award behavior points.'
        }
      >
        <BehaviorGrid disabled={students.length === 0} />
      </DashboardSection>

      {skills.length > 0 ? (
        <DashboardSection
          id="skills"
          title="Skills Grading"
          icon={Sparkles}
          description={
            students.length > 0
              ? 'Choose a skill, then set its points for the students you select.'
              : 'Add students to the class to grade skills.'
          }
        >
          <SkillGrid skills={skills} students={students} disabled={students.length === 0} />
        </DashboardSection>
      ) : null}

      {current && students.length > 0 ? (
        <ClassWidePanel classId={current.id} students={students}>
          {skills.length > 0 ? (
            <AwardSkillForm classId={current.id} skills={skills} studentCount={students.length} />
          ) : null}
        </ClassWidePanel>
      ) : null}

      <DashboardSection
        id="homework"
        title="Homework Management"
        icon={BookOpenCheck}
        description="Homework Quick Check: grade today's homework in one click per student."
        actions={
          <Link to="/homework" className={buttonClasses('outline', 'sm')}>
            Full Page
          </Link>
        }
      >
        {current ? (
          <HomeworkQuickCheck classId={current.id} limit={HOMEWORK_CARD_LIMIT} compact />
        ) : (
          <p className="text-sm text-muted-foreground">Create a class to check homework.</p>
        )}
      </DashboardSection>

      <StudentRoster
        students={students}
        classes={classes}
        klass={current}
        loading={studentsPending}
        onOpenProfile={openStudentProfile}
        renderCardExtras={(student) => <StudentSkillMenu student={student} skills={skills} />}
        error={
          studentsQuery.isError ? (
            <LoadError what="the students" onRetry={() => void studentsQuery.refetch()} />
          ) : undefined
        }
      />

      {current ? <BehaviorSheet classId={current.id} students={students} /> : null}
      {current ? <SkillSheet classId={current.id} skills={skills} students={students} /> : null}
      <StudentProfileDialog />
      <ImportRosterDialog />
      <UndoPrompt />
    </div>
  );
}
