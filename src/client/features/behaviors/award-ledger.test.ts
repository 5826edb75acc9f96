import { describe, expect, it } from 'vitest';
import { createAwardLedger } from './award-ledger';

const answer = (recordId: number, balances: Record<number, number>) => ({
  behaviors: Object.keys(balances).map((id, i) => ({
    id: recordId + i,
    studentId: Number(id),
    type: 'Teamwork',
    points: 1,
    description: null,
    timestamp: new Date(0).toISOString(),
    undoesId: null,
    undone: false,
  })),
  students: Object.entries(balances).map(([id, balance]) => ({ id: Number(id), classId: 1, balance })),
});

describe('award ledger', () => {
  it('shows the server balance once the only award is answered', () => {
    const ledger = createAwardLedger();
    ledger.begin(1, { studentIds: [7], points: 3 });
    expect(ledger.pendingPoints(7)).toBe(3);
    expect(ledger.settle(1, answer(10, { 7: 3 })).get(7)).toBe(3);
    expect(ledger.pendingPoints(7)).toBe(0);
  });

  it('keeps the points of awards still in flight on top of an answer', () => {
    const ledger = createAwardLedger();
    ledger.begin(1, { studentIds: [7], points: 2 });
    ledger.begin(2, { studentIds: [7], points: 1 });
    // The first commits (balance 2) while the second is still pending: show 2 + 1.
    expect(ledger.settle(1, answer(10, { 7: 2 })).get(7)).toBe(3);
    expect(ledger.settle(2, answer(11, { 7: 3 })).get(7)).toBe(3);
  });

  it('ignores an older answer that arrives after a newer one', () => {
    const ledger = createAwardLedger();
    ledger.begin(1, { studentIds: [7], points: 2 });
    ledger.begin(2, { studentIds: [7], points: 1 });
    // Award 2 committed last (record 11, balance 3) but its answer arrives first.
    ledger.settle(2, answer(11, { 7: 3 }));
    expect(ledger.settle(1, answer(10, { 7: 2 })).get(7)).toBe(3);
  });

  it('drops a failed award from the pending points', () => {
    const ledger = createAwardLedger();
    ledger.begin(1, { studentIds: [7, 8], points: 2 });
    ledger.begin(2, { studentIds: [8], points: -1 });
    ledger.fail(1);
    expect(ledger.pendingPoints(7)).toBe(0);
    expect(ledger.pendingPoints(8)).toBe(-1);
    expect(ledger.settle(2, answer(20, { 8: -1 })).get(8)).toBe(-1);
  });

  it('an undo (opposite points) brings the balance back', () => {
    const ledger = createAwardLedger();
    ledger.begin(1, { studentIds: [7, 8], points: 2 });
    ledger.settle(1, answer(30, { 7: 2, 8: 5 }));
    ledger.begin(2, { studentIds: [7, 8], points: -2 });
    const shown = ledger.settle(2, answer(40, { 7: 0, 8: 3 }));
    expect([shown.get(7), shown.get(8)]).toEqual([0, 3]);
  });
});
