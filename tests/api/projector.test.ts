import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../../src/server/db/schema';
import { createClass, createTeacher } from '../../src/server/seed/factories';
import type { ProjectorData, ProjectorStudent } from '../../src/shared/leaderboard/schemas';
import { scoredStudent } from '../support/scores';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
let cookie: { teacher: string; other: string; student: string; studentQ: string };
let cls: { p: number; q: number; empty: number; theirs: number };

const get = (url: string, c?: string) =>
  t.app.inject({ method: 'GET', url, headers: c ? { cookie: c } : {} });
const shown = (rows: ProjectorStudent[]) => rows.map((r) => r.displayName);

// Room 1: average 48/13; Room 2: average -1 (not a standing); Empty: no students.
const ROOM_1: [string, number][] = [
  ['Ann Carter', 9],
  ['Ben Diaz', 8],
  ['Amy Young', 7],
  ['Bea Xu', 7],
  ['Cal Evans', 6],
  ['Dee Fox', 5],
  ['Eve Gray', 4],
  ['Fay Hall', 3],
  ['Gus Ito', 2],
  ['Ivy King', 1],
  ['Hal Jones', 1],
  ['Zed Zero', 0],
  ['Neg Ative', -5],
];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const teacher = await createTeacher(db);
  const other = await createTeacher(db);
  const p = await createClass(db, teacher.id, { name: 'Room 1' });
  const q = await createClass(db, teacher.id, { name: 'Room 2' });
  const empty = await createClass(db, teacher.id, { name: 'Empty' });
  const theirs = await createClass(db, other.id, { name: 'Theirs' });
  cls = { p: p.id, q: q.id, empty: empty.id, theirs: theirs.id };
  const room1 = [];
  for (const [name, balance] of ROOM_1) {
    room1.push(await scoredStudent(db, p.id, name, { balance, email: `${name.split(' ')[0]}@school.edu` }));
  }
  const gus = room1[ROOM_1.findIndex(([name]) => name === 'Gus Ito')];
  await db.update(students).set({ nickname: 'Gusto' }).where(eq(students.id, gus.id));
  await scoredStudent(db, q.id, 'Low Kid', { balance: -3, email: 'low@school.edu' });
  const mid = await scoredStudent(db, q.id, 'Mid Kid', { balance: 1, email: 'mid@school.edu' });
  await scoredStudent(db, theirs.id, 'Oth Er', { balance: 50 });
  cookie = {
    teacher: await t.cookieFor({ kind: 'teacher', id: teacher.id }),
    other: await t.cookieFor({ kind: 'teacher', id: other.id }),
    student: await t.cookieFor({ kind: 'student', id: room1[0].id }),
    studentQ: await t.cookieFor({ kind: 'student', id: mid.id }),
  };
});
afterAll(() => t.close());

// Ordered by last name, shown as the screen names them: a nickname, or first name and initial.
const TOP_ROOM_1 = [
  'Ann C.',
  'Ben D.',
  'Bea X.',
  'Amy Y.',
  'Cal E.',
  'Dee F.',
  'Eve G.',
  'Fay H.',
  'Gusto',
  'Hal J.',
];
const ALL_ROOM_1 = [
  'Ann C.',
  'Ben D.',
  'Cal E.',
  'Dee F.',
  'Eve G.',
  'Fay H.',
  'Gusto',
  'Hal J.',
  'Ivy K.',
  'Bea X.',
  'Amy Y.',
  'Zed Z.',
];

