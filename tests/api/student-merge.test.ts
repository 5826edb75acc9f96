import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  absences,
  behaviors,
  contractSignatures,
  familyInvites,
  familyLinks,
  homeworkEntries,
  picks,
  questions,
  questionVotes,
  sessions,
  socialContracts,
  studentSkills,
  students,
} from '../../src/server/db/schema';
import { createClass, createFamily, createStudents, createTeacher } from '../../src/server/seed/factories';
import { call, uniqueEmail, whoAmI } from '../support/accounts';
import { requester } from '../support/classroom';
import { createTestApp, sessionCookie, type TestContext } from '../support/test-app';

let t: TestContext;
let teacherId: number;
let klass: { id: number; classCode: string };
let asTeacher: ReturnType<typeof requester>;
let asOther: ReturnType<typeof requester>;
let theirStudent: number;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  teacherId = (await createTeacher(db)).id;
  klass = await createClass(db, teacherId);
  const other = await createTeacher(db);
  const theirClass = await createClass(db, other.id);
  theirStudent = (await createStudents(db, theirClass.id, 1))[0].id;
  asTeacher = requester(t, await t.cookieFor({ kind: 'teacher', id: teacherId }));
  asOther = requester(t, await t.cookieFor({ kind: 'teacher', id: other.id }));
});
afterAll(() => t.close());

const db = () => t.database.db;

/** Two "Ben Brooks" in the class (or in `classId`): the teacher's and the copy. */
async function twoBens(classId = klass.id) {
  const [kept, copy] = await createStudents(db(), classId, 2, { firstName: 'Ben', lastName: 'Brooks' });
  return { kept: kept.id, copy: copy.id };
}

const merge = (fromId: number, intoStudentId: number, as = asTeacher) =>
  as('POST', `/api/students/${fromId}/merge`, { intoStudentId });

const award = async (
  studentId: number,
  points: number,
  type = points > 0 ? 'Helping Others' : 'Off Task',
) => {
  const res = await asTeacher('POST', '/api/behaviors', { studentId, type, points });
  expect(res.statusCode, res.body).toBe(201);
};
const homework = async (studentId: number, points: number) => {
  const res = await asTeacher('PATCH', `/api/students/${studentId}/homework`, { points });
  expect(res.statusCode, res.body).toBe(200);
};

