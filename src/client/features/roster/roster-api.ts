import {
  CLASSES_QUERY_KEY,
  classStudentsKey,
  STUDENTS_QUERY_KEY,
} from '@client/features/classes/classes-api';
import { api } from '@client/lib/api';
import type { ImportBodyInput, ImportResponse } from '@shared/roster/schemas';
import type { StudentWithSkills } from '@shared/students/schemas';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// The class roster every class screen shares: a class's students (under classStudentsKey: the
// default loader turns it into GET /api/students?classId=…), how they are named and sorted, what
// a write that changes students refreshes; and the roster import's calls: every student of the
// teacher (the preview finds who is already there) and the import itself.

export type RosterStudent = StudentWithSkills;

export function useClassStudents(classId: number | null) {
  return useQuery<RosterStudent[]>({
    queryKey: classStudentsKey(classId ?? 0),
    enabled: classId !== null,
  });
}

export const fullName = (s: Pick<RosterStudent, 'firstName' | 'lastName'>) => `${s.firstName} ${s.lastName}`;

/** Sorted by lastName then firstName, like the server's list. */
export function sortStudents<T extends Pick<RosterStudent, 'firstName' | 'lastName'>>(list: T[]): T[] {
  return [...list].sort(
    (a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName),
  );
}

/**
 * After a write that changes students: the lists of other classes, single students, the
 * leaderboards and histories are refetched when next shown.
 */
export function invalidateStudentData(queryClient: QueryClient, exceptClassId?: number) {
  void queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const [root, part] = queryKey;
      if (root === STUDENTS_QUERY_KEY[0]) {
        const classId = part && typeof part === 'object' ? (part as { classId?: number }).classId : undefined;
        return classId === undefined || classId !== exceptClassId;
      }
      return root === '/api/leaderboard' || root === '/api/behaviors' || root === '/api/homework';
    },
  });
}

export function useAllStudents(enabled: boolean) {
  return useQuery<RosterStudent[]>({ queryKey: STUDENTS_QUERY_KEY, enabled, staleTime: 0 });
}

export function useImportRoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportBodyInput) => api.post<ImportResponse>('/api/students/import', body),
    onSuccess: () => {
      // New students (and maybe classes) everywhere: lists, leaderboards, the projector.
      for (const root of [
        CLASSES_QUERY_KEY[0],
        STUDENTS_QUERY_KEY[0],
        '/api/leaderboard',
        '/api/projector',
      ]) {
        void queryClient.invalidateQueries({ queryKey: [root] });
      }
    },
  });
}
