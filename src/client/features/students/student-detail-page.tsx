import { PageHeader } from '@client/components/layout/page-header';
import { PageLoader } from '@client/components/layout/page-loader';
import { Button } from '@client/components/ui/button';
import { StudentAbsencesCard } from '@client/features/attendance/student-absences-card';
import { fullName } from '@client/features/roster/roster-api';
import { useStudentSkills } from '@client/features/skills/skills-api';
import { errorStatus } from '@client/lib/api';
import { usePageTitle } from '@client/lib/use-page-title';
import { ArrowLeft, Share2, UserX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ProgressChartCard } from './progress-chart-card';
import { ShareReportDialog } from './share-report-dialog';
import { SkillsOverviewCard } from './skills-overview-card';
import { StudentDetailProfileCard } from './student-detail-profile-card';
import { StudentDetailTabs } from './student-detail-tabs';
import { FULL_HISTORY_LIMIT, useStudent, useStudentBehaviors, useStudentHomework } from './students-api';

const parseId = (raw: string | undefined) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null);

/** /student/{id} (Student detail page). */
export function StudentDetailPage() {
  const studentId = parseId(useParams().id);
  const student = useStudent(studentId);
  const skills = useStudentSkills(student.data ? studentId : null);
  const behaviors = useStudentBehaviors(student.data ? studentId : null, FULL_HISTORY_LIMIT);
  const homework = useStudentHomework(student.data ? studentId : null, FULL_HISTORY_LIMIT);
  const [sharing, setSharing] = useState(false);
  usePageTitle(student.data ? fullName(student.data) : 'Student Details');

  const back = (primary = false) => (
    <Button asChild variant={primary ? 'primary' : 'ghost'} size={primary ? 'md' : 'sm'} className="w-fit">
      <Link to="/dashboard">
        <ArrowLeft aria-hidden="true" />
        Back to Dashboard
      </Link>
    </Button>
  );

  if (studentId !== null && student.isPending) return <PageLoader label="Loading student" />;
  if (studentId === null || !student.data) {
    const status = errorStatus(student.error);
    const missing = studentId === null || status === 404 || status === 400;
    return <StudentNotFound missing={missing} back={back(true)} />;
  }

  const data = student.data;
  const name = fullName(data);
  return (
    <div className="grid gap-6">
      {back()}
      <PageHeader
        title={name}
        description="Student details, skills and history"
        actions={
          <Button
            variant="outline"
            onClick={() => setSharing(true)}
            disabled={!skills.data || !behaviors.data}
          >
            <Share2 aria-hidden="true" />
            Share Report
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <StudentDetailProfileCard student={data} skills={skills.data} />
        <SkillsOverviewCard studentId={data.id} studentName={name} skills={skills} />
      </div>
      <ProgressChartCard behaviors={behaviors.data} balance={data.balance} />
      <StudentAbsencesCard studentId={data.id} />
      <StudentDetailTabs
        behaviors={behaviors.data}
        homework={homework.data}
        skills={skills.data}
        family={{ studentId: data.id, studentName: name }}
      />
      {skills.data && behaviors.data ? (
        <ShareReportDialog
          student={data}
          skills={skills.data}
          behaviors={behaviors.data}
          open={sharing}
          onOpenChange={setSharing}
        />
      ) : null}
    </div>
  );
}

function StudentNotFound({ missing, back }: { missing: boolean; back: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-input bg-surface/60 px-6 py-16 text-center">
      <UserX aria-hidden="true" className="size-10 text-muted-foreground" />
      <h1 className="text-2xl font-bold">{missing ? 'Student Not Found' : 'Could not load this student'}</h1>
      <p className="max-w-sm text-muted-foreground">
        {missing
          ? 'This student does not exist, or belongs to another teacher’s class.'
          : 'Something went wrong while loading. Please try again.'}
      </p>
      {back}
    </div>
  );
}
