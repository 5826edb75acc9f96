import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, teachers } from '../../src/server/db/schema';
import { MAX_TAKEN_CODES } from '../../src/server/modules/classes/code-probes';
import { exportDocumentOfSize } from '../../src/server/seed/export-document';
import { createClass, createTeacher } from '../../src/server/seed/factories';
import { joinWithCode } from '../support/accounts';
import { requester } from '../support/classroom';
import { createTestApp, type TestContext } from '../support/test-app';

// A chosen class code answered 409 when taken tells the caller that the code leads into a class:
// those answers count as failed joins do (docs/decisions/0120-choosing-a-class-code.md).

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function teacherRequester(ctx: TestContext) {
  const teacher = await createTeacher(ctx.database.db);
  return { teacher, as: requester(ctx, await ctx.cookieFor({ kind: 'teacher', id: teacher.id })) };
}
const classesOf = async (ctx: TestContext, teacherId: number) =>
  (await ctx.database.db.select().from(classes).where(eq(classes.teacherId, teacherId))).length;

describe('POST /api/classes with a chosen code', () => {
  it(`after ${MAX_TAKEN_CODES} taken codes the account's chosen codes are 429 with Retry-After, unlooked-at; a code left out still works`, async () => {
    const owner = await teacherRequester(t);
    const live = await createClass(t.database.db, owner.teacher.id, { name: 'Live', classCode: 'LIVE01' });
    const prober = await teacherRequester(t);
    // Free codes count for nothing: a teacher may choose many.
    for (let i = 0; i < MAX_TAKEN_CODES + 2; i++) {
      const res = await prober.as('POST', '/api/classes', {
        name: `Mine ${i}`,
        classCode: `MINE${String(i).padStart(4, '0')}`,
      });
      expect(res.statusCode).toBe(201);
    }
    for (let i = 0; i < MAX_TAKEN_CODES; i++) {
      const res = await prober.as('POST', '/api/classes', { name: `Probe ${i}`, classCode: live.classCode });
      expect(res.statusCode).toBe(409);
    }
    // Now neither a taken nor a free code is looked at: the answer says nothing about either.
    for (const classCode of [live.classCode, 'FREE0001']) {
      const refused = await prober.as('POST', '/api/classes', { name: 'Refused', classCode });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('900');
      expect(refused.json()).toEqual({
        message:
          'Too many of the class codes you chose are taken. Leave the code out and one is chosen for you, or wait 15 minutes.',
        code: 'CLASS_CODE_PROBING',
      });
    }
    expect(await classesOf(t, prober.teacher.id)).toBe(MAX_TAKEN_CODES + 2);
    const picked = await prober.as('POST', '/api/classes', { name: 'Code picked by the server' });
    expect(picked.statusCode).toBe(201);
    // Another teacher choosing a free code is not held up.
    const other = await teacherRequester(t);
    const mine = await other.as('POST', '/api/classes', { name: 'Mine', classCode: 'OWNCODE1' });
    expect(mine.statusCode).toBe(201);
    expect(mine.json().classCode).toBe('OWNCODE1');
  });
});

