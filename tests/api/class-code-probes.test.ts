import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes } from '../../src/server/db/schema';
import { MAX_TAKEN_CODES } from '../../src/server/modules/classes/code-probes';
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
