import { LoadError } from '@client/components/feedback/load-error';
import { Button, buttonClasses } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { useTeacher } from '@client/features/accounts/accounts-api';
import { usePresentStudents } from '@client/features/attendance/attendance-api';
import { useClassBehaviors } from '@client/features/behavior-types/behavior-types-api';
import { BehaviorGrid } from '@client/features/behaviors/behavior-grid';
import { BehaviorSheet } from '@client/features/behaviors/behavior-sheet';
import { EditBehaviorsButton } from '@client/features/behaviors/edit-behaviors-button';
import { useCurrentClass } from '@client/features/classes/classes-api';
import { HomeworkQuickCheck } from '@client/features/homework/homework-quick-check';
import { JoinRequestsBanner } from '@client/features/join-requests/join-requests-banner';
import { ImportRosterDialog } from '@client/features/roster/import-roster-dialog';
import { useClassStudents } from '@client/features/roster/roster-api';
import { AwardSkillForm } from '@client/features/skills/award-skill-form';
import { SkillGrid } from '@client/features/skills/skill-grid';
import { SkillSheet } from '@client/features/skills/skill-sheet';
import { useSkills } from '@client/features/skills/skills-api';
import { StudentSkillMenu } from '@client/features/skills/student-skill-menu';
import { StudentProfileDialog } from '@client/features/students/student-profile-dialog';
import { RunningTimer } from '@client/features/timer/running-timer';
import { useLiveUpdates } from '@client/lib/live-updates';
import { useUiStore } from '@client/lib/stores/ui-store';
import { usePageTitle } from '@client/lib/use-page-title';
import { Award, BookOpenCheck, IdCard, type LucideIcon, Megaphone, Sparkles, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ClassWidePanel } from './class-wide-panel';
import { ClassroomTools } from './classroom-tools';
import { DashboardHeader } from './dashboard-header';
import { DashboardSection } from './dashboard-section';
import { StudentRoster } from './student-roster';
import { StudentSkillList } from './student-skill-list';
import { useGreeting } from './use-greeting';
import { useSpaceKeyGuard } from './use-space-key-guard';

// The teacher dashboard: the screen a teacher keeps open all lesson long.

/** The dashboard's card shows the first students still to grade; /homework shows them all. */
const HOMEWORK_CARD_LIMIT = 5;

type SectionTab = 'students' | 'behaviors' | 'skills' | 'class-wide' | 'homework';

/**
 * The class header's tabs (they replace the Quick Navigation tiles): the student grid first,
 * the spec's sections one tap away instead of stacked above the grid (decision 0071).
 */
const SECTION_TABS: ReadonlyArray<{ id: SectionTab; label: string; icon: LucideIcon }> = [
  { id: 'students', label: 'Students', icon: Users },
  { id: 'behaviors', label: 'Behaviors', icon: Award },
  { id: 'skills', label: 'Skills', icon: Sparkles },
  { id: 'class-wide', label: 'Class-wide', icon: Megaphone },
  { id: 'homework', label: 'Homework', icon: BookOpenCheck },
];

const studentCountLabel = (n: number) => `${n} ${n === 1 ? 'student' : 'students'} in this class`;

