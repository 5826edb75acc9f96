// The class timer (decisions 0092 and 0093): start, pause, resume, +time,
// stop; the state in the database with the database's clock; who may read and change it.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { classTimers, teachers } from '../../src/server/db/schema';
import type { TimerView } from '../../src/shared/timer/schemas';
import { classroom, recordEvents, requester } from '../support/classroom';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
let c: Awaited<ReturnType<typeof classroom>>;
let url: string;
let asOutsider: ReturnType<typeof requester>;

beforeAll(async () => {
  t = await createTestApp();
  c = await classroom(t, 3);
  url = `/api/classes/${c.mine.klass.id}/timer`;
  asOutsider = requester(t, await t.cookieFor({ kind: 'student', id: c.theirs.students[0].id }));
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(classTimers);
});

const ok = async (res: { statusCode: number; body: string; json(): unknown }) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TimerView;
};
const stored = async () =>
  (await t.database.db.select().from(classTimers).where(eq(classTimers.classId, c.mine.klass.id)))[0];
/** Moves the stored end (running) so that `ms` are left, as if time had passed. */
const leaveMs = (ms: number) =>
  t.database.db
    .update(classTimers)
    .set({ endsAt: sql`now() + ${ms} * interval '1 millisecond'` })
    .where(eq(classTimers.classId, c.mine.klass.id));
/** remainingSeconds agrees with endsAt and serverNow (rounded up). */
const consistent = (v: TimerView) => {
  expect(v.endsAt).not.toBeNull();
  const left = Date.parse(v.endsAt as string) - Date.parse(v.serverNow);
  expect(v.remainingSeconds).toBe(Math.max(0, Math.ceil(left / 1000)));
};

describe('GET /api/classes/{classId}/timer', () => {
  it('no timer: inactive, nothing left, with the server clock', async () => {
    const v = await ok(await c.asTeacher('GET', url));
    expect(v).toMatchObject({
      endsAt: null,
      remainingSeconds: 0,
      paused: false,
      active: false,
      soundEnabled: false,
    });
    expect(Math.abs(Date.parse(v.serverNow) - Date.now())).toBeLessThan(60_000);
  });

  it('the teacher and the class’s students read it; anyone else 404; signed out 401', async () => {
    await ok(await c.asTeacher('PUT', url, { seconds: 60 }));
    expect((await ok(await c.asStudent('GET', url))).remainingSeconds).toBeGreaterThan(0);
    expect((await c.asOther('GET', url)).statusCode).toBe(404);
    expect((await asOutsider('GET', url)).statusCode).toBe(404);
    expect((await c.anonymous('GET', url)).statusCode).toBe(401);
    expect((await c.asTeacher('GET', '/api/classes/999999/timer')).statusCode).toBe(404);
    expect((await c.asTeacher('GET', '/api/classes/abc/timer')).statusCode).toBe(400);
  });

  it('carries the teacher’s sound setting, for a projector signed in as a student', async () => {
    await t.database.db.update(teachers).set({ soundEnabled: true }).where(eq(teachers.id, c.teacher.id));
    expect((await ok(await c.asStudent('GET', url))).soundEnabled).toBe(true);
    await t.database.db.update(teachers).set({ soundEnabled: false }).where(eq(teachers.id, c.teacher.id));
  });
});

