// A primary class: no period appended to its name, and a behaviour set for ages 5–11, chosen
// when the class is made (POST /api/classes and the sign-up's first class). The spec's bodies,
// with a period and without a preset, answer exactly as before.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes } from '../../src/server/db/schema';
import { PRIMARY_BEHAVIOR_TYPES } from '../../src/shared/behavior-types/presets';
import { BEHAVIOR_ICONS } from '../../src/shared/behavior-types/schemas';
import { BEHAVIORS } from '../../src/shared/behaviors/catalogue';
import { call, registerTeacher, registration } from '../support/accounts';
import { classroom, requester } from '../support/classroom';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
let c: Awaited<ReturnType<typeof classroom>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await classroom(t);
});
afterAll(() => t.close());

const SPEC_15 = BEHAVIORS.map((b) => b.name);
const PRIMARY = PRIMARY_BEHAVIOR_TYPES.map((b) => b.name);
type Listed = { name: string; points: number; kind: string; icon: string };

const namesOf = async (ask: ReturnType<typeof requester>, classId: number) => {
  const res = await ask('GET', `/api/classes/${classId}/behavior-types`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Listed[]).map((b) => b.name);
};

describe('the primary set', () => {
  it('is a set for young children: kind words, listening, tidying up, sharing, trying hard, and a few to work on', () => {
    expect(PRIMARY).toEqual(
      expect.arrayContaining(['Kind Words', 'Good Listening', 'Tidying Up', 'Sharing', 'Trying Hard']),
    );
    expect(PRIMARY_BEHAVIOR_TYPES.filter((b) => b.kind !== 'positive').map((b) => b.name)).toEqual(
      expect.arrayContaining(['Not Listening', 'Unkind Words', 'Off Task']),
    );
    for (const b of PRIMARY_BEHAVIOR_TYPES) {
      expect((BEHAVIOR_ICONS as readonly string[]).includes(b.icon), b.name).toBe(true);
      expect(b.kind === 'positive' ? b.points > 0 : b.points < 0, b.name).toBe(true);
    }
    // Nothing in common with the spec's 15: a class shows one set or the other.
    expect(PRIMARY.filter((n) => SPEC_15.includes(n))).toEqual([]);
  });
});

describe('POST /api/classes: period', () => {
  it('keeps the name as typed without a period (absent or blank)', async () => {
    for (const body of [{ name: 'Year 3 Robins' }, { name: 'Year 3 Robins', period: '  ' }]) {
      const res = await c.asTeacher('POST', '/api/classes', body);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().name).toBe('Year 3 Robins');
      const [row] = await t.database.db.select().from(classes).where(eq(classes.id, res.json().id));
      expect(row.name).toBe('Year 3 Robins');
    }
  });

  it('appends " - Period {n}" as the sign-up does when a period is given', async () => {
    const res = await c.asTeacher('POST', '/api/classes', { name: 'Science', period: '3' });
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe('Science - Period 3');
    const n = await c.asTeacher('POST', '/api/classes', { name: 'Math', period: 5 });
    expect(n.json().name).toBe('Math - Period 5');
  });

  it('answers 400 for a period too long, or a name that with its period passes 200 characters', async () => {
    const long = await c.asTeacher('POST', '/api/classes', { name: 'Art', period: '12345678901' });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/^period: /);
    const over = await c.asTeacher('POST', '/api/classes', { name: 'x'.repeat(195), period: '3' });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('name: The class name with its period must be at most 200 characters');
    // Without a period the same name fits.
    expect((await c.asTeacher('POST', '/api/classes', { name: 'x'.repeat(195) })).statusCode).toBe(201);
  });
});

