import { LoadError } from '@client/components/feedback/load-error';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useAbsentIds } from '@client/features/attendance/attendance-api';
import { sortStudents, useClassStudents } from '@client/features/roster/roster-api';
import { MARK_ALL_PRESENT_POINTS } from '@shared/scores/point-values';
import { formatSignedPoints } from '@shared/scores/score';
import { CheckCheck, PartyPopper, RotateCcw } from 'lucide-react';
import { useMemo } from 'react';
import { useHomeworkGrading } from './homework-api';
import { useGradedIds, useHomeworkSession } from './homework-session-store';
import { HomeworkStudentRow } from './homework-student-row';

interface HomeworkQuickCheckProps {
  classId: number;
  /** Show at most this many students (the dashboard card); the rest are counted below. */
  limit?: number;
  /** Tighter rows without photos, for a dashboard card. */
  compact?: boolean;
}

/**
 * The homework quick check: Mark All Present, or per student Complete +2,
 * Partial +1, Missing 0. Graded students leave the list; 'Show All Students Again' resets it.
 * Used by /homework and by the dashboard's Homework Quick Check card.
 */
export function HomeworkQuickCheck({ classId, limit, compact = false }: HomeworkQuickCheckProps) {
  const students = useClassStudents(classId);
  const graded = useGradedIds(classId);
  const resetClass = useHomeworkSession((s) => s.resetClass);
  const { grade, markAllPresent } = useHomeworkGrading(classId);
  // Mark All Present skips who is absent today (docs/decisions/0088); they can be graded one by one.
  const absent = useAbsentIds(classId);

  const sorted = useMemo(() => sortStudents(students.data ?? []), [students.data]);
  const ungraded = useMemo(() => sorted.filter((s) => !graded.includes(s.id)), [sorted, graded]);
  const shown = limit === undefined ? ungraded : ungraded.slice(0, limit);
  const gradedCount = sorted.length - ungraded.length;
  const presentUngraded = ungraded.filter((s) => !absent.has(s.id));

  if (students.isPending) {
    return (
      <div className="grid gap-2" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-14 w-full" />
        ))}
      </div>
    );
  }
  if (students.isError) {
    return (
      <LoadError
        what="the students of this class"
        error={students.error}
        onRetry={() => void students.refetch()}
      />
    );
  }
  if (sorted.length === 0) return <p className="text-sm text-muted-foreground">No students in this class</p>;

  const showAll = (
    <Button variant="outline" size="sm" onClick={() => resetClass(classId)}>
      <RotateCcw aria-hidden="true" />
      Show All Students Again
    </Button>
  );

  return (
    <div className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          <span className="font-semibold text-foreground">{ungraded.length}</span> of {sorted.length}{' '}
          {sorted.length === 1 ? 'student' : 'students'} left to check
        </p>
        <div className="flex flex-wrap gap-2">
          {gradedCount > 0 ? showAll : null}
          <Button
            size="sm"
            disabled={presentUngraded.length === 0}
            onClick={() => void markAllPresent(presentUngraded)}
          >
            <CheckCheck aria-hidden="true" />
            Mark All Present ({formatSignedPoints(MARK_ALL_PRESENT_POINTS)})
          </Button>
        </div>
      </div>

      {ungraded.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-input px-4 py-8 text-center">
          <PartyPopper aria-hidden="true" className="size-7 text-brand" />
          <p className="font-medium">Every student has been checked.</p>
          <p className="text-sm text-muted-foreground">Show the list again to grade another assignment.</p>
        </div>
      ) : (
        <ul className="grid gap-2" aria-label="Students to check">
          {shown.map((student) => (
            <HomeworkStudentRow key={student.id} student={student} compact={compact} onGrade={grade} />
          ))}
        </ul>
      )}
      {shown.length < ungraded.length ? (
        <p className="text-sm text-muted-foreground">
          and {ungraded.length - shown.length} more{' '}
          {ungraded.length - shown.length === 1 ? 'student' : 'students'}
        </p>
      ) : null}
    </div>
  );
}
