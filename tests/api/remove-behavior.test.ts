import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviors, students } from '../../src/server/db/schema';
import type { BehaviorView } from '../../src/shared/behaviors/schemas';
import type { FamilyChildView } from '../../src/shared/families/schemas';
import { call } from '../support/accounts';
import { classroom, recordEvents } from '../support/classroom';
import { inviteFor, registerFamily } from '../support/families';
import { createTestApp, type TestContext } from '../support/test-app';

// DELETE /api/behaviors/{id} (docs/decisions/0145): the teacher removes any
// earlier record, as the 10-second undo would: struck through for the teacher, gone for the
// child, the family and the reports, the balance and badges recomputed, announced live.

let t: TestContext;
let c: Awaited<ReturnType<typeof classroom>>;
let kid: number;
let teacherCookie: string;

const award = async (studentId: number, points: number, type: string) => {
  const res = await c.asTeacher('POST', '/api/behaviors', { studentId, type, points });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().behaviors[0] as BehaviorView;
};
const balanceOf = async (id: number) =>
  (await t.database.db.select({ b: students.balance }).from(students).where(eq(students.id, id)))[0].b;
const sumOf = async (id: number) =>
  (
    await t.database.db
      .select({ total: sum(behaviors.points).mapWith(Number) })
      .from(behaviors)
      .where(eq(behaviors.studentId, id))
  )[0].total;

beforeAll(async () => {
  t = await createTestApp();
  c = await classroom(t, 3);
  kid = c.mine.students[0].id; // the signed-in student of `asStudent`
  teacherCookie = await t.cookieFor({ kind: 'teacher', id: c.teacher.id });
});
afterAll(() => t.close());

describe('removing an earlier award', () => {
  it('answers the record undone with the new balance, like an undo, and announces it', async () => {
    const first = await award(kid, 3, 'Helping Others');
    // Ten awards later, the first is still removable (the 10-second undo is long gone).
    for (let i = 0; i < 10; i++) await award(kid, 1, 'Teamwork');
    expect(await balanceOf(kid)).toBe(13);

    const live = recordEvents(t);
    const res = await c.asTeacher('DELETE', `/api/behaviors/${first.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      behavior: { ...first, undone: true },
      student: { id: kid, classId: c.mine.klass.id, balance: 10 },
    });
    const [undo] = await t.database.db.select().from(behaviors).where(eq(behaviors.undoesId, first.id));
    expect(undo).toMatchObject({ type: 'Undo: Helping Others', points: -3, studentId: kid });
    // On PostgreSQL the bus is asynchronous: an earlier award's event may arrive meanwhile, so
    // wait for the one that carries the undo's id.
    const ours = () =>
      live.events.find((e) => e.topic === 'behaviors' && e.students?.some((s) => s.recordId === undo.id));
    for (let waited = 0; !ours() && waited < 2000; waited += 20) await new Promise((r) => setTimeout(r, 20));
    expect(ours()).toMatchObject({
      classId: c.mine.klass.id,
      students: [{ id: kid, balance: 10, recordId: undo.id }],
    });
    await live.expectEvent({ topic: 'behaviors', classId: c.mine.klass.id }); // and stops listening
    expect(await sumOf(kid)).toBe(10);
  });

  it('a second remove answers the same and never moves the balance again, even racing', async () => {
    const record = await award(kid, 2, 'Great Participation');
    const before = await balanceOf(kid);
    const [a, b] = await Promise.all([
      c.asTeacher('DELETE', `/api/behaviors/${record.id}`),
      c.asTeacher('DELETE', `/api/behaviors/${record.id}`),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json()).toEqual(b.json());
    const again = await c.asTeacher('DELETE', `/api/behaviors/${record.id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(a.json());
    expect(a.json().student.balance).toBe(before - 2);
    expect(await balanceOf(kid)).toBe(before - 2);
    const undos = await t.database.db.select().from(behaviors).where(eq(behaviors.undoesId, record.id));
    expect(undos).toHaveLength(1);
  });

  it('removes a deduction too, giving the points back', async () => {
    const record = await award(kid, -2, 'Off Task');
    const before = await balanceOf(kid);
    const res = await c.asTeacher('DELETE', `/api/behaviors/${record.id}`);
    expect(res.json().student.balance).toBe(before + 2);
  });

  it('strikes the record through for the teacher and hides it from the child and reports', async () => {
    const record = await award(kid, 4, 'Creative Thinking');
    await c.asTeacher('DELETE', `/api/behaviors/${record.id}`);
    const teacher: BehaviorView[] = (await c.asTeacher('GET', `/api/behaviors?studentId=${kid}`)).json();
    expect(teacher.find((b) => b.id === record.id)).toMatchObject({ undone: true });
    expect(teacher.some((b) => b.type === 'Undo: Creative Thinking')).toBe(false);
    const child: BehaviorView[] = (await c.asStudent('GET', '/api/behaviors')).json();
    expect(child.some((b) => b.type.includes('Creative Thinking'))).toBe(false);
    const report = (await c.asTeacher('GET', `/api/export/student-report/${kid}`)).body;
    expect(report).not.toContain('Creative Thinking');
    const summary = (await c.asTeacher('GET', '/api/export/class-summary')).body;
    expect(summary).not.toContain('Creative Thinking');
  });

  it("leaves the family's view: records, balance and a badge it had earned", async () => {
    const lone = c.mine.students[2].id;
    const family = await registerFamily(t, await inviteFor(t, teacherCookie, lone));
    const only = await award(lone, 1, 'Kindness');
    const view = async () => {
      const res = await call(t, 'GET', `/api/families/children/${lone}`, { cookie: family.cookie });
      expect(res.statusCode).toBe(200);
      return res.json() as FamilyChildView;
    };
    const before = await view();
    expect(before.records.map((r) => r.type)).toEqual(['Kindness']);
    expect(before.badges.map((b) => b.id)).toContain('first-steps');

    expect((await c.asTeacher('DELETE', `/api/behaviors/${only.id}`)).statusCode).toBe(200);
    const after = await view();
    expect(after.records).toEqual([]);
    expect(after.balance).toBe(0);
    expect(after.badges.map((b) => b.id)).not.toContain('first-steps');
    expect(after.weeks.every((w) => w.points === 0)).toBe(true);
  });
});

describe('who may remove', () => {
  it('refuses anyone but the class teacher, changing nothing', async () => {
    const record = await award(kid, 1, 'Teamwork');
    const before = await balanceOf(kid);
    expect((await c.anonymous('DELETE', `/api/behaviors/${record.id}`)).statusCode).toBe(401);
    expect((await c.asStudent('DELETE', `/api/behaviors/${record.id}`)).statusCode).toBe(403);
    const other = await c.asOther('DELETE', `/api/behaviors/${record.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Behavior record not found');
    expect((await c.asTeacher('DELETE', '/api/behaviors/99999999')).statusCode).toBe(404);
    expect((await c.asTeacher('DELETE', '/api/behaviors/abc')).statusCode).toBe(400);
    expect(await balanceOf(kid)).toBe(before);
  });

  it('refuses to remove an undo (409): that would bring its record back', async () => {
    const record = await award(kid, 1, 'Teamwork');
    await c.asTeacher('DELETE', `/api/behaviors/${record.id}`);
    const [undo] = await t.database.db.select().from(behaviors).where(eq(behaviors.undoesId, record.id));
    const before = await balanceOf(kid);
    const res = await c.asTeacher('DELETE', `/api/behaviors/${undo.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An undo cannot be removed');
    expect(await balanceOf(kid)).toBe(before);
  });
});
