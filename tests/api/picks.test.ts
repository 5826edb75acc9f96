import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { picks as picksTable } from '../../src/server/db/schema';
import { createClass, createStudents } from '../../src/server/seed/factories';
import { PICK_SHOWN_MS } from '../../src/shared/picks/schemas';
import { classroom, recordEvents } from '../support/classroom';
import { createTestApp, type TestContext } from '../support/test-app';

// The fair random picker (docs/decisions/0089): POST/DELETE /api/classes/{id}/picks
// and what the projector shows, GET /api/picks/current.

let t: TestContext;
let c: Awaited<ReturnType<typeof classroom>>;
let teacherCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  c = await classroom(t, 6);
  teacherCookie = await t.cookieFor({ kind: 'teacher', id: c.teacher.id });
});
afterAll(() => t.close());

const picks = () => `/api/classes/${c.mine.klass.id}/picks`;
const current = () => `/api/picks/current?classId=${c.mine.klass.id}`;
const markAbsent = (absentStudentIds: number[]) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/classes/${c.mine.klass.id}/attendance`,
    payload: { absentStudentIds },
    headers: { cookie: teacherCookie },
  });
const pick = async () => {
  const res = await c.asTeacher('POST', picks());
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

describe('POST /api/classes/{classId}/picks', () => {
  it('a round picks every present student exactly once, never an absent one, then starts over', async () => {
    const all = c.mine.students.map((s) => s.id);
    const absent = [all[1], all[4]];
    expect((await markAbsent(absent)).statusCode).toBe(200);
    await c.asTeacher('DELETE', picks());
    const present = all.filter((id) => !absent.includes(id));
    const round = [];
    for (let i = 0; i < present.length; i++) round.push(await pick());
    expect(round.map((p) => p.student.id).sort()).toEqual([...present].sort());
    expect(round.map((p) => p.leftInRound)).toEqual([3, 2, 1, 0]);
    expect(round.map((p) => p.roundSize)).toEqual([4, 4, 4, 4]);
    expect(round.map((p) => p.newRound)).toEqual([true, false, false, false]);
    const first = round[0];
    const student = c.mine.students.find((s) => s.id === first.student.id)!;
    expect(first.student).toEqual({
      id: student.id,
      firstName: student.firstName,
      lastName: student.lastName,
      displayName: `${student.firstName} ${student.lastName[0].toUpperCase()}.`,
    });
    // Everyone present has had a turn: the next pick begins a new round with all of them.
    const next = await pick();
    expect(next.newRound).toBe(true);
    expect(next.leftInRound).toBe(3);
    expect(present).toContain(next.student.id);
    await markAbsent([]);
  });

  it('a student marked absent mid-round is skipped; one back is in the round', async () => {
    await c.asTeacher('DELETE', picks());
    const all = c.mine.students.map((s) => s.id);
    const seen = [(await pick()).student.id];
    const away = all.find((id) => !seen.includes(id))!;
    await markAbsent([away]);
    for (let i = 0; i < all.length - 2; i++) seen.push((await pick()).student.id);
    expect(seen).not.toContain(away);
    expect(new Set(seen).size).toBe(all.length - 1);
    await markAbsent([]);
    const last = await pick();
    expect(last).toMatchObject({ student: { id: away }, leftInRound: 0, newRound: false });
  });

  it('DELETE starts a new round: everyone can be picked again', async () => {
    await c.asTeacher('DELETE', picks());
    const a = await pick();
    const del = await c.asTeacher('DELETE', picks());
    expect(del.statusCode).toBe(200);
    const b = await pick();
    expect(b.newRound).toBe(true);
    expect(b.leftInRound).toBe(c.mine.students.length - 1);
    expect(a.newRound).toBe(true);
  });

  it('two picks at once never give the same student twice in a round', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      await c.asTeacher('DELETE', picks());
      const answers = await Promise.all(c.mine.students.map(() => c.asTeacher('POST', picks())));
      expect(answers.map((r) => r.statusCode)).toEqual(c.mine.students.map(() => 201));
      const picked = answers.map((r) => r.json().student.id);
      expect(new Set(picked).size).toBe(c.mine.students.length);
      expect(answers.map((r) => r.json().leftInRound).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    }
  });

  it('409 when everyone is absent or the class is empty', async () => {
    await markAbsent(c.mine.students.map((s) => s.id));
    const res = await c.asTeacher('POST', picks());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NO_ONE_PRESENT' });
    expect(res.json().message).toMatch(/absent/);
    await markAbsent([]);
    const empty = await createClass(t.database.db, c.teacher.id);
    const none = await c.asTeacher('POST', `/api/classes/${empty.id}/picks`);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('NO_STUDENTS');
    await createStudents(t.database.db, empty.id, 1);
    expect((await c.asTeacher('POST', `/api/classes/${empty.id}/picks`)).statusCode).toBe(201);
  });

  it('401 signed out, 403 for a student, 404 for another teacher’s class', async () => {
    for (const method of ['POST', 'DELETE'] as const) {
      expect((await c.anonymous(method, picks())).statusCode).toBe(401);
      expect((await c.asStudent(method, picks())).statusCode).toBe(403);
      expect((await c.asOther(method, picks())).statusCode).toBe(404);
      expect((await c.asTeacher(method, '/api/classes/99999999/picks')).statusCode).toBe(404);
      expect((await c.asTeacher(method, `/api/classes/${c.theirs.klass.id}/picks`)).statusCode).toBe(404);
    }
  });
});

describe('GET /api/picks/current (the projector)', () => {
  it('the display name only, for the teacher and the class; null after a new round', async () => {
    await c.asTeacher('DELETE', picks());
    expect((await c.asTeacher('GET', current())).json()).toEqual({ pick: null });
    const events = recordEvents(t);
    const picked = await pick();
    await events.expectEvent({ topic: 'picks', classId: c.mine.klass.id });
    // The event names no one: screens ask for the name.
    const event = events.events.find((e) => e.topic === 'picks');
    expect(Object.keys(event!).sort()).toEqual(['classId', 'topic']);
    for (const as of [c.asTeacher, c.asStudent]) {
      const res = await as('GET', current());
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        pick: {
          displayName: picked.student.displayName,
          pickedAt: picked.pickedAt,
          shownForMs: expect.any(Number),
        },
      });
      expect(res.json().pick.shownForMs).toBeGreaterThan(0);
      expect(res.json().pick.shownForMs).toBeLessThanOrEqual(PICK_SHOWN_MS);
      expect(res.body).not.toContain(picked.student.lastName);
      expect(res.body).not.toContain(`"id"`);
    }
    await c.asTeacher('DELETE', picks());
    expect((await c.asStudent('GET', current())).json()).toEqual({ pick: null });
  });

  it('leaves the wall when the picker closes, or a minute after the pick; the round goes on', async () => {
    await c.asTeacher('DELETE', picks());
    const first = await pick();
    const events = recordEvents(t);
    const res = await c.asTeacher('DELETE', `${picks()}/current`);
    expect(res.statusCode, res.body).toBe(200);
    await events.expectEvent({ topic: 'picks', classId: c.mine.klass.id });
    expect((await c.asStudent('GET', current())).json()).toEqual({ pick: null });
    // Again: the same answer, nothing shown.
    expect((await c.asTeacher('DELETE', `${picks()}/current`)).statusCode).toBe(200);
    // The round went on: the next pick is someone else, and it is shown.
    const second = await pick();
    expect(second.student.id).not.toBe(first.student.id);
    expect((await c.asTeacher('GET', current())).json().pick.displayName).toBe(second.student.displayName);
    // A pick older than a minute is no longer shown.
    await t.database.db
      .update(picksTable)
      .set({ pickedAt: new Date(Date.now() - PICK_SHOWN_MS - 1000) })
      .where(eq(picksTable.classId, c.mine.klass.id));
    expect((await c.asTeacher('GET', current())).json()).toEqual({ pick: null });
    // Who may: the class's teacher only.
    expect((await c.anonymous('DELETE', `${picks()}/current`)).statusCode).toBe(401);
    expect((await c.asStudent('DELETE', `${picks()}/current`)).statusCode).toBe(403);
    expect((await c.asOther('DELETE', `${picks()}/current`)).statusCode).toBe(404);
    await c.asTeacher('DELETE', picks());
  });

  it('401 signed out, 404 for another class’s student or teacher, 400 without a class', async () => {
    expect((await c.anonymous('GET', current())).statusCode).toBe(401);
    expect((await c.asOther('GET', current())).statusCode).toBe(404);
    const outsider = await t.cookieFor({ kind: 'student', id: c.theirs.students[0].id });
    const res = await t.app.inject({ method: 'GET', url: current(), headers: { cookie: outsider } });
    expect(res.statusCode).toBe(404);
    expect((await c.asTeacher('GET', '/api/picks/current')).statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents the attendance and picker routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths['/api/classes/{id}/attendance']).sort()).toEqual(['get', 'put']);
    expect(Object.keys(doc.paths['/api/classes/{id}/picks']).sort()).toEqual(['delete', 'post']);
    expect(doc.paths['/api/picks/current'].get).toBeDefined();
    expect(doc.paths['/api/students/{id}/absences'].get).toBeDefined();
    expect(Object.keys(doc.paths['/api/classes/{id}/picks'].post.responses)).toContain('409');
  });
});