describe('POST /api/classes: behaviorPreset', () => {
  it('starts a primary class with the primary set, in order, on its behaviours list', async () => {
    const res = await c.asTeacher('POST', '/api/classes', { name: 'Year 2 Owls', behaviorPreset: 'primary' });
    expect(res.statusCode, res.body).toBe(201);
    const list = (
      await c.asTeacher('GET', `/api/classes/${res.json().id}/behavior-types`)
    ).json() as Listed[];
    expect(list.map(({ name, points, kind, icon }) => ({ name, points, kind, icon }))).toEqual(
      PRIMARY_BEHAVIOR_TYPES,
    );
  });

  it("starts a secondary class, and a class without a preset, with the spec's 15", async () => {
    const secondary = await c.asTeacher('POST', '/api/classes', {
      name: 'Biology',
      behaviorPreset: 'secondary',
    });
    expect(secondary.statusCode).toBe(201);
    expect(await namesOf(c.asTeacher, secondary.json().id)).toEqual(SPEC_15);
    const plain = await c.asTeacher('POST', '/api/classes', { name: 'Chemistry' });
    expect(plain.statusCode).toBe(201);
    expect(await namesOf(c.asTeacher, plain.json().id)).toEqual(SPEC_15);
  });

  it("leaves the teacher's other classes, and other teachers' classes, with their own lists", async () => {
    const primary = await c.asTeacher('POST', '/api/classes', {
      name: 'Reception',
      behaviorPreset: 'primary',
    });
    expect(primary.statusCode).toBe(201);
    expect(await namesOf(c.asTeacher, c.mine.klass.id)).toEqual(SPEC_15);
    expect(await namesOf(c.asOther, c.theirs.klass.id)).toEqual(SPEC_15);
    // Another teacher cannot read the primary class's list.
    expect((await c.asOther('GET', `/api/classes/${primary.json().id}/behavior-types`)).statusCode).toBe(404);
  });

  it("'Restore Defaults' brings a primary class's own set back, a secondary class's the 15", async () => {
    const primary = (
      await c.asTeacher('POST', '/api/classes', { name: 'Year 1', behaviorPreset: 'primary' })
    ).json();
    const list = (await c.asTeacher('GET', `/api/classes/${primary.id}/behavior-types`)).json() as {
      id: number;
    }[];
    expect((await c.asTeacher('DELETE', `/api/behavior-types/${list[0].id}`)).statusCode).toBe(200);
    expect(await namesOf(c.asTeacher, primary.id)).toEqual(PRIMARY.slice(1));
    const restored = await c.asTeacher('POST', `/api/classes/${primary.id}/behavior-types/defaults`);
    expect(restored.statusCode).toBe(200);
    expect((restored.json() as Listed[]).map((b) => b.name)).toEqual(PRIMARY);
    const secondary = await c.asTeacher('POST', `/api/classes/${c.mine.klass.id}/behavior-types/defaults`);
    expect((secondary.json() as Listed[]).map((b) => b.name)).toEqual(SPEC_15);
  });

  it('answers 400 for an unknown preset and creates nothing', async () => {
    const before = await t.database.db.select().from(classes).where(eq(classes.teacherId, c.teacher.id));
    for (const behaviorPreset of ['infant', 'PRIMARY', '', 1, null]) {
      const res = await c.asTeacher('POST', '/api/classes', { name: 'Nursery', behaviorPreset });
      expect(res.statusCode, JSON.stringify(behaviorPreset)).toBe(400);
      expect(res.json().message).toMatch(/^behaviorPreset: /);
    }
    const after = await t.database.db.select().from(classes).where(eq(classes.teacherId, c.teacher.id));
    expect(after).toHaveLength(before.length);
  });

  it('still answers 401 signed out and 403 to a student', async () => {
    const body = { name: 'Year 4', behaviorPreset: 'primary' };
    expect((await c.anonymous('POST', '/api/classes', body)).statusCode).toBe(401);
    expect((await c.asStudent('POST', '/api/classes', body)).statusCode).toBe(403);
  });
});

describe('POST /api/teachers/register: the first class', () => {
  it("keeps the spec's body with a period exactly as before: ' - Period {n}' and the spec's 15", async () => {
    const r = await registerTeacher(t, { className: 'Math', period: '3' });
    expect(r.klass.name).toBe('Math - Period 3');
    expect(await namesOf(requester(t, r.cookie), r.klass.id)).toEqual(SPEC_15);
  });

  it('keeps the class name as typed without a period ("No period")', async () => {
    const absent = await registerTeacher(t, { className: 'Year 3 Robins' });
    expect(absent.klass.name).toBe('Year 3 Robins');
    const blank = await registerTeacher(t, { className: 'Year 3 Wrens', period: '' });
    expect(blank.klass.name).toBe('Year 3 Wrens');
  });

  it('starts the first class with the primary set when asked', async () => {
    const r = await registerTeacher(t, { className: 'Year 2', behaviorPreset: 'primary' });
    expect(await namesOf(requester(t, r.cookie), r.klass.id)).toEqual(PRIMARY);
    const s = await registerTeacher(t, { className: 'Year 9', behaviorPreset: 'secondary' });
    expect(await namesOf(requester(t, s.cookie), s.klass.id)).toEqual(SPEC_15);
  });

  it('answers 400 for an unknown preset or an over-long name with its period, and creates no account', async () => {
    const bad = registration({ behaviorPreset: 'infants' });
    const res = await call(t, 'POST', '/api/teachers/register', { payload: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^behaviorPreset: /);
    const long = await call(t, 'POST', '/api/teachers/register', {
      payload: registration({ email: bad.email, className: 'x'.repeat(195), period: '12' }),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(
      'className: The class name with its period must be at most 200 characters',
    );
    // Neither made the account: the address is still free.
    const ok = await call(t, 'POST', '/api/teachers/register', {
      payload: { ...bad, behaviorPreset: 'primary' },
    });
    expect(ok.statusCode).toBe(201);
  });
});
