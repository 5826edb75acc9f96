import { eq, inArray, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviors, students } from '../../src/server/db/schema';
import { createTeacher } from '../../src/server/seed/factories';
import type { BehaviorView } from '../../src/shared/behaviors/schemas';
import { classroom, requester } from '../support/classroom';
import { createTestApp, type TestContext } from '../support/test-app';

// Undo leaves no mark on a child (docs/decisions/0076): a record and the undo that names it are
// kept, but the student's history, the reports' counts and top behaviours leave both out, and
// the teacher sees the original once, marked undone.

let t: TestContext;
let c: Awaited<ReturnType<typeof classroom>>;
let kid: number;
let other: number;
let talking: { original: number; undo: number };

const batch = (studentIds: number[], points: number, type: string) =>
  c.asTeacher('POST', '/api/behaviors/batch', { studentIds, type, points });

beforeAll(async () => {
  t = await createTestApp();
  c = await classroom(t, 3);
  kid = c.mine.students[0].id; // the signed-in student of `asStudent`
  other = c.mine.students[1].id;
  await batch([kid, other], 2, 'Teamwork');
  const awarded = (await batch([kid], -1, 'Excessive Talking')).json().behaviors[0].id;
  const undone = await batch([kid], 1, 'Undo: Excessive Talking');
  expect(undone.statusCode).toBe(201);
  talking = { original: awarded, undo: undone.json().behaviors[0].id };
  // An undo batch for two students names each one's own original.
  await batch([kid, other], 3, 'Helping Others');
  await batch([kid, other], -3, 'Undo: Helping Others');
});
afterAll(() => t.close());

