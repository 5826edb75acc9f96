import { invalidateStudentData } from '@client/features/roster/roster-api';
import { api } from '@client/lib/api';
import { patchStudentFigures } from '@client/lib/live-patches';
import { dismissUndo, toast, toastError } from '@client/lib/toast';
import type { BehaviorRemovalResponse, BehaviorView } from '@shared/behaviors/schemas';
import { formatSignedPoints } from '@shared/scores/score';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

// Removing any earlier record from a child's history (DELETE /api/behaviors/{id}, decision 0145):
// the server writes the undo, so the record shows struck through and the balance moves back.

/** Every cached history shows the record struck through, as the server now lists it. */
function markUndone(queryClient: QueryClient, id: number) {
  queryClient.setQueriesData<BehaviorView[]>({ queryKey: ['/api/behaviors'] }, (list) =>
    list?.map((b) => (b.id === id ? { ...b, undone: true } : b)),
  );
}

export function useRemoveBehavior() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (record: BehaviorView) => api.delete<BehaviorRemovalResponse>(`/api/behaviors/${record.id}`),
    onSuccess: ({ behavior, student }) => {
      // An undo toast pairs its 'Undo: name' by name: after a removal it could undo an earlier
      // record of the same name, a second change of balance (decision 0145). The history can still
      // remove whatever the toasts offered.
      dismissUndo();
      markUndone(queryClient, behavior.id);
      patchStudentFigures(queryClient, [{ id: student.id, balance: student.balance }]);
      // Leaderboards, charts and other histories count it no more.
      invalidateStudentData(queryClient, student.classId);
      toast({
        title: 'Behavior Removed',
        description: `${behavior.type} (${formatSignedPoints(behavior.points)}) no longer counts`,
        variant: 'success',
      });
    },
    onError: (error) => toastError('Failed to remove the behavior', error),
  });
}
