import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateLimits, sessions } from '../../src/server/db/schema';
import { createTeacher } from '../../src/server/seed/factories';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ sweepIntervalMs: 50 });
});
afterAll(() => t.close());

describe('sweeping expired rows', () => {
  it('deletes expired sessions and spent rate-limit counters, and keeps live ones', async () => {
    const db = t.database.db;
    const teacher = await createTeacher(t.database.db);
    const live = await t.cookieFor({ kind: 'teacher', id: teacher.id });
    await db.insert(sessions).values({
      tokenHash: 'e'.repeat(64),
      kind: 'teacher',
      teacherId: teacher.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    await db.insert(rateLimits).values([
      { key: 'test:spent', count: 3, resetAt: new Date(Date.now() - 1000) },
      { key: 'test:live', count: 3, resetAt: new Date(Date.now() + 60_000) },
    ]);
    // Both deletes, waited for together: the sweep runs them one after the other, so the
    // sessions may be swept while the counters are not yet (seen on PostgreSQL).
    await vi.waitFor(
      async () => {
        const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(sessions);
        expect(row.n).toBe(1);
        const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
        expect(keys).toContain('test:live');
        expect(keys).not.toContain('test:spent');
      },
      { timeout: 5000, interval: 50 },
    );
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: live } });
    expect(me.json().kind).toBe('teacher');
  });
});
