import { api } from '@client/lib/api';
import { type CurrentPickView, PICK_SHOWN_MS, type PickResponse } from '@shared/picks/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// The fair random picker (docs/decisions/0089). The round lives on the server; the 'picks' live
// topic refreshes the current pick (['/api/picks', …]) on the projector and the teacher's devices.

export const currentPickKey = (classId: number) => ['/api/picks', 'current', { classId }] as const;

export function usePick(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<PickResponse>(`/api/classes/${classId}/picks`),
    onSuccess: (data) =>
      queryClient.setQueryData<CurrentPickView>(currentPickKey(classId), {
        pick: { displayName: data.student.displayName, pickedAt: data.pickedAt, shownForMs: PICK_SHOWN_MS },
      }),
  });
}

export function useNewRound(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`/api/classes/${classId}/picks`),
    onSuccess: () => queryClient.setQueryData<CurrentPickView>(currentPickKey(classId), { pick: null }),
  });
}

/** The picker was closed: the wall stops showing the pick (decision 0147); the round goes on. */
export function useStopShowingPick(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete(`/api/classes/${classId}/picks/current`),
    onSuccess: () => queryClient.setQueryData<CurrentPickView>(currentPickKey(classId), { pick: null }),
  });
}

/** What the wall shows: the latest pick's display name, or null. */
export function useCurrentPick(classId: number | undefined) {
  return useQuery<CurrentPickView>({
    queryKey: currentPickKey(classId ?? 0),
    enabled: classId !== undefined,
  });
}
