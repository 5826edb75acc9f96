import type { BehaviorAwardResponse } from '@shared/behaviors/schemas';

// Bookkeeping for optimistic awards (decision record 0006: the server writes a student's
// records under a row lock, so a student's record ids follow commit order). Several awards may
// be in flight at once, and their answers may arrive in any order. The balance to show is the
// newest confirmed balance (newest by record id) plus the points of awards still in flight, so
// once every award has settled the screen equals the server, whatever the order.

interface PendingAward {
  studentIds: readonly number[];
  points: number;
}

export function createAwardLedger() {
  const pending = new Map<number, PendingAward>();
  const confirmed = new Map<number, { recordId: number; balance: number }>();

  const pendingPoints = (studentId: number) => {
    let sum = 0;
    for (const award of pending.values()) if (award.studentIds.includes(studentId)) sum += award.points;
    return sum;
  };

  return {
    /** An award was sent: its points count as pending. */
    begin(token: number, award: PendingAward) {
      pending.set(token, award);
    },
    /**
     * An award was answered: returns the balance to show for each student it named. A student's
     * balance moves to the answer's only if its record is newer than the last one confirmed.
     */
    settle(token: number, response: Pick<BehaviorAwardResponse, 'behaviors' | 'students'>) {
      pending.delete(token);
      const shown = new Map<number, number>();
      for (const s of response.students) {
        const recordId = response.behaviors.find((b) => b.studentId === s.id)?.id ?? 0;
        const known = confirmed.get(s.id);
        if (!known || recordId > known.recordId) confirmed.set(s.id, { recordId, balance: s.balance });
        shown.set(s.id, (confirmed.get(s.id)?.balance ?? s.balance) + pendingPoints(s.id));
      }
      return shown;
    },
    /** An award failed: its points stop counting (the caller takes them off the screen). */
    fail(token: number) {
      pending.delete(token);
    },
    pendingPoints,
  };
}