describe('PUT /api/classes/{classId}/timer', () => {
  it('starts a running timer that counts to endsAt on the server clock', async () => {
    const events = recordEvents(t);
    const v = await ok(await c.asTeacher('PUT', url, { seconds: 300 }));
    expect(v).toMatchObject({ paused: false, active: true, remainingSeconds: 300 });
    expect(Date.parse(v.endsAt as string) - Date.parse(v.serverNow)).toBe(300_000);
    await events.expectEvent({ topic: 'timer', classId: c.mine.klass.id });
    const read = await ok(await c.asTeacher('GET', url));
    expect(read.endsAt).toBe(v.endsAt);
    consistent(read);
  });

  it('restarts from the new value, also when paused', async () => {
    await ok(await c.asTeacher('PUT', url, { seconds: 600 }));
    await ok(await c.asTeacher('PATCH', url, { paused: true }));
    const v = await ok(await c.asTeacher('PUT', url, { seconds: 60 }));
    expect(v).toMatchObject({ paused: false, remainingSeconds: 60 });
    expect((await stored()).pausedRemainingMs).toBeNull();
  });

  it('accepts 1 and 7,200 seconds; anything else is a 400 that changes nothing', async () => {
    expect((await ok(await c.asTeacher('PUT', url, { seconds: 1 }))).remainingSeconds).toBe(1);
    const before = await ok(await c.asTeacher('PUT', url, { seconds: 7200 }));
    expect(before.remainingSeconds).toBe(7200);
    for (const bad of [
      { seconds: 0 },
      { seconds: -5 },
      { seconds: 7201 },
      { seconds: 1.5 },
      { seconds: '60' },
      { seconds: null },
      {},
      { seconds: 60, extra: true },
    ]) {
      const res = await c.asTeacher('PUT', url, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    expect((await c.asTeacher('PUT', url, { seconds: 7201 })).json().message).toMatch(
      /at most 7,200 seconds/,
    );
    expect((await stored()).endsAt?.toISOString()).toBe(before.endsAt);
  });

  it('students 403, another teacher 404, signed out 401; nothing stored', async () => {
    expect((await c.asStudent('PUT', url, { seconds: 60 })).statusCode).toBe(403);
    expect((await c.asOther('PUT', url, { seconds: 60 })).statusCode).toBe(404);
    expect((await c.anonymous('PUT', url, { seconds: 60 })).statusCode).toBe(401);
    expect(await stored()).toBeUndefined();
  });
});

describe('PATCH /api/classes/{classId}/timer', () => {
  it('pauses with the time left, and resumes counting from it', async () => {
    await ok(await c.asTeacher('PUT', url, { seconds: 300 }));
    await leaveMs(90_500);
    const paused = await ok(await c.asTeacher('PATCH', url, { paused: true }));
    expect(paused).toMatchObject({ endsAt: null, paused: true, active: true, remainingSeconds: 91 });
    const left = (await stored()).pausedRemainingMs as number;
    expect(left).toBeGreaterThan(90_000);
    expect(left).toBeLessThanOrEqual(90_500);
    // Paused, it does not count down.
    expect((await ok(await c.asStudent('GET', url))).remainingSeconds).toBe(91);
    // Pausing twice changes nothing.
    expect((await stored()).pausedRemainingMs).toBe(left);
    await ok(await c.asTeacher('PATCH', url, { paused: true }));
    expect((await stored()).pausedRemainingMs).toBe(left);

    const resumed = await ok(await c.asTeacher('PATCH', url, { paused: false }));
    expect(resumed).toMatchObject({ paused: false, remainingSeconds: 91 });
    expect(Date.parse(resumed.endsAt as string) - Date.parse(resumed.serverNow)).toBe(left);
    consistent(await ok(await c.asTeacher('GET', url)));
  });

  it('+1 minute adds 60 s to a running or a paused timer; a finished one counts a minute from now', async () => {
    const start = await ok(await c.asTeacher('PUT', url, { seconds: 120 }));
    const more = await ok(await c.asTeacher('PATCH', url, { addSeconds: 60 }));
    expect(Date.parse(more.endsAt as string) - Date.parse(start.endsAt as string)).toBe(60_000);
    consistent(more);

    await ok(await c.asTeacher('PATCH', url, { paused: true }));
    const pausedLeft = (await stored()).pausedRemainingMs as number;
    const pausedMore = await ok(await c.asTeacher('PATCH', url, { addSeconds: 60 }));
    expect(pausedMore.paused).toBe(true);
    expect((await stored()).pausedRemainingMs).toBe(pausedLeft + 60_000);

    await ok(await c.asTeacher('PUT', url, { seconds: 30 }));
    await leaveMs(-5_000);
    const finished = await ok(await c.asTeacher('GET', url));
    expect(finished).toMatchObject({ active: true, paused: false, remainingSeconds: 0 });
    expect(Date.parse(finished.endsAt as string)).toBeLessThan(Date.parse(finished.serverNow));
    const again = await ok(await c.asTeacher('PATCH', url, { addSeconds: 60 }));
    expect(again.remainingSeconds).toBe(60);
    expect(Date.parse(again.endsAt as string) - Date.parse(again.serverNow)).toBe(60_000);
  });

  it('refuses what cannot be: no timer 409, a finished one cannot pause 409, over 2 hours 400', async () => {
    const none = await c.asTeacher('PATCH', url, { paused: true });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'NO_TIMER' });
    expect(await stored()).toBeUndefined();

    await ok(await c.asTeacher('PUT', url, { seconds: 30 }));
    await leaveMs(-1_000);
    const finished = await c.asTeacher('PATCH', url, { paused: true });
    expect(finished.statusCode).toBe(409);
    expect(finished.json()).toMatchObject({ code: 'TIMER_FINISHED' });
    expect((await stored()).pausedRemainingMs).toBeNull();

    const full = await ok(await c.asTeacher('PUT', url, { seconds: 7200 }));
    const tooLong = await c.asTeacher('PATCH', url, { addSeconds: 60 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      code: 'TIMER_TOO_LONG',
      message: 'A timer runs for at most 120 minutes.',
    });
    expect((await stored()).endsAt?.toISOString()).toBe(full.endsAt);
  });

  it('bad bodies are 400 and change nothing', async () => {
    const v = await ok(await c.asTeacher('PUT', url, { seconds: 100 }));
    for (const bad of [
      {},
      { paused: 'yes' },
      { addSeconds: 0 },
      { addSeconds: 3601 },
      { addSeconds: 2.5 },
      { other: 1 },
    ]) {
      expect((await c.asTeacher('PATCH', url, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await c.asTeacher('PATCH', url, {})).json().message).toMatch(/paused or addSeconds/);
    expect((await stored()).endsAt?.toISOString()).toBe(v.endsAt);
  });

  it('students 403, another teacher 404, signed out 401', async () => {
    const v = await ok(await c.asTeacher('PUT', url, { seconds: 100 }));
    expect((await c.asStudent('PATCH', url, { paused: true })).statusCode).toBe(403);
    expect((await c.asOther('PATCH', url, { paused: true })).statusCode).toBe(404);
    expect((await c.anonymous('PATCH', url, { paused: true })).statusCode).toBe(401);
    expect((await stored()).endsAt?.toISOString()).toBe(v.endsAt);
  });
});

describe('DELETE /api/classes/{classId}/timer', () => {
  it('stops the timer (twice is fine) and tells the class’s screens', async () => {
    await ok(await c.asTeacher('PUT', url, { seconds: 100 }));
    const events = recordEvents(t);
    const v = await ok(await c.asTeacher('DELETE', url));
    expect(v).toMatchObject({ endsAt: null, remainingSeconds: 0, paused: false, active: false });
    await events.expectEvent({ topic: 'timer', classId: c.mine.klass.id });
    expect(await stored()).toBeUndefined();
    expect((await ok(await c.asTeacher('DELETE', url))).active).toBe(false);
  });

  it('students 403, another teacher 404, signed out 401; the timer stays', async () => {
    await ok(await c.asTeacher('PUT', url, { seconds: 100 }));
    expect((await c.asStudent('DELETE', url)).statusCode).toBe(403);
    expect((await c.asOther('DELETE', url)).statusCode).toBe(404);
    expect((await c.anonymous('DELETE', url)).statusCode).toBe(401);
    expect(await stored()).toBeDefined();
  });

  it('goes with its class', async () => {
    await ok(await c.asTeacher('PUT', url, { seconds: 100 }));
    expect((await c.asTeacher('DELETE', `/api/classes/${c.mine.klass.id}`)).statusCode).toBe(200);
    expect(await stored()).toBeUndefined();
  });
});

describe('the sound setting (PATCH /api/teachers/{id})', () => {
  it('is off by default, turned on and off by its teacher, shown in /auth/me', async () => {
    const me = async () => (await c.asTeacher('GET', '/api/auth/me')).json().teacher.soundEnabled;
    const other = await createTestTeacherCookie();
    expect(await me()).toBe(false);
    const on = await c.asTeacher('PATCH', `/api/teachers/${c.teacher.id}`, { soundEnabled: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().teacher.soundEnabled).toBe(true);
    expect(await me()).toBe(true);
    expect(
      (await c.asTeacher('PATCH', `/api/teachers/${c.teacher.id}`, { soundEnabled: 'on' })).statusCode,
    ).toBe(400);
    expect((await other('PATCH', `/api/teachers/${c.teacher.id}`, { soundEnabled: false })).statusCode).toBe(
      404,
    );
    expect(await me()).toBe(true);
    await c.asTeacher('PATCH', `/api/teachers/${c.teacher.id}`, { soundEnabled: false });
    expect(await me()).toBe(false);
  });
});

const createTestTeacherCookie = async () =>
  requester(t, await t.cookieFor({ kind: 'teacher', id: c.otherTeacher.id }));

describe('the OpenAPI document', () => {
  it('documents the four timer calls, with +1 minute as PATCH addSeconds', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const path = doc.paths['/api/classes/{id}/timer'];
    expect(Object.keys(path).sort()).toEqual(['delete', 'get', 'patch', 'put']);
    const patch = path.patch.requestBody.content['application/json'].schema;
    expect(Object.keys(patch.properties).sort()).toEqual(['addSeconds', 'paused']);
    expect(path.patch.description).toMatch(/\+1 minute' sends 60/);
    expect(path.put.requestBody.content['application/json'].schema.properties.seconds).toMatchObject({
      minimum: 1,
      maximum: 7200,
    });
  });
});