const count = async (table: 'behaviors' | 'homework_entries' | 'absences', studentId: number) => {
  const result = await db().execute(
    sql`select count(*)::int as n from ${sql.identifier(table)} where student_id = ${studentId}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0].n;
};

async function studentRow(id: number) {
  const [row] = await db().select().from(students).where(eq(students.id, id));
  return row;
}

/** Every row that names a student, by kind: what a merge must keep. */
async function holdings(ids: number[]) {
  const of = async <T>(rows: Promise<T[]>) => (await rows).length;
  return {
    behaviors: await of(db().select().from(behaviors).where(inArray(behaviors.studentId, ids))),
    homework: await of(db().select().from(homeworkEntries).where(inArray(homeworkEntries.studentId, ids))),
    skillPoints: (
      await db().select().from(studentSkills).where(inArray(studentSkills.studentId, ids))
    ).reduce((sum, s) => sum + s.points, 0),
    attendance: await of(db().select().from(absences).where(inArray(absences.studentId, ids))),
    votes: await of(db().select().from(questionVotes).where(inArray(questionVotes.voterStudentId, ids))),
    signatures: await of(
      db().select().from(contractSignatures).where(inArray(contractSignatures.studentId, ids)),
    ),
    familyLinks: await of(db().select().from(familyLinks).where(inArray(familyLinks.studentId, ids))),
    invites: await of(db().select().from(familyInvites).where(inArray(familyInvites.studentId, ids))),
    picks: await of(db().select().from(picks).where(inArray(picks.studentId, ids))),
  };
}

async function recordSums(id: number) {
  const [b] = await db()
    .select({ sum: sql<number>`coalesce(sum(${behaviors.points}), 0)::int` })
    .from(behaviors)
    .where(eq(behaviors.studentId, id));
  const [h] = await db()
    .select({ sum: sql<number>`coalesce(sum(${homeworkEntries.points}), 0)::int` })
    .from(homeworkEntries)
    .where(eq(homeworkEntries.studentId, id));
  return { balance: b.sum, hwScore: h.sum };
}

async function question(content: string) {
  const [q] = await db()
    .insert(questions)
    .values({ classId: klass.id, content, authorName: 'Ben' })
    .returning();
  return q.id;
}
async function vote(questionId: number, studentId: number) {
  await db().insert(questionVotes).values({ questionId, voterName: 'Ben', voterStudentId: studentId });
  await db()
    .update(questions)
    .set({ votesCount: sql`${questions.votesCount} + 1` })
    .where(eq(questions.id, questionId));
}
const votesCount = async (questionId: number) =>
  (await db().select().from(questions).where(eq(questions.id, questionId)))[0].votesCount;

describe('POST /api/students/{id}/merge', () => {
  it('answers 401 signed out, 403 to a student and a family, and changes nothing', async () => {
    const { kept, copy } = await twoBens();
    expect(
      (await requester(t)('POST', `/api/students/${copy}/merge`, { intoStudentId: kept })).statusCode,
    ).toBe(401);
    const asStudent = requester(t, await t.cookieFor({ kind: 'student', id: copy }));
    expect((await merge(copy, kept, asStudent)).statusCode).toBe(403);
    const family = await createFamily(db(), [copy]);
    const asFamily = requester(t, await t.cookieFor({ kind: 'family', id: family.id }));
    expect((await merge(copy, kept, asFamily)).statusCode).toBe(403);
    expect(await studentRow(copy)).toBeDefined();
  });

  it('answers 400 for a merge into itself, a missing or bad intoStudentId, or another class', async () => {
    const { kept, copy } = await twoBens();
    const self = await merge(copy, copy);
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe('SAME_STUDENT');
    expect((await asTeacher('POST', `/api/students/${copy}/merge`, {})).statusCode).toBe(400);
    expect((await merge(copy, -1)).statusCode).toBe(400);
    expect((await asTeacher('POST', `/api/students/${copy}/merge`, { intoStudentId: 'x' })).statusCode).toBe(
      400,
    );
    const otherClass = await createClass(db(), teacherId);
    const [elsewhere] = await createStudents(db(), otherClass.id, 1, {
      firstName: 'Ben',
      lastName: 'Brooks',
    });
    const across = await merge(copy, elsewhere.id);
    expect(across.statusCode).toBe(400);
    expect(across.json().code).toBe('DIFFERENT_CLASS');
    expect(await studentRow(copy)).toBeDefined();
    expect(await studentRow(kept)).toBeDefined();
  });

  it("answers 404 when either student is another teacher's, or gone, and changes nothing", async () => {
    const { kept, copy } = await twoBens();
    await award(copy, 2);
    expect((await merge(copy, theirStudent)).statusCode).toBe(404);
    expect((await merge(theirStudent, kept)).statusCode).toBe(404);
    // The other teacher cannot merge this teacher's students either, in either direction.
    expect((await merge(copy, kept, asOther)).statusCode).toBe(404);
    expect((await merge(theirStudent, copy, asOther)).statusCode).toBe(404);
    expect((await merge(copy, 999_999)).statusCode).toBe(404);
    expect(await count('behaviors', copy)).toBe(1);
    expect((await studentRow(copy)).balance).toBe(2);
    expect(await studentRow(theirStudent)).toBeDefined();
  });

  it('moves every kind of record to the kept student, sums the balance, and deletes the copy', async () => {
    const { kept, copy } = await twoBens();
    await award(kept, 3);
    await award(kept, 3);
    await award(copy, 2);
    await award(copy, -1);
    await award(copy, 1);
    await homework(kept, 4);
    await homework(copy, 5);
    await homework(copy, 1);
    await db()
      .insert(studentSkills)
      .values([
        { studentId: kept, skillId: 1, points: 2 },
        { studentId: copy, skillId: 1, points: 3 },
        { studentId: copy, skillId: 2, points: 4 },
      ]);
    await db()
      .insert(absences)
      .values([
        { studentId: copy, day: '2026-11-02', mark: 'late' },
        { studentId: kept, day: '2026-11-03' },
      ]);
    const q = await question('Why is the sky blue?');
    await vote(q, copy);
    const [contract] = await db()
      .insert(socialContracts)
      .values({ classId: klass.id, title: 'Our class', contractText: 'Be kind' })
      .returning();
    await db().insert(contractSignatures).values({ contractId: contract.id, studentId: copy });
    const family = await createFamily(db(), [copy]);
    await db()
      .insert(familyInvites)
      .values({ studentId: copy, code: 'MRGTEST01', expiresAt: new Date(Date.now() + 86_400_000) });
    await db().insert(picks).values({ classId: klass.id, studentId: copy });
    const before = await holdings([kept, copy]);
    const balances = (await studentRow(kept)).balance + (await studentRow(copy)).balance;
    const events: string[] = [];
    const stop = t.app.deps.bus.subscribe((e) => e.classId === klass.id && events.push(e.topic));

    const res = await merge(copy, kept);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.student).toMatchObject({ id: kept, balance: 8, hwScore: 10, classId: klass.id });
    expect(body.student.balance).toBe(balances);
    expect(body.mergedStudentId).toBe(copy);
    expect(body.accountMoved).toBe(false);
    expect(body.moved).toEqual({
      behaviors: 3,
      homework: 2,
      skills: 2,
      attendance: 1,
      questionVotes: 1,
      contractSignatures: 1,
      familyLinks: 1,
    });

    expect(await studentRow(copy)).toBeUndefined();
    expect(await holdings([kept])).toEqual(before);
    const row = await studentRow(kept);
    expect({ balance: row.balance, hwScore: row.hwScore }).toEqual(await recordSums(kept));
    const skills = await db().select().from(studentSkills).where(eq(studentSkills.studentId, kept));
    expect(skills.map((s) => [s.skillId, s.points]).sort()).toEqual([
      [1, 5],
      [2, 4],
    ]);
    expect(await votesCount(q)).toBe(1);
    // The family linked to the copy now sees the kept student.
    const asFamily = requester(t, await t.cookieFor({ kind: 'family', id: family.id }));
    const children = await asFamily('GET', '/api/families/me');
    expect(children.statusCode, children.body).toBe(200);
    expect(children.json().children.map((c: { studentId: number }) => c.studentId)).toEqual([kept]);
    // The teacher's roster shows one Ben with the summed points.
    const roster = (await asTeacher('GET', `/api/students?classId=${klass.id}`)).json();
    expect(roster.filter((s: { id: number }) => s.id === copy)).toEqual([]);
    expect(roster.find((s: { id: number }) => s.id === kept).balance).toBe(8);
    for (let waited = 0; !events.includes('picks') && waited < 2000; waited += 20)
      await new Promise((r) => setTimeout(r, 20));
    stop();
    expect(events).toEqual(
      expect.arrayContaining(['students', 'behaviors', 'homework', 'attendance', 'picks']),
    );
  });

  it('keeps the kept student’s row where both have one: a day’s mark, a vote, a pick, a family, a signature', async () => {
    const { kept, copy } = await twoBens();
    await db()
      .insert(absences)
      .values([
        { studentId: kept, day: '2026-11-05', mark: 'absent' },
        { studentId: copy, day: '2026-11-05', mark: 'late' },
        { studentId: copy, day: '2026-11-06', mark: 'left_early' },
      ]);
    const both = await question('Can we go outside?');
    const onlyCopy = await question('Is there PE today?');
    await vote(both, kept);
    await vote(both, copy);
    await vote(onlyCopy, copy);
    expect(await votesCount(both)).toBe(2);
    await db().delete(picks).where(eq(picks.classId, klass.id));
    await db()
      .insert(picks)
      .values([
        { classId: klass.id, studentId: kept },
        { classId: klass.id, studentId: copy },
      ]);
    const family = await createFamily(db(), [kept, copy]);
    const [contract] = await db()
      .insert(socialContracts)
      .values({ classId: klass.id, title: 'Rules', contractText: 'Listen' })
      .returning();
    const early = new Date('2026-10-01T09:00:00Z');
    await db()
      .insert(contractSignatures)
      .values([
        { contractId: contract.id, studentId: kept, signedAt: new Date('2026-10-20T09:00:00Z') },
        { contractId: contract.id, studentId: copy, signedAt: early },
      ]);
    await db()
      .insert(familyInvites)
      .values([
        { studentId: kept, code: 'OLDINV01', expiresAt: new Date(Date.now() + 86_400_000), createdAt: early },
        { studentId: copy, code: 'NEWINV01', expiresAt: new Date(Date.now() + 86_400_000) },
      ]);

    const res = await merge(copy, kept);
    expect(res.statusCode, res.body).toBe(200);

    const marks = await db().select().from(absences).where(eq(absences.studentId, kept));
    expect(marks.map((m) => [m.day, m.mark]).sort()).toEqual([
      ['2026-11-05', 'absent'],
      ['2026-11-06', 'left_early'],
    ]);
    const votes = await db().select().from(questionVotes).where(eq(questionVotes.voterStudentId, kept));
    expect(votes.map((v) => v.questionId).sort()).toEqual([both, onlyCopy].sort());
    expect(await votesCount(both)).toBe(1);
    expect(await votesCount(onlyCopy)).toBe(1);
    expect(await db().select().from(picks).where(eq(picks.classId, klass.id))).toHaveLength(1);
    const links = await db().select().from(familyLinks).where(eq(familyLinks.familyId, family.id));
    expect(links.map((l) => l.studentId)).toEqual([kept]);
    const [signature] = await db()
      .select()
      .from(contractSignatures)
      .where(eq(contractSignatures.contractId, contract.id));
    expect(signature).toMatchObject({ studentId: kept, signedAt: early });
    const invites = await db()
      .select()
      .from(familyInvites)
      .where(inArray(familyInvites.studentId, [kept, copy]));
    expect(invites.map((i) => [i.studentId, i.code])).toEqual([[kept, 'NEWINV01']]);
  });

  it('moves the account when only the copy has one: its email and password then sign in to the kept student', async () => {
    const { kept } = await twoBens();
    await award(kept, 6);
    // The child joined with the class code and made a copy of themself.
    const email = uniqueEmail('ben');
    const joined = await call(t, 'POST', '/api/students/access', {
      payload: {
        classCode: klass.classCode,
        firstName: 'Benny',
        lastName: 'Brooks',
        email,
        password: 'ducks42',
      },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const copy = joined.json().student.id as number;
    const copyCookie = sessionCookie(joined);
    expect(await whoAmI(t, copyCookie)).toBe('student');
    await award(copy, 1);

    const res = await merge(copy, kept);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().accountMoved).toBe(true);
    expect(res.json().student).toMatchObject({ id: kept, email, isRegistered: true, balance: 7 });

    // The copy's session ended with it: its next request is a 401.
    expect((await call(t, 'GET', `/api/students/${copy}`, { cookie: copyCookie })).statusCode).toBe(401);
    expect(await db().select().from(sessions).where(eq(sessions.studentId, copy))).toEqual([]);
    const login = await call(t, 'POST', '/api/students/login', { payload: { email, password: 'ducks42' } });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().student).toMatchObject({ id: kept, balance: 7 });
    const me = await call(t, 'GET', '/api/auth/me', { cookie: sessionCookie(login) });
    expect(me.json().student.id).toBe(kept);
  });

  it('answers 409 BOTH_REGISTERED when both have an account, and changes nothing', async () => {
    const { kept, copy } = await twoBens();
    await db()
      .update(students)
      .set({ passwordHash: 'hash-a', isRegistered: true, email: uniqueEmail('a') })
      .where(eq(students.id, kept));
    await db()
      .update(students)
      .set({ googleId: `google-${copy}`, isRegistered: true })
      .where(eq(students.id, copy));
    await award(copy, 2);
    await homework(copy, 3);
    const before = await holdings([copy]);

    const res = await merge(copy, kept);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('BOTH_REGISTERED');
    expect(await holdings([copy])).toEqual(before);
    expect(await studentRow(copy)).toMatchObject({ balance: 2, hwScore: 3, googleId: `google-${copy}` });
    expect(await studentRow(kept)).toMatchObject({ balance: 0, passwordHash: 'hash-a' });
  });

  it('keeps the kept student’s account when the copy has none', async () => {
    const { kept, copy } = await twoBens();
    const email = uniqueEmail('kept');
    await db()
      .update(students)
      .set({ passwordHash: 'hash-k', isRegistered: true, email })
      .where(eq(students.id, kept));
    await db()
      .update(students)
      .set({ nickname: 'Benji', email: uniqueEmail('typed') })
      .where(eq(students.id, copy));
    const res = await merge(copy, kept);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().accountMoved).toBe(false);
    expect(await studentRow(kept)).toMatchObject({
      email,
      passwordHash: 'hash-k',
      isRegistered: true,
      nickname: 'Benji',
    });
  });

  it('moves the copy’s login card when only the copy has one: the printed card signs in to the kept student', async () => {
    const { kept, copy } = await twoBens();
    const issued = await asTeacher('POST', `/api/classes/${klass.id}/login-cards`, { studentIds: [copy] });
    expect(issued.statusCode, issued.body).toBe(200);
    const code = issued.json().cards[0].code as string;
    expect((await merge(copy, kept)).statusCode).toBe(200);
    const signIn = await call(t, 'POST', '/api/students/login-card', { payload: { code } });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().student.id).toBe(kept);
    // The reprint shows the same code for the kept student: the lookup and the sealed code moved together.
    const listed = await asTeacher('GET', `/api/classes/${klass.id}/login-cards`);
    expect(listed.json().cards.find((c: { studentId: number }) => c.studentId === kept).code).toBe(code);
  });
});
