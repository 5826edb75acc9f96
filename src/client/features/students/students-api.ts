import { BEHAVIORS_QUERY_KEY } from '@client/features/behaviors/behaviors-api';
import { classStudentsKey, STUDENTS_QUERY_KEY } from '@client/features/classes/classes-api';
import {
  fullName,
  invalidateStudentData,
  type RosterStudent,
  sortStudents,
} from '@client/features/roster/roster-api';
import { api } from '@client/lib/api';
import { runOptimisticWrite } from '@client/lib/optimistic-write';
import type { BehaviorView } from '@shared/behaviors/schemas';
import type { ClassView } from '@shared/classes/schemas';
import type { HomeworkEntryView } from '@shared/homework/schemas';
import type {
  CreateStudentBody,
  MergeStudentResponse,
  StudentView,
  StudentWithSkills,
  TransferStudentResponse,
  UpdateStudentBody,
} from '@shared/students/schemas';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { balanceAdjustmentWrite } from './balance-adjustment';

// One student's calls: the reads behind the profile and the detail page, deleting and moving a
// student (a class's list is the roster's: roster/roster-api.ts; a student's skills are the
// skills': skills/skills-api.ts), and the writes of the student dialogs (adding one, Edit
// Profile, Edit Balance, Transfer).
// Keys follow the default loader (lib/query-client): parts joined with '/', a trailing object
// becomes the query string.

/** How much history the detail page loads: the API's maximum page. */
export const FULL_HISTORY_LIMIT = 1000;
/** The profile shows the latest 10 behaviours. */
export const PROFILE_HISTORY_LIMIT = 10;

export const studentKey = (id: number) => [STUDENTS_QUERY_KEY[0], id] as const;
export const behaviorsKey = (studentId: number, limit: number) =>
  [BEHAVIORS_QUERY_KEY[0], { studentId, limit }] as const;
export const homeworkKey = (studentId: number, limit: number) =>
  ['/api/homework', { studentId, limit }] as const;

/** One student with their graded skills (404 for a missing one or another teacher's). */
export function useStudent(id: number | null) {
  return useQuery<StudentWithSkills>({ queryKey: studentKey(id ?? 0), enabled: id !== null });
}

/** Behaviour records, newest first. */
export function useStudentBehaviors(studentId: number | null, limit: number) {
  return useQuery<BehaviorView[]>({
    queryKey: behaviorsKey(studentId ?? 0, limit),
    enabled: studentId !== null,
  });
}

/** Homework entries, newest first. */
export function useStudentHomework(studentId: number | null, limit: number) {
  return useQuery<HomeworkEntryView[]>({
    queryKey: homeworkKey(studentId ?? 0, limit),
    enabled: studentId !== null,
  });
}

export const addStudent = (body: CreateStudentBody) => api.post<StudentView>(STUDENTS_QUERY_KEY[0], body);

export const deleteStudent = (studentId: number) => api.delete(`${STUDENTS_QUERY_KEY[0]}/${studentId}`);

function removeFromList(queryClient: QueryClient, classId: number, studentId: number) {
  queryClient.setQueryData<RosterStudent[]>(classStudentsKey(classId), (list) =>
    list?.filter((s) => s.id !== studentId),
  );
}

export function useDeleteStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (student: RosterStudent) => deleteStudent(student.id),
    onSuccess: (_data, student) => {
      removeFromList(queryClient, student.classId, student.id);
      invalidateStudentData(queryClient, student.classId);
    },
  });
}

/** Moves a student and updates both class lists; resolves with the class they came from. */
async function transferStudent(
  queryClient: QueryClient,
  student: RosterStudent,
  targetClassId: number,
): Promise<TransferStudentResponse> {
  const result = await api.patch<TransferStudentResponse>(`/api/students/${student.id}/transfer`, {
    classId: targetClassId,
  });
  removeFromList(queryClient, result.previousClassId, student.id);
  queryClient.setQueryData<RosterStudent[]>(classStudentsKey(targetClassId), (list) =>
    list
      ? sortStudents([...list.filter((s) => s.id !== student.id), { ...student, ...result.student }])
      : list,
  );
  invalidateStudentData(queryClient, result.previousClassId);
  return result;
}

/** Moves a student to another class; the undo prompt moves them back to the class they came from. */
export function useTransferStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ student, target }: { student: RosterStudent; target: ClassView }) => {
      const message = `${fullName(student)} moved to ${target.name}`;
      return runOptimisticWrite({
        send: () => transferStudent(queryClient, student, target.id),
        success: () => ({ title: 'Student Transferred', description: message }),
        failure: { title: 'Error', fallback: 'Failed to transfer student' },
        undo: ({ previousClassId }) => ({
          message,
          run: () => transferStudent(queryClient, { ...student, classId: target.id }, previousClassId),
        }),
      });
    },
  });
}

/**
 * Merges a duplicate into the student kept (POST /api/students/{id}/merge): the duplicate's card
 * leaves the class list at once and the kept card takes the summed figures.
 */
export function useMergeStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ student, into }: { student: RosterStudent; into: RosterStudent }) =>
      api.post<MergeStudentResponse>(`${STUDENTS_QUERY_KEY[0]}/${student.id}/merge`, {
        intoStudentId: into.id,
      }),
    onSuccess: (result, { student }) => {
      queryClient.setQueryData<RosterStudent[]>(classStudentsKey(student.classId), (list) =>
        list
          ?.filter((s) => s.id !== student.id)
          .map((s) => (s.id === result.student.id ? { ...s, ...result.student } : s)),
      );
      queryClient.removeQueries({ queryKey: studentKey(student.id) });
      invalidateStudentData(queryClient);
    },
  });
}

/** Saves an adjustment (balanceAdjustmentWrite). */
export function useBalanceAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Parameters<typeof balanceAdjustmentWrite>[0]) =>
      runOptimisticWrite(balanceAdjustmentWrite(variables, () => invalidateStudentData(queryClient))),
  });
}

export function useUpdateStudent(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStudentBody) => api.patch<StudentView>(`/api/students/${studentId}`, body),
    onSuccess: (student) => {
      queryClient.setQueryData<StudentWithSkills>(studentKey(studentId), (old) =>
        old ? { ...old, ...student } : old,
      );
    },
    onSettled: () => invalidateStudentData(queryClient),
  });
}
