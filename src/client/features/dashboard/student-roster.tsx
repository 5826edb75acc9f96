import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useAbsentIds } from '@client/features/attendance/attendance-api';
import { AwardPanel, type AwardTarget } from '@client/features/behaviors/award-panel';
import { matchesStudentSearch } from '@client/features/roster/match-student';
import type { RosterStudent } from '@client/features/roster/roster-api';
import { StudentSearch } from '@client/features/roster/student-search';
import { AddStudentButton } from '@client/features/students/add-student-dialog';
import { DeleteStudentDialog } from '@client/features/students/delete-student-dialog';
import { MergeStudentDialog } from '@client/features/students/merge-student-dialog';
import { TransferStudentDialog } from '@client/features/students/transfer-student-dialog';
import { useUiStore } from '@client/lib/stores/ui-store';
import type { ClassView } from '@shared/classes/schemas';
import { formatAverage } from '@shared/scores/score';
import { Award, ListChecks, Upload, UserRound, Users, X } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { DashboardSection } from './dashboard-section';
import { StudentCard } from './student-card';
import { useRovingGrid } from './use-roving-grid';

interface StudentRosterProps {
  students: RosterStudent[];
  classes: ClassView[];
  loading?: boolean;
  /** Shown instead of the list when the students could not be loaded. */
  error?: ReactNode;
  /** Opens the student profile dialog; without it the card menus have no profile item. */
  onOpenProfile?: (studentId: number) => void;
  /** The class the roster shows: with it, an 'Add Student' button. */
  klass?: ClassView | null;
  /** More for one student in the award panel (the skill buttons). */
  renderCardExtras?: (student: RosterStudent) => ReactNode;
  /** More buttons after 'Whole Class' (the lesson tools). */
  toolbar?: ReactNode;
}

/** The skip link's target (app-shell.tsx): the grid of cards. */
export const STUDENT_GRID_ID = 'student-grid';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <p className="rounded-lg border border-border bg-surface px-2 py-1 text-xs shadow-card sm:px-3 sm:py-1.5 sm:text-sm">
      <span className="text-muted-foreground">{label}: </span>
      <span className="font-semibold tabular-nums">{value}</span>
    </p>
  );
}

/**
 * The Student Roster section (id 'students'), the dashboard's main view: count, Class Average
 * (one decimal), search, 'Select' and 'Whole Class', and the compact cards in lastName order.
 * A card opens the award panel; in Select mode cards are picked, then one behaviour for all.
 */
