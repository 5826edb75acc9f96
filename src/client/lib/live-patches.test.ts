import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { figuresShown, patchStudentFigures } from './live-patches';
import { registerLiveReads } from './live-registry';

// The student reads, as features/classes/classes-api.ts registers them.
registerLiveReads({ figures: ['/api/students'] });

const student = (id: number, balance = 0) => ({
  id,
  classId: 3,
  firstName: `S${id}`,
  lastName: 'X',
  balance,
  hwScore: 10,
  skills: [{ skillId: 1, points: 2, skill: { id: 1, name: 'Focus', description: '' } }],
});

function cache() {
  const client = new QueryClient();
  client.setQueryData(['/api/students', { classId: 3 }], [student(1), student(2)]);
  client.setQueryData(['/api/students', 1], student(1));
  client.setQueryData(['/api/students', 1, 'skills'], [{ skillId: 1, points: 2, lastGradedAt: null }]);
  client.setQueryData(['/api/behaviors', { studentId: 1, limit: 10 }], []);
  return client;
}

describe('patchStudentFigures', () => {
  it('writes balances into the roster and the single record, leaving the rest as it was', () => {
    const client = cache();
    const before = client.getQueryData<ReturnType<typeof student>[]>(['/api/students', { classId: 3 }]);
    expect(patchStudentFigures(client, [{ id: 1, balance: 5, recordId: 9 }])).toBe(true);
    const roster = client.getQueryData<ReturnType<typeof student>[]>(['/api/students', { classId: 3 }]);
    expect(roster?.map((s) => s.balance)).toEqual([5, 0]);
    // Untouched students keep their identity: React redraws only the card that changed.
    expect(roster?.[1]).toBe(before?.[1]);
    expect(client.getQueryData<{ balance: number }>(['/api/students', 1])?.balance).toBe(5);
    // Not a student read: left alone (and not invalidated).
    expect(client.getQueryData(['/api/students', 1, 'skills'])).toEqual([
      { skillId: 1, points: 2, lastGradedAt: null },
    ]);
    expect(client.getQueryState(['/api/students', { classId: 3 }])?.isInvalidated).toBe(false);
  });

  it('writes homework scores and known skills; a skill the cache has no row for cannot be', () => {
    const client = cache();
    expect(patchStudentFigures(client, [{ id: 2, hwScore: 40, skills: [{ skillId: 1, points: 7 }] }])).toBe(
      true,
    );
    const two = client.getQueryData<ReturnType<typeof student>[]>(['/api/students', { classId: 3 }])?.[1];
    expect(two).toMatchObject({ hwScore: 40, skills: [{ skillId: 1, points: 7, skill: { name: 'Focus' } }] });
    expect(patchStudentFigures(client, [{ id: 2, skills: [{ skillId: 4, points: 1 }] }])).toBe(false);
  });
});

describe('figuresShown', () => {
  it('says whether the screen already shows the figures', () => {
    const client = cache();
    expect(figuresShown(client, [{ id: 1, balance: 0 }])).toBe(true);
    expect(figuresShown(client, [{ id: 1, balance: 3 }])).toBe(false);
    expect(figuresShown(client, [{ id: 99, balance: 3 }])).toBe(true);
  });
});