describe('taken codes and failed joins share the network budget', () => {
  let small: TestContext;
  beforeAll(async () => {
    small = await createTestApp({ authRateLimit: 3 });
  });
  afterAll(() => small.close());

  it("failed joins from a network spend the budget a chosen code needs, and taken codes spend the joins'", async () => {
    const owner = await teacherRequester(small);
    const live = await createClass(small.database.db, owner.teacher.id, {
      name: 'Live',
      classCode: 'LIVE02',
    });
    const join = (classCode: string) => joinWithCode(small, classCode);
    // Two taken codes and one failed join: the network's 3 failures a minute.
    const prober = await teacherRequester(small);
    expect(
      (await prober.as('POST', '/api/classes', { name: 'P1', classCode: live.classCode })).statusCode,
    ).toBe(409);
    expect(
      (await prober.as('POST', '/api/classes', { name: 'P2', classCode: live.classCode })).statusCode,
    ).toBe(409);
    expect((await join('NOSUCH99')).statusCode).toBe(404);
    const refused = await prober.as('POST', '/api/classes', { name: 'P3', classCode: 'FREE0002' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json().message).toBe(
      'Too many attempts from this network. Please wait a minute and try again.',
    );
    // Joins from that network are refused too, right code or not.
    expect((await join(live.classCode)).statusCode).toBe(429);
  });
});

/** A restore file of one small class per code. */
function fileWithCodes(codes: string[]) {
  const doc = exportDocumentOfSize({
    classes: codes.length,
    studentsPerClass: 1,
    behaviorsPerStudent: 0,
    homeworkPerStudent: 0,
    contractsPerClass: 0,
    rulesPerContract: 0,
    questionsPerClass: 0,
    repliesPerQuestion: 0,
    votesPerQuestion: 0,
    lessonPlans: 0,
    sectionsPerPlan: 0,
    resourcesPerSection: 0,
  });
  codes.forEach((code, i) => {
    doc.classes[i].classCode = code;
  });
  return doc;
}
const stagingAccounts = async (ctx: TestContext) =>
  (await ctx.database.db.select().from(teachers).where(like(teachers.email, '%@staging.invalid'))).length;

describe("a restore file's class codes are chosen codes", () => {
  it(`a file holding more than ${MAX_TAKEN_CODES} other teachers' codes is 429 before anything is written; then even a free file is refused`, async () => {
    const owner = await teacherRequester(t);
    const live = [];
    for (let i = 0; i <= MAX_TAKEN_CODES; i++) {
      live.push(
        await createClass(t.database.db, owner.teacher.id, {
          name: `Live ${i}`,
          classCode: `OTHR${String(i).padStart(4, '0')}`,
        }),
      );
    }
    const prober = await teacherRequester(t);
    const refused = await prober.as('POST', '/api/import/full', fileWithCodes(live.map((k) => k.classCode)));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('900');
    expect(refused.json()).toEqual({
      message:
        'Too many of the class codes in your files or chosen by you belong to other classes on this server. Wait 15 minutes and try again.',
      code: 'CLASS_CODE_PROBING',
    });
    expect(await classesOf(t, prober.teacher.id)).toBe(0);
    expect(await stagingAccounts(t)).toBe(0);
    // The budget is spent: a file of free codes is refused unlooked-at, and so is a chosen code.
    const free = await prober.as('POST', '/api/import/full', fileWithCodes(['FREEFILE1']));
    expect(free.statusCode).toBe(429);
    expect(free.json().code).toBe('CLASS_CODE_PROBING');
    expect((await prober.as('POST', '/api/classes', { name: 'P', classCode: 'FREE0003' })).statusCode).toBe(
      429,
    );
    expect(await classesOf(t, prober.teacher.id)).toBe(0);
  });

  it("other teachers' codes in a smaller file are replaced and counted; the account's own codes count for nothing", async () => {
    const owner = await teacherRequester(t);
    const others = [];
    for (let i = 0; i < 3; i++) {
      others.push(
        await createClass(t.database.db, owner.teacher.id, {
          name: `Theirs ${i}`,
          classCode: `THRS${String(i).padStart(4, '0')}`,
        }),
      );
    }
    const teacher = await teacherRequester(t);
    const restored = await teacher.as(
      'POST',
      '/api/import/full',
      fileWithCodes([...others.map((k) => k.classCode), 'KEEPME01']),
    );
    expect(restored.statusCode).toBe(201);
    const codes = restored.json().createdClasses.map((k: { classCode: string }) => k.classCode);
    expect(codes[3]).toBe('KEEPME01');
    for (const k of others) expect(codes).not.toContain(k.classCode);
    // A file of the account's own codes, restored twice: the second time every code is the
    // account's own class's, which tells it nothing; none counts.
    const mine = fileWithCodes(
      Array.from({ length: MAX_TAKEN_CODES + 1 }, (_, i) => `MYOWN${String(i).padStart(3, '0')}`),
    );
    expect((await teacher.as('POST', '/api/import/full', mine)).statusCode).toBe(201);
    expect((await teacher.as('POST', '/api/import/full', mine)).statusCode).toBe(201);
    // The others' codes again: twice 3 = 6 of the 10 spent; chosen codes meet the rest.
    const again = await teacher.as('POST', '/api/import/full', fileWithCodes(others.map((k) => k.classCode)));
    expect(again.statusCode).toBe(201);
    for (let i = 0; i < MAX_TAKEN_CODES - 6; i++) {
      expect(
        (await teacher.as('POST', '/api/classes', { name: `P${i}`, classCode: others[0].classCode }))
          .statusCode,
      ).toBe(409);
    }
    expect((await teacher.as('POST', '/api/classes', { name: 'P', classCode: 'FREE0004' })).statusCode).toBe(
      429,
    );
  });
});

describe("a restore file's taken codes spend the network budget", () => {
  let small: TestContext;
  beforeAll(async () => {
    small = await createTestApp({ authRateLimit: 3 });
  });
  afterAll(() => small.close());

  it('a file of more taken codes than the network may fail in a minute is 429 RATE_LIMITED, nothing written', async () => {
    const owner = await teacherRequester(small);
    const live = [];
    for (let i = 0; i < 4; i++) {
      live.push(
        await createClass(small.database.db, owner.teacher.id, {
          name: `Live ${i}`,
          classCode: `NETW${String(i).padStart(4, '0')}`,
        }),
      );
    }
    const prober = await teacherRequester(small);
    const refused = await prober.as('POST', '/api/import/full', fileWithCodes(live.map((k) => k.classCode)));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(await classesOf(small, prober.teacher.id)).toBe(0);
    expect(await stagingAccounts(small)).toBe(0);
  });
});