describe('an undo and its original', () => {
  it('are linked when the undo is written, each student to their own record', async () => {
    const res = await batch([kid], 1, 'Undo: Excessive Talking');
    // A second undo of the same award finds nothing left to undo: it stands alone.
    expect(res.json().behaviors[0].undoesId).toBeNull();
    await batch([kid], -1, 'Excessive Talking'); // and is cancelled out by hand (balance unchanged)
    const rows = await t.database.db.select().from(behaviors).where(eq(behaviors.id, talking.undo));
    expect(rows[0].undoesId).toBe(talking.original);
    const helping = await t.database.db
      .select()
      .from(behaviors)
      .where(inArray(behaviors.studentId, [kid, other]));
    for (const id of [kid, other]) {
      const mine = helping.filter((b) => b.studentId === id);
      const original = mine.find((b) => b.type === 'Helping Others');
      const undo = mine.find((b) => b.type === 'Undo: Helping Others');
      expect(undo?.undoesId).toBe(original?.id);
    }
  });

  it('are hidden from the student, whose balance still equals the sum of all records', async () => {
    const res = await c.asStudent('GET', '/api/behaviors');
    expect(res.statusCode).toBe(200);
    const types = (res.json() as BehaviorView[]).map((b) => b.type);
    expect(types).not.toContain('Helping Others');
    expect(types).not.toContain('Undo: Helping Others');
    expect(types.filter((x) => x === 'Excessive Talking')).toHaveLength(1); // the later, real one
    expect(types).toContain('Undo: Excessive Talking'); // the unpaired one stands as itself
    expect((res.json() as BehaviorView[]).every((b) => !b.undone)).toBe(true);

    const db = t.database.db;
    const [{ balance }] = await db
      .select({ balance: students.balance })
      .from(students)
      .where(eq(students.id, kid));
    const [{ total }] = await db
      .select({ total: sum(behaviors.points).mapWith(Number) })
      .from(behaviors)
      .where(eq(behaviors.studentId, kid));
    expect(balance).toBe(total);
    expect(balance).toBe(2);
  });

  it('show to the teacher as one line, the original marked undone', async () => {
    const res = await c.asTeacher('GET', `/api/behaviors?studentId=${kid}`);
    expect(res.statusCode).toBe(200);
    const list: BehaviorView[] = res.json();
    expect(list.some((b) => b.id === talking.undo)).toBe(false);
    expect(list.find((b) => b.id === talking.original)).toMatchObject({
      type: 'Excessive Talking',
      undone: true,
    });
    expect(list.filter((b) => b.type === 'Undo: Helping Others')).toHaveLength(0);
    expect(list.find((b) => b.type === 'Helping Others')?.undone).toBe(true);
    expect(list.find((b) => b.type === 'Teamwork')?.undone).toBe(false);
    // Across the class too.
    const all: BehaviorView[] = (await c.asTeacher('GET', '/api/behaviors')).json();
    expect(all.filter((b) => b.type === 'Undo: Helping Others')).toHaveLength(0);
    expect(all.filter((b) => b.type === 'Helping Others' && b.undone)).toHaveLength(2);
  });

  it('are not counted in report summaries, totals or recent behaviours', async () => {
    const summary = (await c.asTeacher('GET', '/api/export/class-summary')).body;
    // Teamwork ×2 and the kid's later Excessive Talking plus the lone undo; no pair.
    expect(summary).toContain('Top behaviors: Teamwork (2), Undo: Excessive Talking (1)');
    expect(summary).not.toContain('Helping Others');
    expect(summary).toContain('Positive behaviors: 3');
    expect(summary).toContain('Negative behaviors: 1');

    const klass = (await c.asTeacher('GET', `/api/export/class-summary/${c.mine.klass.id}`)).body;
    expect(klass).toContain('In this period: +2 behavior points (2 positive, 1 negative)');
    expect(klass).toContain('In this period: +2 behavior points (1 positive, 0 negative)');

    const report = (await c.asTeacher('GET', `/api/export/student-report/${kid}`)).body;
    expect(report).not.toContain('Helping Others');
    expect(report.match(/Excessive Talking/g)).toHaveLength(2); // the later award and the lone undo
  });

  it('travel in the full export by position and come back linked after a restore', async () => {
    const original = (await c.asTeacher('GET', '/api/export')).json();
    const kidRecords = original.classes[0].students.find((s: { behaviors: { type: string }[] }) =>
      s.behaviors.some((b) => b.type === 'Excessive Talking'),
    ).behaviors as { type: string; undoes?: number }[];
    const linked = kidRecords.findIndex(
      (b) => b.type === 'Undo: Excessive Talking' && b.undoes !== undefined,
    );
    expect(kidRecords[kidRecords[linked].undoes as number].type).toBe('Excessive Talking');
    expect(kidRecords.filter((b) => b.undoes !== undefined)).toHaveLength(2);

    const fresh = await createTeacher(t.database.db, { name: 'Fresh Teacher' });
    const asFresh = requester(t, await t.cookieFor({ kind: 'teacher', id: fresh.id }));
    expect((await asFresh('POST', '/api/import/full', original)).statusCode).toBe(201);
    const again = (await asFresh('GET', '/api/export')).json();
    expect(again.classes[0].students).toEqual(
      original.classes[0].students.map((s: object) => ({ ...s, ref: expect.any(String) })),
    );
    const restored: BehaviorView[] = (await asFresh('GET', '/api/behaviors')).json();
    expect(
      restored
        .filter((b) => b.undone)
        .map((b) => b.type)
        .sort(),
    ).toEqual(['Excessive Talking', 'Helping Others', 'Helping Others']);

    // A file whose undo names a later record (or itself) is refused whole.
    const bad = structuredClone(original);
    bad.classes[0].students.find(
      (s: { behaviors: unknown[] }) => s.behaviors.length > 0,
    ).behaviors[0].undoes = 0;
    expect((await asFresh('POST', '/api/import/full', bad)).statusCode).toBe(400);
  });

  it('are paired by the rule when a file from before the link is restored', async () => {
    const original = (await c.asTeacher('GET', '/api/export')).json();
    for (const k of original.classes)
      for (const s of k.students) for (const b of s.behaviors) delete b.undoes;
    const fresh = await createTeacher(t.database.db, { name: 'Old File Teacher' });
    const asFresh = requester(t, await t.cookieFor({ kind: 'teacher', id: fresh.id }));
    expect((await asFresh('POST', '/api/import/full', original)).statusCode).toBe(201);
    const restored: BehaviorView[] = (await asFresh('GET', '/api/behaviors')).json();
    expect(
      restored
        .filter((b) => b.undone)
        .map((b) => b.type)
        .sort(),
    ).toEqual(['Excessive Talking', 'Helping Others', 'Helping Others']);
    expect(restored.some((b) => b.type === 'Undo: Helping Others')).toBe(false);
  });
});
