import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClass, createClassWithStudents, createTeacher } from '../../src/server/seed/factories';
import type { ClassAverage, LeaderboardEntry } from '../../src/shared/leaderboard/schemas';
import { countQueries as countQueriesOf } from '../support/classroom';
import { scoredStudent } from '../support/scores';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
let cookie: { teacher: string; other: string; student: string; big: string };
let cls: { a: number; b: number; n: number; empty: number; theirs: number };

const get = (url: string, c?: string) =>
  t.app.inject({ method: 'GET', url, headers: c ? { cookie: c } : {} });
const names = (rows: LeaderboardEntry[]) => rows.map((r) => `${r.firstName} ${r.lastName}`);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const teacher = await createTeacher(db);
  const other = await createTeacher(db);
  const big = await createTeacher(db);
  const a = await createClass(db, teacher.id, { name: 'Period 1' });
  const b = await createClass(db, teacher.id, { name: 'Period 2' });
  const n = await createClass(db, teacher.id, { name: 'Period 3' });
  const empty = await createClass(db, teacher.id, { name: 'Empty' });
  const theirs = await createClass(db, other.id, { name: 'Theirs' });
  cls = { a: a.id, b: b.id, n: n.id, empty: empty.id, theirs: theirs.id };

  // total = balance + hwScore + skill points
  const ann = await scoredStudent(db, a.id, 'Ann Carter', { balance: 5 }); // 5
  await scoredStudent(db, a.id, 'Ben Diaz', { balance: 1, hwScore: 2, skills: [3] }); // 6
  await scoredStudent(db, a.id, 'Zoe Adams', { balance: 4 }); // 4
  await scoredStudent(db, a.id, 'Bob Adams', { balance: 2, hwScore: 2 }); // 4
  await scoredStudent(db, a.id, 'Amy Baker', { skills: [1, 3] }); // 4
  await scoredStudent(db, a.id, 'Neg Ative', { balance: -5 }); // -5
  await scoredStudent(db, b.id, 'Cal Evans', { balance: 10, skills: [2, 2] }); // 14
  await scoredStudent(db, b.id, 'Dee Fox', { balance: 3 }); // 3
  await scoredStudent(db, b.id, 'Sam Hill'); // 0
  await scoredStudent(db, b.id, 'Sam Hill'); // 0, a later id
  await scoredStudent(db, n.id, 'Low Kid', { balance: -3 }); // -3
  await scoredStudent(db, theirs.id, 'Oth Er', { balance: 100 });
  await createClassWithStudents(db, big.id, 12);

  cookie = {
    teacher: await t.cookieFor({ kind: 'teacher', id: teacher.id }),
    other: await t.cookieFor({ kind: 'teacher', id: other.id }),
    student: await t.cookieFor({ kind: 'student', id: ann.id }),
    big: await t.cookieFor({ kind: 'teacher', id: big.id }),
  };
});
afterAll(() => t.close());

const countQueries = (fn: () => Promise<unknown>) => countQueriesOf(t, fn);

