import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { matchesStudentSearch } from '@client/features/roster/match-student';
import type { RosterStudent } from '@client/features/roster/roster-api';
import { StudentSearch } from '@client/features/roster/student-search';
import { AddStudentButton } from '@client/features/students/add-student-dialog';
import { DeleteStudentDialog } from '@client/features/students/delete-student-dialog';
import { TransferStudentDialog } from '@client/features/students/transfer-student-dialog';
import { useUiStore } from '@client/lib/stores/ui-store';
import type { ClassView } from '@shared/classes/schemas';
import { formatAverage } from '@shared/scores/score';
import { Upload, UserRound, Users } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { DashboardSection } from './dashboard-section';
import { StudentCard } from './student-card';

interface StudentRosterProps {
  students: RosterStudent[];
  classes: ClassView[];
  loading?: boolean;
  /** Shown instead of the list when the students could not be loaded. */
  error?: ReactNode;
  /** Opens the student profile dialog; without it the cards have no profile button. */
  onOpenProfile?: (studentId: number) => void;
  /** The class the roster shows: with it, an 'Add Student' button. */
  klass?: ClassView | null;
  /** Extra controls for each card (the skill buttons), beside its Award button. */
  renderCardExtras?: (student: RosterStudent) => ReactNode;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <p className="rounded-lg border border-border bg-surface px-3 py-1.5 text-sm shadow-card">
      <span className="text-muted-foreground">{label}: </span>
      <span className="font-semibold tabular-nums">{value}</span>
    </p>
  );
}

/**
 * The Student Roster section (id 'students'): count, Class Average (one decimal), search and the
 * cards in lastName order, with the transfer and delete dialogs.
 */
export function StudentRoster({
  students,
  classes,
  loading = false,
  error,
  renderCardExtras,
  onOpenProfile,
  klass,
}: StudentRosterProps) {
  const [query, setQuery] = useState('');
  const [transferring, setTransferring] = useState<RosterStudent | null>(null);
  const [deleting, setDeleting] = useState<RosterStudent | null>(null);
  const setShowCSVImport = useUiStore((s) => s.setShowCSVImport);
  const visible = students.filter((s) => matchesStudentSearch(s, query));

  return (
    <DashboardSection
      id="students"
      title="Student Roster"
      icon={Users}
      actions={
        loading || error ? null : (
          <>
            {klass ? <AddStudentButton classId={klass.id} className={klass.name} /> : null}
            <Stat label="Students" value={String(students.length)} />
            <Stat label="Class Average" value={formatAverage(students.map((s) => s.balance))} />
          </>
        )
      }
    >
      {error ? (
        error
      ) : loading ? (
        <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,16rem),1fr))] gap-4">
          {Array.from({ length: 8 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <Skeleton key={i} className="h-40 rounded-xl" />
          ))}
        </div>
      ) : students.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-input bg-surface/60 px-6 py-12 text-center">
          <UserRound aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">No students in this class</p>
          <p className="max-w-sm text-sm text-muted-foreground">
            Import a roster, or share the class code so students can join.
          </p>
          <Button variant="outline" onClick={() => setShowCSVImport(true)}>
            <Upload aria-hidden="true" />
            Import Students
          </Button>
        </div>
      ) : (
        <>
          <StudentSearch value={query} onChange={setQuery} className="sm:max-w-sm" />
          {visible.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-input px-6 py-10 text-center">
              <p className="font-medium">No students match "{query.trim()}"</p>
              <Button variant="link" onClick={() => setQuery('')}>
                Show all students
              </Button>
            </div>
          ) : (
            <ul
              aria-label="Students"
              className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,16rem),1fr))] gap-4"
            >
              {visible.map((student) => (
                <li key={student.id} className="grid min-w-0">
                  <StudentCard
                    student={student}
                    onTransfer={setTransferring}
                    onDelete={setDeleting}
                    onProfile={onOpenProfile}
                  >
                    {renderCardExtras?.(student)}
                  </StudentCard>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <TransferStudentDialog student={transferring} classes={classes} onClose={() => setTransferring(null)} />
      <DeleteStudentDialog student={deleting} onClose={() => setDeleting(null)} />
    </DashboardSection>
  );
}
