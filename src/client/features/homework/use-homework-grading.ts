import {
  fullName,
  invalidateStudentData,
  type RosterStudent,
  studentsQueryKey,
} from '@client/features/students/roster-api';
import { api, errorMessage } from '@client/lib/api';
import { useUiStore } from '@client/lib/stores/ui-store';
import { toast } from '@client/lib/toast';
import type { HomeworkResult } from '@shared/homework/schemas';
import { type HomeworkGrade, MARK_ALL_PRESENT_POINTS } from '@shared/scores/point-values';
import { formatSignedPoints } from '@shared/scores/score';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useHomeworkSession } from './homework-session-store';

// Homework quick check writes (spec part 1 §4): each grade is one PATCH that records an entry
// (Missing records 0 points) and answers the new hwScore. The student leaves the list at once
// and comes back if the call fails. An undo sends the negative points (nothing for a Missing)
// and returns the students to the list.

const FAILED = 'Failed to update homework score';

const recordHomework = (studentId: number, points: number, description: string) =>
  api.patch<HomeworkResult>(`/api/students/${studentId}/homework`, { points, description });

function setScores(queryClient: QueryClient, classId: number, scores: ReadonlyMap<number, number>) {
  queryClient.setQueryData<RosterStudent[]>(studentsQueryKey(classId), (list) =>
    list?.map((s) => (scores.has(s.id) ? { ...s, hwScore: scores.get(s.id) ?? s.hwScore } : s)),
  );
}

/** Records `points` for each student in parallel; resolves with who succeeded and who failed. */
async function recordForEach(students: readonly RosterStudent[], points: number, description: string) {
  const results = await Promise.allSettled(students.map((s) => recordHomework(s.id, points, description)));
  const saved = new Map<number, number>();
  const failed: RosterStudent[] = [];
  let firstError: unknown;
  results.forEach((r, i) => {
    if (r.status === 'fulfilled') saved.set(students[i].id, r.value.hwScore);
    else {
      failed.push(students[i]);
      firstError ??= r.reason;
    }
  });
  return { saved, failed, firstError };
}

export function useHomeworkGrading(classId: number) {
  const queryClient = useQueryClient();
  const { markGraded, unmarkGraded } = useHomeworkSession.getState();

  const undoFor = useCallback(
    (students: readonly RosterStudent[], points: number, label: string) => async () => {
      const ids = students.map((s) => s.id);
      if (points !== 0) {
        const { saved, failed, firstError } = await recordForEach(
          students,
          -points,
          `Undo: Homework ${label}`,
        );
        setScores(queryClient, classId, saved);
        unmarkGraded(classId, [...saved.keys()]);
        invalidateStudentData(queryClient);
        if (failed.length > 0) throw firstError;
        return;
      }
      unmarkGraded(classId, ids);
    },
    [classId, queryClient, unmarkGraded],
  );

  /** Run a grade for these students; `who` names them in the toast ('Ada Lovelace', '20 students'). */
  const run = useCallback(
    async (students: readonly RosterStudent[], points: number, label: string, who: string) => {
      if (students.length === 0) return;
      markGraded(
        classId,
        students.map((s) => s.id),
      );
      const { saved, failed, firstError } = await recordForEach(students, points, `Homework: ${label}`);
      setScores(queryClient, classId, saved);
      unmarkGraded(
        classId,
        failed.map((s) => s.id),
      );
      invalidateStudentData(queryClient);

      const done = students.filter((s) => saved.has(s.id));
      if (failed.length > 0) {
        const part =
          done.length > 0 ? ` (${failed.length} of ${students.length} students were not updated)` : '';
        toast({
          title: 'Error',
          description: `${errorMessage(firstError, FAILED)}${part}`,
          variant: 'destructive',
        });
      } else {
        toast({
          title: 'Homework Updated',
          description: `${who}: ${label} (${formatSignedPoints(points)})`,
          variant: 'success',
        });
      }
      if (done.length > 0) {
        useUiStore.getState().registerUndo({
          message: `Homework ${label} for ${done.length === 1 ? fullName(done[0]) : `${done.length} students`}`,
          undo: undoFor(done, points, label),
        });
      }
    },
    [classId, markGraded, queryClient, undoFor, unmarkGraded],
  );

  const grade = useCallback(
    (student: RosterStudent, grade: HomeworkGrade) =>
      run([student], grade.points, grade.label, fullName(student)),
    [run],
  );

  const markAllPresent = useCallback(
    (students: readonly RosterStudent[]) =>
      run(
        students,
        MARK_ALL_PRESENT_POINTS,
        'Present',
        `${students.length} ${students.length === 1 ? 'student' : 'students'}`,
      ),
    [run],
  );

  return { grade, markAllPresent };
}
