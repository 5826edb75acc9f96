import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits, students } from '../../src/server/db/schema';
import { idempotencyBytesKey } from '../../src/server/modules/idempotency/idempotency';
import { createClassWithStudents, createTeacher } from '../../src/server/seed/factories';
import { IDEMPOTENCY_BYTES_PER_DAY } from '../../src/shared/idempotency/schemas';
import { createTestApp, type TestContext } from '../support/test-app';

// The answers of keyed writes are kept 24 hours (decision 0096); one account may store at most
// IDEMPOTENCY_BYTES_PER_DAY of them a day (docs/decisions/0096-idempotency-keys.md, "A cap per
// account"). Past it a new key is 429 before anything is applied; a stored key is always answered.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function teacherWithStudent() {
  const teacher = await createTeacher(t.database.db);
  const {
    students: [student],
  } = await createClassWithStudents(t.database.db, teacher.id, 1);
  const cookie = await t.cookieFor({ kind: 'teacher', id: teacher.id });
  const award = (key: string | undefined, points = 1) =>
    t.app.inject({
      method: 'POST',
      url: '/api/behaviors',
      payload: { studentId: student.id, type: 'Helping Others', points },
      headers: { cookie, ...(key !== undefined && { 'idempotency-key': key }) },
    });
  const balance = async () =>
    (await t.database.db.select().from(students).where(eq(students.id, student.id)))[0].balance;
  const stored = async () =>
    (
      await t.database.db
        .select()
        .from(rateLimits)
        .where(eq(rateLimits.key, idempotencyBytesKey(teacher.id)))
    )[0];
  return { teacher, award, balance, stored };
}

describe('the idempotency store has a cap per account', () => {
  it('counts the bytes an account stores: its answers, keys and hashes', async () => {
    const { award, stored } = await teacherWithStudent();
    const first = await award('count-me-1');
    expect(first.statusCode).toBe(201);
    const size = (key: string, body: unknown) => Buffer.byteLength(JSON.stringify(body)) + key.length + 64;
    expect((await stored()).count).toBe(size('count-me-1', first.json()));
    const second = await award('count-me-22', 2);
    expect((await stored()).count).toBe(
      size('count-me-1', first.json()) + size('count-me-22', second.json()),
    );
    // A repeat stores nothing more; neither does a write without a key.
    const before = (await stored()).count;
    expect((await award('count-me-1')).statusCode).toBe(201);
    expect((await award(undefined)).statusCode).toBe(201);
    expect((await stored()).count).toBe(before);
  });

  it('past the cap a new key is 429 with Retry-After and nothing applied; a stored key is still answered; other accounts are not held', async () => {
    const { teacher, award, balance, stored } = await teacherWithStudent();
    // This account has stored all but one byte of its day, its window ending in two hours.
    await t.database.db.insert(rateLimits).values({
      key: idempotencyBytesKey(teacher.id),
      count: IDEMPOTENCY_BYTES_PER_DAY - 1,
      resetAt: new Date(Date.now() + 2 * 3_600_000),
    });
    // Under the cap: applied and stored, even though it goes past it.
    const last = await award('last-under-the-cap');
    expect(last.statusCode).toBe(201);
    expect(await balance()).toBe(1);
    expect((await stored()).count).toBeGreaterThan(IDEMPOTENCY_BYTES_PER_DAY);

    const refused = await award('over-the-cap');
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(2 * 3600 - 60);
    expect(wait).toBeLessThanOrEqual(2 * 3600);
    expect(refused.json()).toEqual({
      message:
        'This account has sent too many changes for safe retry in 24 hours. Nothing was changed: try again in 2 hours.',
      code: 'IDEMPOTENCY_STORE_FULL',
    });
    expect(await balance()).toBe(1);

    // The applied award's retry gets its answer: it is never lost nor applied twice.
    const retry = await award('last-under-the-cap');
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(last.json());
    expect(await balance()).toBe(1);

    const other = await teacherWithStudent();
    expect((await other.award('over-the-cap')).statusCode).toBe(201);
    expect(await other.balance()).toBe(1);
  });

  it('a new day starts a new count', async () => {
    const { teacher, award, balance, stored } = await teacherWithStudent();
    await t.database.db.insert(rateLimits).values({
      key: idempotencyBytesKey(teacher.id),
      count: IDEMPOTENCY_BYTES_PER_DAY * 2,
      resetAt: new Date(Date.now() - 1000),
    });
    const res = await award('next-day');
    expect(res.statusCode).toBe(201);
    expect(await balance()).toBe(1);
    expect((await stored()).count).toBeLessThan(1000);
  });
});
