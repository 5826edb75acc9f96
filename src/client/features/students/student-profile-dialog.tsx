import { Button } from '@client/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@client/components/ui/dialog';
import { Skeleton } from '@client/components/ui/skeleton';
import { fullName } from '@client/features/roster/roster-api';
import { errorStatus } from '@client/lib/api';
import { useUiStore } from '@client/lib/stores/ui-store';
import { ArrowRight, History, Sparkles } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { RecentBehaviorList } from './recent-behavior-list';
import { StudentProfileSkills } from './student-profile-skills';
import { StudentProfileSummary } from './student-profile-summary';
import { PROFILE_HISTORY_LIMIT, useStudent, useStudentBehaviors } from './students-api';

/**
 * The student profile, opened from anywhere with
 * useUiStore.getState().openStudentProfile(id). Mount it once per page: <StudentProfileDialog />.
 */
export function StudentProfileDialog() {
  const open = useUiStore((s) => s.showStudentProfile);
  const selectedId = useUiStore((s) => s.selectedStudentId);
  const close = useUiStore((s) => s.closeStudentProfile);
  // Keep showing the last student while the dialog animates closed (the store clears the id at once).
  const [shownId, setShownId] = useState(selectedId);
  if (selectedId !== null && selectedId !== shownId) setShownId(selectedId);

  return (
    <Dialog open={open && selectedId !== null} onOpenChange={(next) => (next ? undefined : close())}>
      <DialogContent className="max-w-4xl gap-0 p-0">
        {shownId !== null ? <ProfileBody studentId={shownId} onNavigate={close} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function ProfileBody({ studentId, onNavigate }: { studentId: number; onNavigate: () => void }) {
  const student = useStudent(studentId);
  const history = useStudentBehaviors(studentId, PROFILE_HISTORY_LIMIT);

  if (student.isPending) return <ProfileSkeleton />;
  if (student.isError) {
    const missing = errorStatus(student.error) === 404 || errorStatus(student.error) === 400;
    return (
      <div className="grid gap-2 p-8 text-center">
        <DialogTitle>Student Profile</DialogTitle>
        <DialogDescription>
          {missing ? 'Student not found.' : 'Could not load this student.'}
        </DialogDescription>
      </div>
    );
  }

  const name = fullName(student.data);
  return (
    <div className="grid md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="border-b border-border p-6 md:border-r md:border-b-0">
        <DialogDescription className="sr-only">
          Profile, skills and recent behavior of {name}
        </DialogDescription>
        <StudentProfileSummary student={student.data} />
        <Button asChild variant="link" className="mt-4 w-full justify-center">
          <Link to={`/student/${studentId}`} onClick={onNavigate}>
            Open full student page
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </Button>
      </div>
      <div className="grid content-start gap-6 p-6">
        <ProfileSection icon={<Sparkles />} title="Skills Progress">
          <StudentProfileSkills studentId={studentId} studentName={name} />
        </ProfileSection>
        <ProfileSection icon={<History />} title="Recent Behavior History">
          <RecentBehaviorList history={history} removable />
        </ProfileSection>
      </div>
    </div>
  );
}

function ProfileSection({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h3 className="flex items-center gap-2 text-base font-semibold">
        <span aria-hidden="true" className="text-brand [&_svg]:size-4">
          {icon}
        </span>
        {title}
      </h3>
      {children}
    </section>
  );
}

function ProfileSkeleton() {
  return (
    <div className="grid gap-6 p-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]" aria-busy="true">
      <DialogTitle className="sr-only">Loading student profile</DialogTitle>
      <DialogDescription className="sr-only">The profile is loading.</DialogDescription>
      <div className="grid justify-items-center gap-3">
        <Skeleton className="size-24 rounded-full" />
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
      <div className="grid content-start gap-3">
        <Skeleton className="h-5 w-32" />
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-[4.5rem] w-full" />
        ))}
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-12 w-full" />
      </div>
    </div>
  );
}
