// Login cards (docs/decisions/0161-login-cards.md): the teacher issues and lists a card per child;
// the child signs in with the card's code, case and dashes ignored; a retired code is refused;
// failures are limited per network.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../../src/server/db/schema';
import {
  createClass,
  createClassWithStudents,
  createFamily,
  createStudents,
  createTeacher,
} from '../../src/server/seed/factories';
import { CARD_CODE_ALPHABET, formatCardCode } from '../../src/shared/login-cards/card-code';
import { call } from '../support/accounts';
import { createTestApp, sessionCookie, type TestContext } from '../support/test-app';

type Card = { studentId: number; firstName: string; lastInitial: string; code: string };

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function world(size = 3) {
  const teacher = await createTeacher(t.database.db);
  const { klass, students: kids } = await createClassWithStudents(t.database.db, teacher.id, size);
  return { teacher, klass, kids, cookie: await t.cookieFor({ kind: 'teacher', id: teacher.id }) };
}

const list = async (classId: number, cookie: string) => {
  const res = await call(t, 'GET', `/api/classes/${classId}/login-cards`, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().cards as Card[];
};

const issue = async (classId: number, cookie: string, payload?: object) => {
  const res = await call(t, 'POST', `/api/classes/${classId}/login-cards`, { cookie, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().cards as Card[];
};

const signIn = (code: string, ip = '203.0.113.1') =>
  call(t, 'POST', '/api/students/login-card', { payload: { code }, ip });

describe('the teacher issues and lists cards', () => {
  it('lists a card for every child, first name and initial, and a reprint keeps every code', async () => {
    const { klass, kids, cookie } = await world(3);
    const cards = await list(klass.id, cookie);
    expect(cards.map((c) => c.studentId).sort()).toEqual(kids.map((k) => k.id).sort());
    for (const c of cards) {
      const kid = kids.find((k) => k.id === c.studentId)!;
      expect(c.firstName).toBe(kid.firstName);
      expect(c.lastInitial).toBe(kid.lastName[0].toUpperCase());
      expect(c.code).toMatch(new RegExp(`^[${CARD_CODE_ALPHABET}]{10}$`));
    }
    expect(new Set(cards.map((c) => c.code)).size).toBe(3);
    expect(await list(klass.id, cookie)).toEqual(cards);
    // Sorted as a class list is read: by first name.
    const names = cards.map((c) => c.firstName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('a child added later gets a card on the next listing; the others keep theirs', async () => {
    const { klass, cookie } = await world(2);
    const before = await list(klass.id, cookie);
    const [late] = await createStudents(t.database.db, klass.id, 1);
    const after = await list(klass.id, cookie);
    expect(after).toHaveLength(3);
    for (const c of before) expect(after).toContainEqual(c);
    expect(after.find((c) => c.studentId === late.id)?.code).toMatch(/^[A-Z0-9]{10}$/);
  });

  it('issues new cards for the whole class without a body, and for the listed children only', async () => {
    const { klass, kids, cookie } = await world(3);
    const first = await list(klass.id, cookie);
    const all = await issue(klass.id, cookie);
    expect(all).toHaveLength(3);
    for (const c of all) expect(first.find((f) => f.studentId === c.studentId)?.code).not.toBe(c.code);
    const one = await issue(klass.id, cookie, { studentIds: [kids[1].id] });
    expect(one.map((c) => c.studentId)).toEqual([kids[1].id]);
    const now = await list(klass.id, cookie);
    expect(now.find((c) => c.studentId === kids[1].id)?.code).toBe(one[0].code);
    for (const k of [kids[0], kids[2]])
      expect(now.find((c) => c.studentId === k.id)?.code).toBe(all.find((c) => c.studentId === k.id)?.code);
  });

  it('a re-issued card retires the old code at once (401) and signs out whoever used it', async () => {
    const { klass, kids, cookie } = await world(1);
    const [old] = await list(klass.id, cookie);
    const signedIn = await signIn(old.code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const childCookie = sessionCookie(signedIn);
    const [fresh] = await issue(klass.id, cookie, { studentIds: [kids[0].id] });
    expect((await signIn(old.code)).statusCode).toBe(401);
    expect((await signIn(fresh.code)).statusCode).toBe(200);
    const me = await call(t, 'GET', '/api/auth/me', { cookie: childCookie });
    expect(me.json().kind).toBe('none');
  });

  it("another class's student, or an unknown id, is 404 and changes nothing", async () => {
    const { teacher, klass, cookie } = await world(1);
    const before = await list(klass.id, cookie);
    const other = await createClass(t.database.db, teacher.id);
    const [elsewhere] = await createStudents(t.database.db, other.id, 1);
    for (const studentIds of [[elsewhere.id], [before[0].studentId, elsewhere.id], [999_999]]) {
      const res = await call(t, 'POST', `/api/classes/${klass.id}/login-cards`, {
        cookie,
        payload: { studentIds },
      });
      expect(res.statusCode, res.body).toBe(404);
    }
    expect(await list(klass.id, cookie)).toEqual(before);
  });

  it('refuses a bad body with 400', async () => {
    const { klass, cookie } = await world(1);
    for (const payload of [
      { studentIds: [] },
      { studentIds: ['x'] },
      { studentIds: [0] },
      { studentIds: 3 },
      { other: 1 },
    ]) {
      const res = await call(t, 'POST', `/api/classes/${klass.id}/login-cards`, { cookie, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await call(t, 'GET', '/api/classes/abc/login-cards', { cookie })).statusCode).toBe(400);
  });

  it('answers another teacher 404, a student or a family 403, and nobody 401', async () => {
    const { klass, kids } = await world(1);
    const other = await t.cookieFor({ kind: 'teacher', id: (await createTeacher(t.database.db)).id });
    const child = await t.cookieFor({ kind: 'student', id: kids[0].id });
    const family = await t.cookieFor({
      kind: 'family',
      id: (await createFamily(t.database.db, [kids[0].id])).id,
    });
    const url = `/api/classes/${klass.id}/login-cards`;
    for (const method of ['GET', 'POST'] as const) {
      expect((await call(t, method, url, { cookie: other })).statusCode).toBe(404);
      expect((await call(t, method, url, { cookie: child })).statusCode).toBe(403);
      expect((await call(t, method, url, { cookie: family })).statusCode).toBe(403);
      expect((await call(t, method, url)).statusCode).toBe(401);
    }
    const [row] = await t.database.db.select().from(students).where(eq(students.id, kids[0].id));
    expect(row.loginCode).toBeNull();
  });
});

describe('a child signs in with a card', () => {
  it('gets a student session, as /students/login gives, that reads their own record', async () => {
    const { klass, kids, cookie } = await world(2);
    const cards = await list(klass.id, cookie);
    const mine = cards.find((c) => c.studentId === kids[0].id)!;
    const res = await signIn(mine.code);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.student).toMatchObject({ id: kids[0].id, firstName: kids[0].firstName, classId: klass.id });
    expect(body.class).toEqual({ id: klass.id, name: klass.name, classCode: klass.classCode });
    const child = sessionCookie(res);
    const own = await call(t, 'GET', `/api/students/${kids[0].id}`, { cookie: child });
    expect(own.statusCode).toBe(200);
    expect(own.json().id).toBe(kids[0].id);
    const classmate = await call(t, 'GET', `/api/students/${kids[1].id}`, { cookie: child });
    expect(classmate.statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/auth/me', { cookie: child })).json()).toMatchObject({
      kind: 'student',
      student: { id: kids[0].id },
    });
  });

  it('ignores case, dashes and spaces', async () => {
    const { klass, cookie } = await world(1);
    const [card] = await list(klass.id, cookie);
    for (const typed of [
      card.code.toLowerCase(),
      formatCardCode(card.code),
      ` ${card.code.slice(0, 5)} ${card.code.slice(5).toLowerCase()} `,
    ]) {
      expect((await signIn(typed)).statusCode, typed).toBe(200);
    }
  });

  it('refuses a wrong code 401, and a missing or non-text code 400', async () => {
    const { klass, cookie } = await world(1);
    const [card] = await list(klass.id, cookie);
    const wrong = card.code.slice(0, 9) + (card.code[9] === 'A' ? 'C' : 'A');
    const res = await signIn(wrong);
    expect(res.statusCode).toBe(401);
    expect(res.cookies.find((c) => c.name === 'rc_session')).toBeUndefined();
    expect((await signIn('hello')).statusCode).toBe(401);
    for (const payload of [
      {},
      { code: 12 },
      { code: '' },
      { code: 'A'.repeat(65) },
      { code: 'x', more: 1 },
    ]) {
      const bad = await call(t, 'POST', '/api/students/login-card', { payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('a child who joined with email and password keeps them beside the card', async () => {
    const { klass, kids, cookie } = await world(1);
    const email = `kid-${Date.now()}@school.edu`;
    const joined = await call(t, 'POST', '/api/students/access', {
      payload: {
        classCode: klass.classCode,
        firstName: 'Ada',
        lastName: 'Byron',
        email,
        password: 'secret1',
      },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const cards = await list(klass.id, cookie);
    const adaCard = cards.find((c) => c.studentId === joined.json().student.id)!;
    expect((await signIn(adaCard.code)).statusCode).toBe(200);
    const byPassword = await call(t, 'POST', '/api/students/login', {
      payload: { email, password: 'secret1' },
    });
    expect(byPassword.statusCode).toBe(200);
    expect(cards.map((c) => c.studentId)).toContain(kids[0].id);
  });
});

describe('guessing cards', () => {
  let limited: TestContext;
  beforeAll(async () => {
    // The shipped default (AUTH_RATE_LIMIT=20), not the test suite's generous one.
    limited = await createTestApp({ authRateLimit: 20 });
  });
  afterAll(() => limited.close());

  it('is refused 429 with Retry-After after 20 failures from one network; other networks still sign in', async () => {
    const teacher = await createTeacher(limited.database.db);
    const { klass } = await createClassWithStudents(limited.database.db, teacher.id, 1);
    const cookie = await limited.cookieFor({ kind: 'teacher', id: teacher.id });
    const [card] = (
      await limited.app.inject({
        method: 'GET',
        url: `/api/classes/${klass.id}/login-cards`,
        headers: { cookie },
      })
    ).json().cards as Card[];
    const attempt = (code: string, ip: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/api/students/login-card',
        payload: { code },
        remoteAddress: ip,
      });
    for (let i = 0; i < 20; i++)
      expect((await attempt(`ACDEF-GHJK${CARD_CODE_ALPHABET[i]}`, '198.51.100.20')).statusCode).toBe(401);
    const refused = await attempt(card.code, '198.51.100.20');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(card.code, '198.51.100.21')).statusCode).toBe(200);
  });
});
