import { CLASSES_QUERY_KEY } from '@client/features/classes/classes-api';
import type { RosterStudent } from '@client/features/students/students-api';
import { api } from '@client/lib/api';
import type { ImportBodyInput, ImportResponse } from '@shared/roster/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// The roster import's calls: every student of the teacher (the preview finds who is already
// there) and the import itself.

export const ALL_STUDENTS_KEY = ['/api/students'] as const;

export function useAllStudents(enabled: boolean) {
  return useQuery<RosterStudent[]>({ queryKey: ALL_STUDENTS_KEY, enabled, staleTime: 0 });
}

export function useImportRoster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportBodyInput) => api.post<ImportResponse>('/api/students/import', body),
    onSuccess: () => {
      // New students (and maybe classes) everywhere: lists, leaderboards, the projector.
      for (const root of [CLASSES_QUERY_KEY[0], '/api/students', '/api/leaderboard', '/api/projector']) {
        void queryClient.invalidateQueries({ queryKey: [root] });
      }
    },
  });
}
