import { STUDENTS_QUERY_KEY } from '@client/features/classes/classes-api';
import { api, errorMessage } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import type {
  JoinRequestDecided,
  JoinRequestDecision,
  JoinRequestView,
} from '@shared/students/join-requests';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// Children waiting for the teacher to say who they are (docs/decisions/0164). Keyed under the
// class, so the default loader asks GET /api/classes/{id}/join-requests and the 'join-requests'
// live topic refreshes it when a child joins on another device.

export const joinRequestsKey = (classId: number) => ['/api/classes', classId, 'join-requests'] as const;

export function useJoinRequests(classId: number | null) {
  return useQuery<JoinRequestView[]>({ queryKey: joinRequestsKey(classId ?? 0), enabled: classId !== null });
}

const DONE: Record<JoinRequestDecision['action'], (name: string) => [string, string]> = {
  link: (name) => [`Linked to ${name}`, `${name} can now log in with their email and password.`],
  add: (name) => [`${name} added`, 'A new student: they can now log in with their email and password.'],
  refuse: (name) => ['Request refused', `${name}'s email and password do not sign in to this class.`],
};

/** Link, add or refuse one request; `name` is what the toast says (the student linked, or the child). */
export function useDecideJoinRequest(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: JoinRequestDecision; name: string }) =>
      api.post<JoinRequestDecided>(`/api/join-requests/${id}`, decision),
    onSuccess: (_data, { id, decision, name }) => {
      queryClient.setQueryData<JoinRequestView[]>(joinRequestsKey(classId), (list) =>
        list?.filter((r) => r.id !== id),
      );
      if (decision.action !== 'refuse') void queryClient.invalidateQueries({ queryKey: STUDENTS_QUERY_KEY });
      const [title, description] = DONE[decision.action](name);
      toast({ variant: 'success', title, description });
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: joinRequestsKey(classId) });
      toast({
        variant: 'destructive',
        title: 'Not saved',
        description: errorMessage(error, 'The request could not be answered. Try again.'),
      });
    },
  });
}
