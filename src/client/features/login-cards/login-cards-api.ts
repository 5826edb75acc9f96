import { CLASSES_QUERY_KEY } from '@client/features/classes/classes-api';
import { api } from '@client/lib/api';
import type { LoginCardsView } from '@shared/login-cards/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// The teacher's login cards (docs/decisions/0161-login-cards.md). Listing gives a child without a
// card one, and keeps every other code; issuing replaces the listed children's cards.

const loginCardsKey = (classId: number) => [CLASSES_QUERY_KEY[0], classId, 'login-cards'] as const;

/** The class's cards (GET /api/classes/{id}/login-cards). */
export function useLoginCards(classId: number | null) {
  // Fetched on every visit: a child added since gets a card.
  return useQuery<LoginCardsView>({
    queryKey: loginCardsKey(classId ?? 0),
    enabled: classId !== null,
    staleTime: 0,
  });
}

/** New cards for some children (or all when `studentIds` is absent): their old cards stop working. */
export function useIssueLoginCards(classId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (studentIds?: number[]) =>
      api.post<LoginCardsView>(`/api/classes/${classId}/login-cards`, studentIds ? { studentIds } : {}),
    onSuccess: (issued) =>
      queryClient.setQueryData<LoginCardsView>(loginCardsKey(classId), (list) => {
        if (!list) return issued;
        const fresh = new Map(issued.cards.map((c) => [c.studentId, c]));
        return { ...list, cards: list.cards.map((c) => fresh.get(c.studentId) ?? c) };
      }),
  });
}
