import { currentAccount } from '@client/lib/offline/account';
import { pendingItems, useOutbox } from '@client/lib/offline/outbox';
import { useMemo } from 'react';

// What the outbox holds for the screens (decision 0097): how many writes are waiting, and for
// which students, so each card can say its figures are not on the server yet.

/** The signed-in account's writes waiting to be sent (not failed). */
export function usePendingCount() {
  return useOutbox((s) => pendingItems(s.items).length);
}

/** How many waiting writes move this student. */
export function usePendingFor(studentId: number) {
  return useOutbox((s) => pendingItems(s.items).filter((i) => i.studentIds.includes(studentId)).length);
}

/** The account's writes the server refused: shown until the teacher dismisses them. */
export function useFailedWrites() {
  const items = useOutbox((s) => s.items);
  return useMemo(() => items.filter((i) => i.failed && i.account === currentAccount()), [items]);
}