export function StudentRoster({
  students,
  classes,
  loading = false,
  error,
  renderCardExtras,
  onOpenProfile,
  klass,
  toolbar,
}: StudentRosterProps) {
  const [query, setQuery] = useState('');
  const absent = useAbsentIds(klass?.id ?? null);
  const [transferring, setTransferring] = useState<RosterStudent | null>(null);
  const [deleting, setDeleting] = useState<RosterStudent | null>(null);
  const [merging, setMerging] = useState<RosterStudent | null>(null);
  const [target, setTarget] = useState<AwardTarget | null>(null);
  const [selecting, setSelecting] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const setShowCSVImport = useUiStore((s) => s.setShowCSVImport);
  const visible = students.filter((s) => matchesStudentSearch(s, query));
  const roving = useRovingGrid(visible.map((s) => s.id));
  // The button that opened the award panel gets focus back when it closes (an award re-renders
  // the card, so Radix's own return of focus can miss it).
  const opener = useRef<HTMLElement | null>(null);

  const stopSelecting = () => {
    setSelecting(false);
    setPicked([]);
  };
  const onActivate = (student: RosterStudent) => {
    if (!klass) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (selecting) {
      setPicked((ids) =>
        ids.includes(student.id) ? ids.filter((id) => id !== student.id) : [...ids, student.id],
      );
    } else {
      setTarget({ classId: klass.id, students: [student], mode: 'students' });
    }
  };
  const awardPicked = () => {
    if (!klass) return;
    opener.current = null;
    const chosen = students.filter((s) => picked.includes(s.id));
    if (chosen.length > 0) setTarget({ classId: klass.id, students: chosen, mode: 'students' });
  };
  const closePanel = () => {
    // After a multi-student award, Select mode ends: the next tap on a card awards one again.
    if (target && target.students.length > 1) stopSelecting();
    setTarget(null);
  };
  // The panel's extras follow the live list (a skill graded from the panel shows at once).
  const single =
    target?.mode === 'students' && target.students.length === 1
      ? (students.find((s) => s.id === target.students[0].id) ?? null)
      : null;

  return (
    <DashboardSection
      id="students"
      title="Student Roster"
      icon={Users}
      // On a phone the class is the screen: the count is on the Students tab, Add Student among
      // the class's tools (decision 0150).
      headingOnPhone="hidden"
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
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] sm:gap-3">
          {Array.from({ length: 12 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <Skeleton key={i} className="h-32 rounded-xl" />
          ))}
        </div>
      ) : !klass ? null : students.length === 0 ? (
        // Without a class the class card says what to do ('You have no classes yet').
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
          {/* On a phone Select and Whole Class put their label under the icon in small type,
              like the section tabs, so the search beside them gets the width (it was 120 px of
              390, beside two wide buttons); a row of its own would push the first card off the
              first screen (decision 0071). */}
          <div className="flex items-center gap-2">
            <StudentSearch
              value={query}
              onChange={setQuery}
              className="min-w-0 flex-1 basis-48 sm:max-w-sm"
            />
            <Button
              variant={selecting ? 'secondary' : 'outline'}
              className="h-11 px-3 max-sm:flex-col max-sm:gap-0.5 max-sm:px-1.5 max-sm:text-xs sm:h-10"
              aria-pressed={selecting}
              onClick={() => (selecting ? stopSelecting() : setSelecting(true))}
            >
              <ListChecks aria-hidden="true" />
              Select
            </Button>
            <Button
              variant="outline"
              className="h-11 px-3 max-sm:flex-col max-sm:gap-0.5 max-sm:px-1.5 max-sm:text-xs sm:h-10"
              onClick={(event) => {
                // Whole Class skips who is absent today (docs/decisions/0088).
                const present = students.filter((s) => !absent.has(s.id));
                if (!klass || present.length === 0) return;
                opener.current = event.currentTarget;
                setTarget({ classId: klass.id, students: present, mode: 'class' });
              }}
            >
              <Award aria-hidden="true" />
              Whole Class
            </Button>
            {toolbar}
          </div>
          {visible.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-input px-6 py-10 text-center">
              <p className="font-medium">No students match "{query.trim()}"</p>
              <Button variant="link" onClick={() => setQuery('')}>
                Show all students
              </Button>
            </div>
          ) : (
            <ul
              id={STUDENT_GRID_ID}
              aria-label="Students"
              tabIndex={-1}
              onKeyDown={roving.onKeyDown}
              className="grid scroll-mt-24 grid-cols-3 gap-2 outline-none sm:grid-cols-[repeat(auto-fill,minmax(9.5rem,1fr))] sm:gap-3"
            >
              {visible.map((student) => (
                <li key={student.id} className="grid min-w-0">
                  <StudentCard
                    student={student}
                    active={roving.activeId === student.id}
                    onFocus={() => roving.setActiveId(student.id)}
                    selected={selecting ? picked.includes(student.id) : undefined}
                    onActivate={onActivate}
                    onTransfer={setTransferring}
                    onMerge={setMerging}
                    onDelete={setDeleting}
                    onProfile={onOpenProfile}
                  />
                </li>
              ))}
            </ul>
          )}
          {selecting ? (
            <section
              aria-label="Selection"
              className="sticky bottom-2 z-20 flex flex-wrap items-center gap-2 rounded-xl border border-border bg-surface p-2 pl-4 shadow-overlay"
            >
              <p className="flex-1 text-sm font-medium" aria-live="polite">
                {picked.length === 0 ? 'Tap the students to award' : `${picked.length} selected`}
              </p>
              <Button disabled={picked.length === 0} onClick={awardPicked} className="h-11">
                <Award aria-hidden="true" />
                Award {picked.length === 1 ? '1 student' : `${picked.length} students`}
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="size-11"
                aria-label="Cancel selection"
                onClick={stopSelecting}
              >
                <X aria-hidden="true" />
              </Button>
            </section>
          ) : null}
        </>
      )}
      <AwardPanel
        target={target}
        onClose={closePanel}
        returnFocus={() => (opener.current?.isConnected ? opener.current : null)}
      >
        {single ? renderCardExtras?.(single) : null}
      </AwardPanel>
      <TransferStudentDialog student={transferring} classes={classes} onClose={() => setTransferring(null)} />
      <MergeStudentDialog student={merging} classmates={students} onClose={() => setMerging(null)} />
      <DeleteStudentDialog student={deleting} onClose={() => setDeleting(null)} />
    </DashboardSection>
  );
}