describe('GET /api/leaderboard', () => {
  it('answers 401 signed out and 403 to a student', async () => {
    expect((await get('/api/leaderboard')).statusCode).toBe(401);
    expect((await get('/api/leaderboard', cookie.student)).statusCode).toBe(403);
  });

  it('answers 400 for a bad classId or limit', async () => {
    for (const q of ['classId=abc', 'classId=0', 'limit=0', 'limit=101', 'limit=2.5']) {
      const res = await get(`/api/leaderboard?${q}`, cookie.teacher);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
  });

  it("answers 404 for another teacher's class or a missing one", async () => {
    expect((await get(`/api/leaderboard?classId=${cls.theirs}`, cookie.teacher)).statusCode).toBe(404);
    expect((await get('/api/leaderboard?classId=999999', cookie.teacher)).statusCode).toBe(404);
  });

  it('ranks all own classes by total score, equal totals share a place and are listed by name, top 10', async () => {
    const res = await get('/api/leaderboard', cookie.teacher);
    expect(res.statusCode).toBe(200);
    const rows: LeaderboardEntry[] = res.json();
    expect(names(rows)).toEqual([
      'Cal Evans',
      'Ben Diaz',
      'Ann Carter',
      'Bob Adams',
      'Zoe Adams',
      'Amy Baker',
      'Dee Fox',
      'Sam Hill',
      'Sam Hill',
      'Low Kid',
    ]);
    // Standard competition ranking: 4, 4, 4 share 4th place, the next is 7th.
    expect(rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, 4, 4, 7, 8, 8, 10]);
    expect(rows[7].id).toBeLessThan(rows[8].id);
    expect(rows.map((r) => r.totalScore)).toEqual([14, 6, 5, 4, 4, 4, 3, 0, 0, -3]);
  });

  it('counts homework and skill points in the total and says so per row', async () => {
    const rows: LeaderboardEntry[] = (await get('/api/leaderboard', cookie.teacher)).json();
    expect(rows[0]).toEqual({
      id: expect.any(Number),
      firstName: 'Cal',
      lastName: 'Evans',
      nickname: null,
      classId: cls.b,
      className: 'Period 2',
      balance: 10,
      hwScore: 0,
      skillPoints: 4,
      totalScore: 14,
      rank: 1,
    });
    expect(rows[1]).toMatchObject({ balance: 1, hwScore: 2, skillPoints: 3, totalScore: 6 });
  });

  it('reads one own class, and honours limit up to 100', async () => {
    const one: LeaderboardEntry[] = (await get(`/api/leaderboard?classId=${cls.a}`, cookie.teacher)).json();
    expect(names(one)).toEqual([
      'Ben Diaz',
      'Ann Carter',
      'Bob Adams',
      'Zoe Adams',
      'Amy Baker',
      'Neg Ative',
    ]);
    expect(one.every((r) => r.classId === cls.a && r.className === 'Period 1')).toBe(true);

    const all: LeaderboardEntry[] = (await get('/api/leaderboard?limit=100', cookie.teacher)).json();
    expect(all).toHaveLength(11);
    expect(all.at(-1)).toMatchObject({ lastName: 'Ative', totalScore: -5, rank: 11 });
    expect(all.some((r) => r.lastName === 'Er')).toBe(false);

    expect((await get('/api/leaderboard?limit=3', cookie.teacher)).json()).toHaveLength(3);
    expect((await get('/api/leaderboard', cookie.big)).json()).toHaveLength(10);
    expect((await get('/api/leaderboard?limit=12', cookie.big)).json()).toHaveLength(12);
  });

  it('answers an empty own class with an empty list', async () => {
    const res = await get(`/api/leaderboard?classId=${cls.empty}`, cookie.teacher);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('runs a constant number of queries', async () => {
    expect(await countQueries(() => get('/api/leaderboard', cookie.teacher))).toBe(2);
    expect(await countQueries(() => get('/api/leaderboard', cookie.big))).toBe(2);
    expect(await countQueries(() => get(`/api/leaderboard?classId=${cls.a}`, cookie.teacher))).toBe(2);
  });
});

describe('GET /api/leaderboard/classes', () => {
  it('answers 401 signed out and 403 to a student', async () => {
    expect((await get('/api/leaderboard/classes')).statusCode).toBe(401);
    expect((await get('/api/leaderboard/classes', cookie.student)).statusCode).toBe(403);
  });

  it('gives unrounded average balances of own classes with students, highest first', async () => {
    const res = await get('/api/leaderboard/classes', cookie.teacher);
    expect(res.statusCode).toBe(200);
    const rows: ClassAverage[] = res.json();
    expect(rows.map((r) => r.className)).toEqual(['Period 2', 'Period 1', 'Period 3']);
    expect(rows[0]).toEqual({ classId: cls.b, className: 'Period 2', averageBalance: 3.25 });
    expect(rows[1].averageBalance).toBeCloseTo(7 / 6, 10);
    expect(rows[2]).toEqual({ classId: cls.n, className: 'Period 3', averageBalance: -3 });
  });

  it('shows each teacher only their own classes, in one query', async () => {
    expect((await get('/api/leaderboard/classes', cookie.other)).json()).toEqual([
      { classId: cls.theirs, className: 'Theirs', averageBalance: 100 },
    ]);
    expect(await countQueries(() => get('/api/leaderboard/classes', cookie.teacher))).toBe(2);
  });
});
