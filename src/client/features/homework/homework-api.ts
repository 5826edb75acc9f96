import { classStudentsKey } from '@client/features/classes/classes-api';
import { fullName, invalidateStudentData, type RosterStudent } from '@client/features/roster/roster-api';
import { runOptimisticWrite, sendOrQueue } from '@client/lib/optimistic-write';
import type { HomeworkBatchResult } from '@shared/homework/schemas';
import { type HomeworkGrade, MARK_ALL_PRESENT_POINTS } from '@shared/scores/point-values';
import { formatSignedPoints } from '@shared/scores/score';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useHomeworkSession } from './homework-session-store';

// Homework quick check writes: a grade — for one student or Mark All Present
// for the whole list — is one all-or-nothing POST /api/homework/batch (decision 0017) that
// records an entry per student (Missing records 0 points) and answers the new scores. The
// students leave the list at once and all come back if the call fails. An undo sends the
// negatives of the points applied (nothing for a Missing) and returns the students to the list.

type Entry = { studentId: number; points: number; description: string };

/** The one request, queued when the network is away (decision 0097). */
const homeworkRequest = (entries: Entry[], label: string) => ({
  url: '/api/homework/batch',
  body: { entries },
  label,
  studentIds: entries.map((e) => e.studentId),
});

function setScores(queryClient: QueryClient, classId: number, result: HomeworkBatchResult) {
  const scores = new Map(result.results.map((r) => [r.entry.studentId, r.hwScore]));
  queryClient.setQueryData<RosterStudent[]>(classStudentsKey(classId), (list) =>
    list?.map((s) => (scores.has(s.id) ? { ...s, hwScore: scores.get(s.id) ?? s.hwScore } : s)),
  );
}

export function useHomeworkGrading(classId: number) {
  const queryClient = useQueryClient();
  const { markGraded, unmarkGraded } = useHomeworkSession.getState();

  /** Grade these students; `who` names them in the toast ('Ada Lovelace', '20 students'). */
  const run = useCallback(
    async (students: readonly RosterStudent[], points: number, label: string, who: string) => {
      if (students.length === 0) return;
      const ids = students.map((s) => s.id);
      const refresh = () => invalidateStudentData(queryClient);
      await runOptimisticWrite<HomeworkBatchResult>({
        predict: () => {
          markGraded(classId, ids);
          return () => unmarkGraded(classId, ids);
        },
        queue: homeworkRequest(
          ids.map((studentId) => ({ studentId, points, description: `Homework: ${label}` })),
          `Homework ${label} for ${who}`,
        ),
        settle: (result) => setScores(queryClient, classId, result),
        refresh,
        success: () => ({
          title: 'Homework Updated',
          description: `${who}: ${label} (${formatSignedPoints(points)})`,
        }),
        failure: { title: 'Error', fallback: 'Failed to update homework score' },
        undo: (result) => ({
          message: `Homework ${label} for ${students.length === 1 ? fullName(students[0]) : `${students.length} students`}`,
          run: async () => {
            const moved = result.results.filter((r) => r.entry.points !== 0);
            if (moved.length > 0) {
              const undone = await sendOrQueue<HomeworkBatchResult>(
                homeworkRequest(
                  moved.map((r) => ({
                    studentId: r.entry.studentId,
                    points: -r.entry.points,
                    description: `Undo: Homework ${label}`,
                  })),
                  `Undo: Homework ${label} for ${who}`,
                ),
              );
              if (undone) setScores(queryClient, classId, undone);
            }
            unmarkGraded(classId, ids);
          },
        }),
      }).catch(() => {});
    },
    [classId, markGraded, queryClient, unmarkGraded],
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