export function DashboardPage() {
  usePageTitle('Dashboard');
  useSpaceKeyGuard();
  const teacher = useTeacher();
  const greeting = useGreeting(teacher);
  const classesState = useCurrentClass();
  const { classes, current, isPending: classesPending } = classesState;
  const studentsQuery = useClassStudents(current?.id ?? null);
  const students = studentsQuery.data ?? [];
  // Class-wide awards skip who is absent today (docs/decisions/0088).
  const present = usePresentStudents(current?.id ?? null, students);
  const studentsPending = classesPending || (current !== null && studentsQuery.isPending);
  const studentsKnown = !studentsPending && !studentsQuery.isError;
  const skills = useSkills().data ?? [];
  const behaviorsQuery = useClassBehaviors(current?.id ?? null);
  useLiveUpdates();
  const openStudentProfile = useUiStore((s) => s.openStudentProfile);
  const [chosenTab, setTab] = useState<string>('students');
  const shown: Record<SectionTab, boolean> = {
    students: true,
    behaviors: true,
    skills: skills.length > 0,
    'class-wide': current !== null && students.length > 0,
    homework: true,
  };
  // A tab that goes away (the class emptied, the last skill deleted) leaves the grid showing.
  const tab = shown[chosenTab as SectionTab] ? chosenTab : 'students';
  const hints: Partial<Record<SectionTab, string>> = {
    students: studentsKnown ? String(students.length) : undefined,
    behaviors: behaviorsQuery.data ? String(behaviorsQuery.data.length) : undefined,
    skills: skills.length > 0 ? String(skills.length) : undefined,
  };

  return (
    <div className="grid gap-3 sm:gap-6">
      <DashboardHeader
        title={greeting}
        classes={classesState}
        students={students}
        aside={<RunningTimer />}
        hint={
          studentsKnown ? (
            // On a phone the Students tab shows the count: one line less above the grid.
            <span className="max-sm:sr-only">{studentCountLabel(students.length)}</span>
          ) : undefined
        }
      />

      {current ? <JoinRequestsBanner classId={current.id} students={students} /> : null}

      <Tabs value={tab} onValueChange={setTab} className="grid gap-3 sm:gap-4">
        <TabsList
          aria-label="Quick Navigation"
          className="grid w-full auto-cols-fr grid-flow-col sm:flex sm:w-fit sm:justify-start"
        >
          {SECTION_TABS.filter(({ id }) => shown[id]).map(({ id, label, icon: Icon }) => (
            <TabsTrigger
              key={id}
              value={id}
              className="h-11 min-w-0 flex-col gap-0.5 px-1 text-xs sm:h-9 sm:flex-row sm:gap-1.5 sm:px-3 sm:text-sm"
            >
              <Icon aria-hidden="true" />
              {label}
              {hints[id] ? (
                <span className="text-xs text-muted-foreground tabular-nums max-sm:sr-only">{hints[id]}</span>
              ) : null}
            </TabsTrigger>
          ))}
        </TabsList>

        <TabsContent value="students" className="mt-0">
          <StudentRoster
            students={students}
            classes={classes}
            klass={current}
            loading={studentsPending}
            onOpenProfile={openStudentProfile}
            toolbar={
              current ? (
                <ClassroomTools classId={current.id} students={students} className="max-sm:hidden" />
              ) : null
            }
            renderCardExtras={(student) => (
              <>
                <StudentSkillMenu student={student} skills={skills} />
                <Button variant="outline" size="sm" onClick={() => openStudentProfile(student.id)}>
                  <IdCard aria-hidden="true" />
                  Open profile
                </Button>
                <StudentSkillList student={student} />
              </>
            )}
            error={
              studentsQuery.isError ? (
                <LoadError what="the students" onRetry={() => void studentsQuery.refetch()} />
              ) : undefined
            }
          />
        </TabsContent>

        <TabsContent value="behaviors" className="mt-0">
          <DashboardSection
            id="behaviors"
            title="Behavior Tracking"
            icon={Award}
            description={
              students.length > 0
                ? 'Choose a behavior, then the students who earned it.'
                : 'Add students to the class to award behavior points.'
            }
            actions={current ? <EditBehaviorsButton klass={current} classes={classes} /> : undefined}
          >
            {behaviorsQuery.isError ? (
              <LoadError what="the class's behaviors" onRetry={() => void behaviorsQuery.refetch()} />
            ) : behaviorsQuery.data ? (
              <BehaviorGrid behaviors={behaviorsQuery.data} disabled={students.length === 0} />
            ) : current ? (
              <Skeleton className="h-48 w-full" />
            ) : null}
          </DashboardSection>
        </TabsContent>

        {shown.skills ? (
          <TabsContent value="skills" className="mt-0">
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
          </TabsContent>
        ) : null}

        {current && shown['class-wide'] ? (
          <TabsContent value="class-wide" className="mt-0">
            <ClassWidePanel classId={current.id} students={present}>
              {skills.length > 0 ? (
                <AwardSkillForm classId={current.id} skills={skills} studentCount={present.length} />
              ) : null}
            </ClassWidePanel>
          </TabsContent>
        ) : null}

        <TabsContent value="homework" className="mt-0">
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
        </TabsContent>
      </Tabs>

      {current ? <BehaviorSheet classId={current.id} students={students} /> : null}
      {current ? <SkillSheet classId={current.id} skills={skills} students={students} /> : null}
      <StudentProfileDialog />
      <ImportRosterDialog />
    </div>
  );
}