describe('GET /api/projector', () => {
  it('answers 401 signed out and 400 for a bad classId', async () => {
    expect((await get('/api/projector')).statusCode).toBe(401);
    expect((await get(`/api/projector?classId=${cls.p}`)).statusCode).toBe(401);
    expect((await get('/api/projector?classId=abc', cookie.teacher)).statusCode).toBe(400);
  });

  it("answers 404 for another teacher's class", async () => {
    expect((await get(`/api/projector?classId=${cls.theirs}`, cookie.teacher)).statusCode).toBe(404);
    expect((await get(`/api/projector?classId=${cls.p}`, cookie.other)).statusCode).toBe(404);
    expect((await get('/api/projector?classId=999999', cookie.teacher)).statusCode).toBe(404);
  });

  it('shows one own class: top 10 by balance (ties by last name), standing, all ≥ 0 by last name', async () => {
    const res = await get(`/api/projector?classId=${cls.p}`, cookie.teacher);
    expect(res.statusCode).toBe(200);
    const body: ProjectorData = res.json();
    expect(shown(body.topPerformers)).toEqual(TOP_ROOM_1);
    expect(body.topPerformers[0]).toEqual({
      id: expect.any(Number),
      displayName: 'Ann C.',
      balance: 9,
      className: 'Room 1',
      rank: 1,
    });
    // Equal balances share a place ('1, 2, 3, 3, 5'), counted among the balances the wall shows.
    expect(body.topPerformers.map((s) => s.rank)).toEqual([1, 2, 3, 3, 5, 6, 7, 8, 9, 10]);
    expect(body.classStandings).toHaveLength(1);
    expect(body.classStandings[0]).toMatchObject({ classId: cls.p, className: 'Room 1' });
    expect(body.classStandings[0].averageBalance).toBeCloseTo(48 / 13, 10);
    expect(shown(body.allStudents)).toEqual(ALL_ROOM_1);
    expect(body.allStudents.at(-1)).toMatchObject({ displayName: 'Zed Z.', balance: 0 });
  });

  it('shows all own classes without classId, leaving out negative averages and empty classes', async () => {
    const body: ProjectorData = (await get('/api/projector', cookie.teacher)).json();
    expect(shown(body.topPerformers)).toEqual(TOP_ROOM_1);
    expect(body.classStandings.map((c) => c.className)).toEqual(['Room 1']);
    expect(shown(body.allStudents)).toEqual([...ALL_ROOM_1.slice(0, 8), 'Mid K.', ...ALL_ROOM_1.slice(8)]);
    expect(body.allStudents.find((s) => s.displayName === 'Mid K.')).toMatchObject({
      balance: 1,
      className: 'Room 2',
    });
    expect(JSON.stringify(body)).not.toContain('Oth');
  });

  it('lets a student read their own class only', async () => {
    const own = await get('/api/projector', cookie.student);
    expect(own.statusCode).toBe(200);
    const teacherView = (await get(`/api/projector?classId=${cls.p}`, cookie.teacher)).json();
    expect(own.json()).toEqual(teacherView);
    expect((await get(`/api/projector?classId=${cls.p}`, cookie.student)).json()).toEqual(teacherView);
    for (const id of [cls.q, cls.theirs, 999999]) {
      expect((await get(`/api/projector?classId=${id}`, cookie.student)).statusCode).toBe(404);
    }
  });

  it("hides a class with a negative average from its own students' standings", async () => {
    const body: ProjectorData = (await get('/api/projector', cookie.studentQ)).json();
    expect(body.classStandings).toEqual([]);
    expect(shown(body.allStudents)).toEqual(['Mid K.']);
  });

  it('never sends a negative balance, an email or a full name, whoever asks', async () => {
    const reads = [
      ['/api/projector', cookie.teacher],
      [`/api/projector?classId=${cls.p}`, cookie.teacher],
      [`/api/projector?classId=${cls.q}`, cookie.teacher],
      ['/api/projector', cookie.student],
      ['/api/projector', cookie.studentQ],
    ];
    for (const [url, c] of reads) {
      const res = await get(url, c);
      expect(res.statusCode).toBe(200);
      const body: ProjectorData = res.json();
      for (const s of [...body.topPerformers, ...body.allStudents]) {
        expect(s.balance, `${url} ${s.displayName}`).toBeGreaterThanOrEqual(0);
      }
      // A place is the only thing a Top Performer carries beyond the screen name and balance.
      for (const s of body.topPerformers) {
        expect(Object.keys(s).sort()).toEqual(['balance', 'className', 'displayName', 'id', 'rank']);
      }
      for (const s of body.allStudents) {
        expect(Object.keys(s).sort()).toEqual(['balance', 'className', 'displayName', 'id']);
      }
      for (const c of body.classStandings) expect(c.averageBalance).toBeGreaterThanOrEqual(0);
      expect(res.body).not.toMatch(/Ative|Low|@|email/);
      // The screen shows an initial: the last names stay on the server (a nickname hides Ito too).
      expect(res.body).not.toMatch(/Carter|Young|Zero|Ito|lastName|firstName/);
    }
  });

  it('answers an empty own class with empty lists', async () => {
    const res = await get(`/api/projector?classId=${cls.empty}`, cookie.teacher);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ topPerformers: [], classStandings: [], allStudents: [] });
  });
});
