// Families (decisions 0100–0103): invites, family accounts, a child's week, links ending with students and
// classes, and who may call what. Every answer is checked for secrets by `call`.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpired } from '../../src/server/auth/sweeper';
import { families, familyInvites, familyLinks } from '../../src/server/db/schema';
import { currentPasswordHeader } from '../../src/shared/accounts/current-password';
import { FAMILY_CODE_PATTERN } from '../../src/shared/families/invite-code';
import { call, STRONG_PASSWORD, uniqueEmail } from '../support/accounts';
import { classroom } from '../support/classroom';
import { confirmFamilyEmail, FAMILY_PASSWORD, inviteFor, registerFamily } from '../support/families';
import { createTestApp, sessionCookie, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://chalk.example.org' });
});
afterAll(() => t.close());

const cookieOf = async (kind: 'teacher' | 'student', id: number) => t.cookieFor({ kind, id });

async function setup(size = 3) {
  const room = await classroom(t, size);
  const teacherCookie = await cookieOf('teacher', room.teacher.id);
  const otherCookie = await cookieOf('teacher', room.otherTeacher.id);
  const [child, classmate] = room.mine.students;
  return { ...room, teacherCookie, otherCookie, child, classmate };
}

describe('invites', () => {
  it('makes a 10-character code without look-alikes, valid 30 days', async () => {
    const r = await setup();
    const res = await call(t, 'POST', `/api/students/${r.child.id}/family-invites`, {
      cookie: r.teacherCookie,
    });
    expect(res.statusCode).toBe(201);
    const { code, expiresAt } = res.json();
    expect(code).toMatch(FAMILY_CODE_PATTERN);
    expect(code).not.toMatch(/[01OIL]/);
    const days = (Date.parse(expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const family = await call(t, 'GET', `/api/students/${r.child.id}/family`, { cookie: r.teacherCookie });
    expect(family.json()).toEqual({
      studentId: r.child.id,
      invite: { code, expiresAt, usesLeft: 2 },
      families: [],
    });
  });

  it('links two family accounts per code and refuses a third', async () => {
    const r = await setup();
    const code = await inviteFor(t, r.teacherCookie, r.child.id);
    const mum = await registerFamily(t, code, 'Mum Parent');
    const dad = await registerFamily(t, code.toLowerCase().replace(/^(.{5})/, '$1-'), 'Dad Parent');
    expect(mum.me.children).toEqual([
      {
        studentId: r.child.id,
        displayName: `${r.child.firstName} ${r.child.lastName}`,
        className: r.mine.klass.name,
        teacherName: r.teacher.name,
      },
    ]);
    expect(dad.me.children.map((c: { studentId: number }) => c.studentId)).toEqual([r.child.id]);
    const email = uniqueEmail('third');
    const third = await call(t, 'POST', '/api/families/register', {
      payload: { code, name: 'Third', email, password: FAMILY_PASSWORD },
    });
    expect(third.statusCode).toBe(400);
    expect(third.json().code).toBe('INVALID_CODE');
    expect(await t.database.db.select().from(families).where(eq(families.email, email))).toEqual([]);
    const list = await call(t, 'GET', `/api/students/${r.child.id}/family`, { cookie: r.teacherCookie });
    expect(list.json().invite).toBeNull();
    expect(list.json().families.map((f: { name: string; email: string }) => [f.name, f.email])).toEqual([
      ['Mum Parent', mum.email],
      ['Dad Parent', dad.email],
    ]);
  });

  it('a new invite kills the previous code', async () => {
    const r = await setup();
    const old = await inviteFor(t, r.teacherCookie, r.child.id);
    const fresh = await inviteFor(t, r.teacherCookie, r.child.id);
    expect(fresh).not.toBe(old);
    const dead = await call(t, 'POST', '/api/families/register', {
      payload: { code: old, name: 'Late', email: uniqueEmail('late'), password: FAMILY_PASSWORD },
    });
    expect(dead.statusCode).toBe(400);
    expect(dead.json().code).toBe('INVALID_CODE');
    await registerFamily(t, fresh);
  });

  it('refuses an expired code and creates nothing', async () => {
    const r = await setup();
    const code = await inviteFor(t, r.teacherCookie, r.child.id);
    await t.database.db
      .update(familyInvites)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(familyInvites.code, code));
    const email = uniqueEmail('expired');
    const res = await call(t, 'POST', '/api/families/register', {
      payload: { code, name: 'Late', email, password: FAMILY_PASSWORD },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_CODE');
    expect(await t.database.db.select().from(families).where(eq(families.email, email))).toEqual([]);
    const list = await call(t, 'GET', `/api/students/${r.child.id}/family`, { cookie: r.teacherCookie });
    expect(list.json().invite).toBeNull();
  });

  it("another teacher's student is 404 on every teacher path; a student and a family are refused", async () => {
    const r = await setup();
    const code = await inviteFor(t, r.teacherCookie, r.child.id);
    const fam = await registerFamily(t, code);
    for (const [method, url] of [
      ['POST', `/api/students/${r.child.id}/family-invites`],
      ['GET', `/api/students/${r.child.id}/family`],
      ['DELETE', `/api/students/${r.child.id}/family/${fam.id}`],
      ['POST', `/api/classes/${r.mine.klass.id}/family-invites`],
      ['GET', `/api/classes/${r.mine.klass.id}/family-settings`],
    ] as const) {
      expect((await call(t, method, url, { cookie: r.otherCookie })).statusCode, url).toBe(404);
      expect((await call(t, method, url)).statusCode, url).toBe(401);
      expect((await call(t, method, url, { cookie: await cookieOf('student', r.child.id) })).statusCode).toBe(
        403,
      );
      expect((await call(t, method, url, { cookie: fam.cookie })).statusCode, url).toBe(403);
    }
    // Nothing changed: the family is still linked.
    expect(
      (await call(t, 'GET', `/api/families/children/${r.child.id}`, { cookie: fam.cookie })).statusCode,
    ).toBe(200);
  });

  it('prints one code per student and keeps codes still usable', async () => {
    const r = await setup(3);
    const kept = await inviteFor(t, r.teacherCookie, r.child.id);
    const res = await call(t, 'POST', `/api/classes/${r.mine.klass.id}/family-invites`, {
      cookie: r.teacherCookie,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.className).toBe(r.mine.klass.name);
    expect(body.teacherName).toBe(r.teacher.name);
    expect(body.invites).toHaveLength(3);
    expect(body.invites.find((i: { studentId: number }) => i.studentId === r.child.id).code).toBe(kept);
    const again = await call(t, 'POST', `/api/classes/${r.mine.klass.id}/family-invites`, {
      cookie: r.teacherCookie,
    });
    expect(again.json().invites).toEqual(body.invites);
  });
});

describe('family accounts', () => {
  it('registers signed in, logs out, logs in; /api/auth/me says family', async () => {
    const r = await setup();
    const fam = await registerFamily(t, await inviteFor(t, r.teacherCookie, r.child.id), 'Sam Family');
    expect(fam.me.family).toMatchObject({ name: 'Sam Family', email: fam.email, weeklyDigest: false });
    const me = await call(t, 'GET', '/api/auth/me', { cookie: fam.cookie });
    expect(me.json()).toEqual({ kind: 'family', family: { id: fam.id, name: 'Sam Family' } });
    expect((await call(t, 'POST', '/api/families/logout', { cookie: fam.cookie })).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/families/me', { cookie: fam.cookie })).statusCode).toBe(401);
    const bad = await call(t, 'POST', '/api/families/login', {
      payload: { email: fam.email, password: 'Wr0ngPass' },
    });
    expect(bad.statusCode).toBe(401);
    const ok = await call(t, 'POST', '/api/families/login', {
      payload: { email: fam.email.toUpperCase(), password: FAMILY_PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().children).toHaveLength(1);
    expect((await call(t, 'GET', '/api/families/me', { cookie: sessionCookie(ok) })).statusCode).toBe(200);
  });

  it('refuses a weak password, a taken email and a bad code with clear messages, creating nothing', async () => {
    const r = await setup();
    const code = await inviteFor(t, r.teacherCookie, r.child.id);
    const weak = await call(t, 'POST', '/api/families/register', {
      payload: { code, name: 'Weak', email: uniqueEmail('weak'), password: 'short' },
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toMatch(/Password must be at least 8 characters/);
    const malformed = await call(t, 'POST', '/api/families/register', {
      payload: { code: 'abc', name: 'X', email: uniqueEmail('x'), password: FAMILY_PASSWORD },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/Invite code must be 10 letters or digits/);
    const fam = await registerFamily(t, code);
    const taken = await call(t, 'POST', '/api/families/register', {
      payload: { code, name: 'Twin', email: fam.email, password: FAMILY_PASSWORD },
    });
    expect(taken.statusCode).toBe(409);
    // The refused sign-up did not spend the code's second use.
    const [invite] = await t.database.db.select().from(familyInvites).where(eq(familyInvites.code, code));
    expect(invite.uses).toBe(1);
  });

  it('checks a made-up code before the email: one answer for a taken and a free address', async () => {
    const r = await setup();
    const fam = await registerFamily(t, await inviteFor(t, r.teacherCookie, r.child.id));
    const madeUp = 'ABCDE23456';
    const answers = [];
    for (const email of [fam.email, uniqueEmail('free')]) {
      const res = await call(t, 'POST', '/api/families/register', {
        payload: { code: madeUp, name: 'Prober', email, password: FAMILY_PASSWORD },
      });
      answers.push({ status: res.statusCode, body: res.json() });
    }
    expect(answers[0]).toEqual(answers[1]);
    expect(answers[0].status).toBe(400);
    expect(answers[0].body.code).toBe('INVALID_CODE');
  });

  it('resets a forgotten password by mail with a PUBLIC_URL link; the old sessions end', async () => {
    const r = await setup();
    const fam = await registerFamily(t, await inviteFor(t, r.teacherCookie, r.child.id));
    const unknown = await call(t, 'POST', '/api/families/forgot-password', {
      payload: { email: uniqueEmail('no') },
    });
    expect(unknown.statusCode).toBe(202);
    const res = await call(t, 'POST', '/api/families/forgot-password', { payload: { email: fam.email } });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual(unknown.json());
    const mail = t.mail.filter((m) => m.to === fam.email).at(-1)!;
    expect(mail.link).toMatch(/^https:\/\/chalk\.example\.org\/family\/reset-password\?token=/);
    expect(mail.text).toContain(mail.link!);
    const token = new URL(mail.link!).searchParams.get('token')!;
    const weak = await call(t, 'POST', '/api/families/reset-password', {
      payload: { token, password: 'weakpass' },
    });
    expect(weak.statusCode).toBe(400);
    const ok = await call(t, 'POST', '/api/families/reset-password', {
      payload: { token, password: 'N3wPassword' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/families/me', { cookie: fam.cookie })).statusCode).toBe(401);
    const again = await call(t, 'POST', '/api/families/reset-password', {
      payload: { token, password: 'N3wPassword2' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('INVALID_TOKEN');
    const login = await call(t, 'POST', '/api/families/login', {
      payload: { email: fam.email, password: 'N3wPassword' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('locks an account after 10 failed sign-ins from one network, as for teachers', async () => {
    const r = await setup();
    const fam = await registerFamily(t, await inviteFor(t, r.teacherCookie, r.child.id));
    const ip = '203.0.113.77';
    for (let i = 0; i < 10; i++) {
      const res = await call(t, 'POST', '/api/families/login', {
        payload: { email: fam.email, password: 'Wr0ngPass' },
        ip,
      });
      expect(res.statusCode).toBe(401);
    }
    const locked = await call(t, 'POST', '/api/families/login', {
      payload: { email: fam.email, password: FAMILY_PASSWORD },
      ip,
    });
    expect(locked.statusCode).toBe(429);
  });

  it('links a second child of another teacher with its code; the same child twice is 409', async () => {
    const r = await setup();
    const fam = await registerFamily(t, await inviteFor(t, r.teacherCookie, r.child.id));
    const sibling = r.theirs.students[0];
    const code = await inviteFor(t, r.otherCookie, sibling.id);
    const res = await call(t, 'POST', '/api/families/children', { cookie: fam.cookie, payload: { code } });
    expect(res.statusCode).toBe(201);
    expect(res.json().children.map((c: { studentId: number }) => c.studentId)).toEqual([
      r.child.id,
      sibling.id,
    ]);
    const again = await call(t, 'POST', '/api/families/children', {
      cookie: fam.cookie,
      payload: { code: await inviteFor(t, r.teacherCookie, r.child.id) },
    });
    expect(again.statusCode).toBe(409);
    expect(
      (await call(t, 'GET', `/api/families/children/${sibling.id}`, { cookie: fam.cookie })).statusCode,
    ).toBe(200);
  });

  it('changes name, weekly email, email and password (the last two need the current password)', async () => {
    const r = await setup();
    const fam = await registerFamily(t, await inviteFor(t, r.teacherCookie, r.child.id));
    const patch = (payload: object, cookie = fam.cookie) =>
      call(t, 'PATCH', '/api/families/me', { cookie, payload });
    const renamed = await patch({ name: 'New Name', weeklyDigest: true });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().family).toMatchObject({ name: 'New Name', weeklyDigest: true });
    expect((await patch({})).statusCode).toBe(400);
    const email = uniqueEmail('moved');
    const noPassword = await patch({ email });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().message).toMatch(/Current password is required/);
    const wrong = await patch({ email, currentPassword: 'Wr0ngPass' });
    expect(wrong.json().code).toBe('WRONG_PASSWORD');
    expect((await call(t, 'GET', '/api/families/me', { cookie: fam.cookie })).json().family.email).toBe(
      fam.email,
    );
    // The new address waits for its link (decision 0115); the rules are tested in 'a family's email'.
    const asked = (await patch({ email, currentPassword: FAMILY_PASSWORD })).json().family;
    expect(asked).toMatchObject({ email: fam.email, pendingEmail: email });
    await confirmFamilyEmail(t, email);
    expect((await call(t, 'GET', '/api/families/me', { cookie: fam.cookie })).json().family.email).toBe(
      email,
    );
    const changed = await patch({ currentPassword: FAMILY_PASSWORD, newPassword: 'N3wPassword' });
    expect(changed.statusCode).toBe(200);
    // This device got a new session; the old cookie is dead.
    expect((await call(t, 'GET', '/api/families/me', { cookie: fam.cookie })).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/families/me', { cookie: sessionCookie(changed) })).statusCode).toBe(
      200,
    );
  });

  it('deletes itself only with its password; the export lists its data without secrets', async () => {
    const r = await setup();
    const fam = await registerFamily(t, await inviteFor(t, r.teacherCookie, r.child.id), 'Exporting Family');
    const exported = await call(t, 'GET', '/api/families/me/export', { cookie: fam.cookie });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/attachment/);
    expect(exported.json()).toMatchObject({
      format: 'remote-chalk-family-export',
      family: { name: 'Exporting Family', email: fam.email },
      links: [{ studentId: r.child.id, className: r.mine.klass.name }],
    });
    expect(exported.body).not.toContain(r.classmate.firstName);
    const wrong = await call(t, 'DELETE', '/api/families/me', {
      cookie: fam.cookie,
      headers: currentPasswordHeader('x'),
    });
    expect(wrong.statusCode).toBe(400);
    const none = await call(t, 'DELETE', '/api/families/me', { cookie: fam.cookie, payload: {} });
    expect(none.statusCode).toBe(400);
    const ok = await call(t, 'DELETE', '/api/families/me', {
      cookie: fam.cookie,
      headers: currentPasswordHeader(FAMILY_PASSWORD),
    });
    expect(ok.statusCode).toBe(200);
    expect(await t.database.db.select().from(families).where(eq(families.id, fam.id))).toEqual([]);
    expect((await call(t, 'GET', '/api/families/me', { cookie: fam.cookie })).statusCode).toBe(401);
    const list = await call(t, 'GET', `/api/students/${r.child.id}/family`, { cookie: r.teacherCookie });
    expect(list.json().families).toEqual([]);
  });
});

describe("a child's week", () => {
  it('shows the child only: figures, 30 days of records, no classmate', async () => {
    const r = await setup();
    const fam = await registerFamily(t, await inviteFor(t, r.teacherCookie, r.child.id));
    const award = (studentId: number, type: string, points: number, description?: string) =>
      call(t, 'POST', '/api/behaviors', {
        cookie: r.teacherCookie,
        payload: { studentId, type, points, description },
      });
    expect((await award(r.child.id, 'Hard Work', 2, 'Great essay')).statusCode).toBe(201);
    expect((await award(r.child.id, 'Off Task', -1)).statusCode).toBe(201);
    expect((await award(r.classmate.id, 'Leadership', 3, 'Classmate secret')).statusCode).toBe(201);
    const res = await call(t, 'GET', `/api/families/children/${r.child.id}`, { cookie: fam.cookie });
    expect(res.statusCode).toBe(200);
    const view = res.json();
    expect(view).toMatchObject({
      studentId: r.child.id,
      balance: 1,
      hwScore: 0,
      className: r.mine.klass.name,
    });
    expect(view.records.map((x: { type: string; points: number }) => [x.type, x.points])).toEqual([
      ['Off Task', -1],
      ['Hard Work', 2],
    ]);
    expect(view.records[1].description).toBe('Great essay');
    expect(view.weeks).toHaveLength(8);
    expect(view.weeks.at(-1).points).toBe(1);
    expect(view.badges.map((b: { id: string }) => b.id)).toContain('first-steps');
    expect(res.body).not.toContain(r.classmate.firstName);
    expect(res.body).not.toContain('Classmate secret');
    expect(res.body).not.toMatch(/rank/i);
  });

  it("is 404 for a classmate, another teacher's student and an id that does not exist", async () => {
    const r = await setup();
    const fam = await registerFamily(t, await inviteFor(t, r.teacherCookie, r.child.id));
    for (const id of [r.classmate.id, r.theirs.students[0].id, 999_999]) {
      const res = await call(t, 'GET', `/api/families/children/${id}`, { cookie: fam.cookie });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Child not found');
    }
  });

  it('a removed link is 404 at once, and the teacher sees it gone', async () => {
    const r = await setup();
    const fam = await registerFamily(t, await inviteFor(t, r.teacherCookie, r.child.id));
    expect(
      (await call(t, 'GET', `/api/families/children/${r.child.id}`, { cookie: fam.cookie })).statusCode,
    ).toBe(200);
    const removed = await call(t, 'DELETE', `/api/students/${r.child.id}/family/${fam.id}`, {
      cookie: r.teacherCookie,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await call(t, 'GET', `/api/families/children/${r.child.id}`, { cookie: fam.cookie })).statusCode,
    ).toBe(404);
    expect((await call(t, 'GET', '/api/families/me', { cookie: fam.cookie })).json().children).toEqual([]);
    const twice = await call(t, 'DELETE', `/api/students/${r.child.id}/family/${fam.id}`, {
      cookie: r.teacherCookie,
    });
    expect(twice.statusCode).toBe(404);
  });
});

describe('a removed family', () => {
  it('cannot link the child again with the code it had; the second parent links with the new one', async () => {
    const r = await setup();
    const code = await inviteFor(t, r.teacherCookie, r.child.id);
    const removedFamily = await registerFamily(t, code, 'Removed Parent');
    const removed = await call(t, 'DELETE', `/api/students/${r.child.id}/family/${removedFamily.id}`, {
      cookie: r.teacherCookie,
    });
    expect(removed.statusCode).toBe(200);
    // The code had a use left; the removal retired it all the same.
    const relink = await call(t, 'POST', '/api/families/children', {
      cookie: removedFamily.cookie,
      payload: { code },
    });
    expect(relink.statusCode).toBe(400);
    expect(relink.json().code).toBe('INVALID_CODE');
    expect(
      (await call(t, 'GET', '/api/families/me', { cookie: removedFamily.cookie })).json().children,
    ).toEqual([]);
    const family = await call(t, 'GET', `/api/students/${r.child.id}/family`, { cookie: r.teacherCookie });
    expect(family.json()).toMatchObject({ invite: null, families: [] });
    // The old code signs nobody up either (it would make a new account for the removed family).
    const signUp = await call(t, 'POST', '/api/families/register', {
      payload: { code, name: 'Removed Again', email: uniqueEmail('again'), password: FAMILY_PASSWORD },
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().code).toBe('INVALID_CODE');
    // The reprinted letter carries a new code, and the real second parent links with it.
    const letters = await call(t, 'POST', `/api/classes/${r.mine.klass.id}/family-invites`, {
      cookie: r.teacherCookie,
    });
    expect(letters.statusCode).toBe(200);
    const newCode = letters
      .json()
      .invites.find((i: { studentId: number }) => i.studentId === r.child.id).code;
    expect(newCode).not.toBe(code);
    const secondParent = await registerFamily(t, newCode, 'Second Parent');
    expect(secondParent.me.children.map((c: { studentId: number }) => c.studentId)).toEqual([r.child.id]);
  });
});

describe('data rules', () => {
  it("deleting a student ends their links; deleting a class ends its students' links", async () => {
    const r = await setup();
    const fam = await registerFamily(t, await inviteFor(t, r.teacherCookie, r.child.id));
    const linkClassmate = await call(t, 'POST', '/api/families/children', {
      cookie: fam.cookie,
      payload: { code: await inviteFor(t, r.teacherCookie, r.classmate.id) },
    });
    expect(linkClassmate.statusCode).toBe(201);
    expect(
      (await call(t, 'DELETE', `/api/students/${r.child.id}`, { cookie: r.teacherCookie })).statusCode,
    ).toBe(200);
    expect(
      (await call(t, 'GET', `/api/families/children/${r.child.id}`, { cookie: fam.cookie })).statusCode,
    ).toBe(404);
    expect((await call(t, 'GET', '/api/families/me', { cookie: fam.cookie })).json().children).toHaveLength(
      1,
    );
    const del = await call(t, 'DELETE', `/api/classes/${r.mine.klass.id}`, { cookie: r.teacherCookie });
    expect(del.statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/families/me', { cookie: fam.cookie })).json().children).toEqual([]);
    expect(await t.database.db.select().from(familyLinks).where(eq(familyLinks.familyId, fam.id))).toEqual(
      [],
    );
  });

  it('deletes a family account 30 days after its last child went, not before', async () => {
    const r = await setup();
    const fam = await registerFamily(t, await inviteFor(t, r.teacherCookie, r.child.id));
    const kept = await registerFamily(t, await inviteFor(t, r.teacherCookie, r.classmate.id));
    await call(t, 'DELETE', `/api/students/${r.child.id}`, { cookie: r.teacherCookie });
    await sweepExpired(t.database.db);
    const [marked] = await t.database.db.select().from(families).where(eq(families.id, fam.id));
    expect(marked.unlinkedSince).not.toBeNull();
    await t.database.db
      .update(families)
      .set({ unlinkedSince: sql`now() - interval '29 days'` })
      .where(eq(families.id, fam.id));
    await sweepExpired(t.database.db);
    expect(await t.database.db.select().from(families).where(eq(families.id, fam.id))).toHaveLength(1);
    await t.database.db
      .update(families)
      .set({ unlinkedSince: sql`now() - interval '31 days'` })
      .where(eq(families.id, fam.id));
    await sweepExpired(t.database.db);
    expect(await t.database.db.select().from(families).where(eq(families.id, fam.id))).toEqual([]);
    expect(await t.database.db.select().from(families).where(eq(families.id, kept.id))).toHaveLength(1);
  });

  it("the teacher's export lists each student's families (no hash); a restore recreates none and says so", async () => {
    const r = await setup();
    const fam = await registerFamily(t, await inviteFor(t, r.teacherCookie, r.child.id), 'Exported Parent');
    const exported = await call(t, 'GET', '/api/export', { cookie: r.teacherCookie });
    expect(exported.statusCode).toBe(200);
    const doc = exported.json();
    const students = doc.classes.flatMap((c: { students: unknown[] }) => c.students) as {
      firstName: string;
      families: { name: string; email: string; linkedSince: string }[];
    }[];
    const child = students.find((s) => s.firstName === r.child.firstName)!;
    expect(child.families).toEqual([
      { name: 'Exported Parent', email: fam.email, linkedSince: expect.any(String) },
    ]);
    expect(students.find((s) => s.firstName === r.classmate.firstName)!.families).toEqual([]);
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(families);
    const preview = await call(t, 'POST', '/api/import/full?dryRun=true', {
      cookie: r.teacherCookie,
      payload: doc,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().familyLinks).toBe(1);
    expect(preview.json().familyNote).toMatch(
      /Family accounts are not restored.*link again with a new invite code/,
    );
    const restored = await call(t, 'POST', '/api/import/full', { cookie: r.teacherCookie, payload: doc });
    expect(restored.statusCode, restored.body).toBe(201);
    expect(await t.database.db.select({ n: sql<number>`count(*)::int` }).from(families)).toEqual(before);
    const links = await t.database.db.select().from(familyLinks).where(eq(familyLinks.familyId, fam.id));
    expect(links).toHaveLength(1);
  });

  it('the teacher can turn the weekly email off for a class', async () => {
    const r = await setup();
    const url = `/api/classes/${r.mine.klass.id}/family-settings`;
    expect((await call(t, 'GET', url, { cookie: r.teacherCookie })).json()).toEqual({
      classId: r.mine.klass.id,
      familyDigest: true,
    });
    const off = await call(t, 'PATCH', url, { cookie: r.teacherCookie, payload: { familyDigest: false } });
    expect(off.json().familyDigest).toBe(false);
    const bad = await call(t, 'PATCH', url, { cookie: r.teacherCookie, payload: { familyDigest: 'no' } });
    expect(bad.statusCode).toBe(400);
    expect((await call(t, 'GET', url, { cookie: r.teacherCookie })).json().familyDigest).toBe(false);
  });
});

describe('a family session on teacher and student routes', () => {
  it('is refused', async () => {
    const r = await setup();
    const fam = await registerFamily(t, await inviteFor(t, r.teacherCookie, r.child.id));
    for (const url of [
      `/api/students/${r.child.id}`,
      `/api/students?classId=${r.mine.klass.id}`,
      '/api/classes',
      '/api/skills',
    ]) {
      expect((await call(t, 'GET', url, { cookie: fam.cookie })).statusCode, url).toBe(403);
    }
    const award = await call(t, 'POST', '/api/behaviors', {
      cookie: fam.cookie,
      payload: { studentId: r.child.id, type: 'Hard Work', points: 2 },
    });
    expect(award.statusCode).toBe(403);
    void STRONG_PASSWORD;
  });
});
