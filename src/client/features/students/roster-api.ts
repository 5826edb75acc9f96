import { api } from '@client/lib/api';
import type { StudentWithSkills, TransferStudentResponse } from '@shared/students/schemas';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// The dashboard's roster calls. The list of a class lives under ['/api/students', { classId }]:
// the default loader turns that key into GET /api/students?classId=…

export type RosterStudent = StudentWithSkills;

export const studentsQueryKey = (classId: number) => ['/api/students', { classId }] as const;

export function useClassStudents(classId: number | null) {
  return useQuery<RosterStudent[]>({
    queryKey: studentsQueryKey(classId ?? 0),
    enabled: classId !== null,
  });
}

export const fullName = (s: Pick<RosterStudent, 'firstName' | 'lastName'>) => `${s.firstName} ${s.lastName}`;

/** Sorted by lastName then firstName, like the server's list (spec part 1 §5). */
export function sortStudents<T extends Pick<RosterStudent, 'firstName' | 'lastName'>>(list: T[]): T[] {
  return [...list].sort(
    (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName),
  );
}

/**
 * After a write that changes students: the lists of other classes, single students, the
 * leaderboards and histories are refetched when next shown (spec part 1 §7).
 */
export function invalidateStudentData(queryClient: QueryClient, exceptClassId?: number) {
  void queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const [root, part] = queryKey;
      if (root === '/api/students') {
        const classId = part && typeof part === 'object' ? (part as { classId?: number }).classId : undefined;
        return classId === undefined || classId !== exceptClassId;
      }
      return root === '/api/leaderboard' || root === '/api/behaviors' || root === '/api/homework';
    },
  });
}

function removeFromList(queryClient: QueryClient, classId: number, studentId: number) {
  queryClient.setQueryData<RosterStudent[]>(studentsQueryKey(classId), (list) =>
    list?.filter((s) => s.id !== studentId),
  );
}

export function useDeleteStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (student: RosterStudent) => api.delete(`/api/students/${student.id}`),
    onSuccess: (_data, student) => {
      removeFromList(queryClient, student.classId, student.id);
      invalidateStudentData(queryClient, student.classId);
    },
  });
}

/** Moves a student and updates both class lists; resolves with the class they came from. */
export async function transferStudent(
  queryClient: QueryClient,
  student: RosterStudent,
  targetClassId: number,
): Promise<TransferStudentResponse> {
  const result = await api.patch<TransferStudentResponse>(`/api/students/${student.id}/transfer`, {
    classId: targetClassId,
  });
  removeFromList(queryClient, result.previousClassId, student.id);
  queryClient.setQueryData<RosterStudent[]>(studentsQueryKey(targetClassId), (list) =>
    list
      ? sortStudents([...list.filter((s) => s.id !== student.id), { ...student, ...result.student }])
      : list,
  );
  invalidateStudentData(queryClient, result.previousClassId);
  return result;
}
