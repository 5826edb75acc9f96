import { eq, like, or } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, lessonPlans, teachers } from '../../src/server/db/schema';
import { discardDeadStaging } from '../../src/server/db/staging';
import { type DocumentSize, exportDocumentOfSize } from '../../src/server/seed/export-document';
import { createTeacher } from '../../src/server/seed/factories';
import { RESTORE_LIMITS } from '../../src/shared/exports/limits';
import { MAX_IMPORT_CLASSES } from '../../src/shared/roster/schemas';
import { requester } from '../support/classroom';
import { createTestApp, type TestContext } from '../support/test-app';

// The restore and the roster import, the longest writes one account can ask for
// (docs/decisions/0044-restore-and-import-caps.md, 0045-restore-in-batches-behind-a-staging-account.md):
// only what the API itself accepts, capped totals, batched statements, a few a minute and one at
// a time per account.

const SMALL: DocumentSize = {
  classes: 2,
  studentsPerClass: 3,
  behaviorsPerStudent: 2,
  homeworkPerStudent: 1,
  contractsPerClass: 1,
  rulesPerContract: 2,
  questionsPerClass: 1,
  repliesPerQuestion: 1,
  votesPerQuestion: 1,
  lessonPlans: 2,
  sectionsPerPlan: 2,
  resourcesPerSection: 1,
};

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
/** A teacher of their own, so counts of their classes are theirs alone. */
async function freshTeacher() {
  const teacher = await createTeacher(db());
  return { teacher, as: requester(t, await t.cookieFor({ kind: 'teacher', id: teacher.id })) };
}
const classesOf = async (teacherId: number) =>
  (await db().select().from(classes).where(eq(classes.teacherId, teacherId))).length;
const plansOf = async (teacherId: number) =>
  (await db().select().from(lessonPlans).where(eq(lessonPlans.teacherId, teacherId))).length;
const stagingAccounts = async () =>
  (
    await db()
      .select()
      .from(teachers)
      .where(or(like(teachers.email, '%@staging.invalid'), like(teachers.email, '%@restoring.invalid')))
  ).length;

/**
 * INSERT statements run while `fn` works, on either lane (PostgreSQL: every client of the pool,
 * transactions included), counters' left out. Other statements (sessions, counters, the PostgreSQL bus's NOTIFYs)
 * do not depend on the size of what is written, and the bus's are not in step with the request.
 */
async function countInserts(fn: () => Promise<unknown>) {
  let count = 0;
  type Queryable = { query: (...args: unknown[]) => unknown };
  const counting = (original: Queryable['query']) =>
    function (this: unknown, ...args: unknown[]) {
      const text = typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string } | null)?.text;
      // Counters are not what is written: a file's codes that other teachers' classes have
      // are counted there (decision 0120), and every generated file has the same code.
      if (/^\s*insert/i.test(text ?? '') && !/^\s*insert into "rate_limits"/i.test(text ?? '')) count++;
      return original.apply(this, args);
    };
  if (t.database.pool) {
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = counting(original as never) as never;
    try {
      await fn();
    } finally {
      pg.Client.prototype.query = original;
    }
    return count;
  }
  // PGlite: its own query, and the query of each transaction it hands out.
  const client = (
    t.database.db as unknown as { $client: Queryable & { transaction: (...a: unknown[]) => unknown } }
  ).$client;
  const { query, transaction } = client;
  client.query = counting(query);
  client.transaction = function (this: unknown, ...[callback]: unknown[]) {
    return transaction.call(this, (tx: Queryable) => {
      tx.query = counting(tx.query);
      return (callback as (tx: Queryable) => unknown)(tx);
    });
  };
  try {
    await fn();
  } finally {
    client.query = query;
    client.transaction = transaction;
  }
  return count;
}

type Doc = ReturnType<typeof exportDocumentOfSize>;
const small = () => exportDocumentOfSize(SMALL);

describe('POST /api/import/full accepts only what the API would', () => {
  const refused: [string, (d: Doc) => void, string][] = [
    [
      'an impossible date',
      (d) => {
        d.lessonPlans[0].date = '2024-99-99';
      },
      'lessonPlans.0.date: Date must be a real date as YYYY-MM-DD',
    ],
    [
      'two unified contracts in one class',
      (d) => {
        const k = d.classes[0].contracts[0];
        d.classes[0].contracts = [
          { ...k, isUnified: true },
          { ...k, isUnified: true },
        ];
      },
      'classes.0.contracts.1.isUnified: a class has at most one unified contract',
    ],
    [
      "a signature naming another class's student",
      (d) => {
        d.classes[0].contracts[0].signatures = [
          { student: d.classes[1].students[0].ref, signedAt: '2026-01-05T08:00:00.000Z' },
        ];
      },
      "classes.0.contracts.0.signatures.0.student: 's4' is not a student of this class",
    ],
    [
      '25 sections in a plan (the API takes 24)',
      (d) => {
        const section = d.lessonPlans[0].sections[0];
        d.lessonPlans[0].sections = Array.from({ length: 25 }, (_, i) => ({ ...section, displayOrder: i }));
      },
      'lessonPlans.0.sections: At most 24 sections',
    ],
    [
      '51 resources in a section (the API takes 50)',
      (d) => {
        const r = d.lessonPlans[0].sections[0].resources[0];
        d.lessonPlans[0].sections[0].resources = Array.from({ length: 51 }, () => r);
      },
      'lessonPlans.0.sections.0.resources: At most 50 resources in a section',
    ],
    [
      'a question of 2,001 characters (the API takes 2,000)',
      (d) => {
        d.classes[1].questions[0].content = 'Q'.repeat(2001);
      },
      'classes.1.questions.0.content: Content must be at most 2000 characters',
    ],
    [
      'a behaviour of 500 points (the API takes ±100)',
      (d) => {
        d.classes[0].students[0].behaviors[0].points = 500;
      },
      'classes.0.students.0.behaviors.0.points: Points must be between -100 and 100',
    ],
  ];
  for (const [what, change, message] of refused) {
    it(`refuses ${what} as a whole, naming it, and writes nothing`, async () => {
      const { teacher, as } = await freshTeacher();
      const doc = small();
      change(doc);
      const res = await as('POST', '/api/import/full', doc);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(message);
      expect(res.json().issues.length).toBeGreaterThan(0);
      expect(await classesOf(teacher.id)).toBe(0);
      expect(await plansOf(teacher.id)).toBe(0);
    });
  }

  it('lists the first problems, not one per broken record', async () => {
    const { as } = await freshTeacher();
    const doc = exportDocumentOfSize({ ...SMALL, classes: 10, studentsPerClass: 10 });
    for (const k of doc.classes) for (const s of k.students) s.lastName = '';
    const res = await as('POST', '/api/import/full', doc);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toHaveLength(20);
  });
});

describe('POST /api/import/full caps', () => {
  it('refuses a file over a cap with 413 naming it, before anything is validated or written', async () => {
    const { teacher, as } = await freshTeacher();
    // Not even valid items: the totals are counted first.
    const tooManyClasses = {
      ...small(),
      classes: Array.from({ length: RESTORE_LIMITS.classes + 1 }, () => ({})),
    };
    const res = await as('POST', '/api/import/full', tooManyClasses);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(
      'This file holds 101 classes; a restore takes at most 100. Export a smaller account or ask your administrator.',
    );
    const sections = Array.from({ length: RESTORE_LIMITS.lessonSections + 1 }, () => ({}));
    const tooManySections = { ...small(), lessonPlans: [{ sections }] };
    const again = await as('POST', '/api/import/full?dryRun=true', tooManySections);
    expect(again.statusCode).toBe(413);
    expect(again.json().message).toMatch(
      /^This file holds 6,001 lesson plan sections; a restore takes at most 6,000\./,
    );
    expect(await classesOf(teacher.id)).toBe(0);
  });
});

describe('POST /api/import/full writes in batches, all or nothing', () => {
  it('costs the same number of statements for 10 times the plans, questions and contracts', async () => {
    const { as: one } = await freshTeacher();
    const { as: two } = await freshTeacher();
    const smallCount = await countInserts(async () => {
      expect((await one('POST', '/api/import/full', small())).statusCode).toBe(201);
    });
    const bigger = exportDocumentOfSize({
      ...SMALL,
      questionsPerClass: 10,
      contractsPerClass: 5,
      lessonPlans: 20,
      sectionsPerPlan: 5,
      resourcesPerSection: 3,
    });
    const biggerCount = await countInserts(async () => {
      expect((await two('POST', '/api/import/full', bigger)).statusCode).toBe(201);
    });
    expect(smallCount).toBeGreaterThan(10);
    expect(biggerCount).toBe(smallCount);
  });

  it('leaves neither rows nor its staging account behind when the database refuses a row', async () => {
    const { teacher, as } = await freshTeacher();
    const doc = small();
    // Two students of one class with one email: the database's unique index refuses the second.
    (doc.classes[1].students[0] as { email: string | null }).email = 'twin@school.edu';
    (doc.classes[1].students[1] as { email: string | null }).email = 'twin@school.edu';
    const res = await as('POST', '/api/import/full', doc);
    expect(res.statusCode).toBe(409);
    expect(await classesOf(teacher.id)).toBe(0);
    expect(await plansOf(teacher.id)).toBe(0);
    expect(await stagingAccounts()).toBe(0);
  });

  it('the sweeper removes the staging account of a restore cut short by a crash', async () => {
    const [staging] = await db()
      .insert(teachers)
      .values({
        name: 'Restore in progress',
        email: 'restore-1-crashed@restoring.invalid',
        passwordHash: '',
        createdAt: new Date(Date.now() - 2 * 3_600_000),
        updatedAt: new Date(Date.now() - 2 * 3_600_000),
      })
      .returning();
    await db().insert(classes).values({ name: 'Half restored', classCode: 'HALF01', teacherId: staging.id });
    await discardDeadStaging(db());
    expect(await stagingAccounts()).toBe(0);
    expect(await db().select().from(classes).where(eq(classes.classCode, 'HALF01'))).toEqual([]);
  });
});

describe('one at a time, a few a minute', () => {
  it('a second restore or import of the same account while one runs is 409; another account is not held up', async () => {
    const { teacher, as } = await freshTeacher();
    const { as: other } = await freshTeacher();
    // A restore of this account is running (held open here until released).
    let release = () => {};
    const running = t.app.deps.longWrites.oneAtATime(
      teacher.id,
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    const second = await as('POST', '/api/import/full', small());
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toMatch(/^A restore or roster import of your account is still running/);
    const roster = { students: [{ firstName: 'Ada', lastName: 'L', className: 'Import while restoring' }] };
    expect((await as('POST', '/api/students/import', roster)).statusCode).toBe(409);
    expect(await classesOf(teacher.id)).toBe(0);
    // Another account is not held up: on PostgreSQL its restore runs, on the embedded database
    // it is asked to come back (the next test) and its reads are answered.
    expect((await other('GET', '/api/classes')).statusCode).toBe(200);
    if (t.database.kind === 'postgres') {
      expect((await other('POST', '/api/import/full', small())).statusCode).toBe(201);
    }
    release();
    await running;
    expect((await as('POST', '/api/import/full', small())).statusCode).toBe(201);
    expect(await classesOf(teacher.id)).toBe(2);
  });

  it.skipIf(!!process.env.TEST_DATABASE_URL)(
    "on the embedded database another account's restore or import while one runs is 429 with Retry-After; reads are answered",
    async () => {
      const { teacher, as } = await freshTeacher();
      const { teacher: other, as: asOther } = await freshTeacher();
      await asOther('POST', '/api/classes', { name: 'Readable meanwhile' });
      // A restore of the first account holds the server's one long write until released.
      let release = () => {};
      const running = t.app.deps.longWrites.oneAtATime(
        teacher.id,
        () => new Promise<void>((resolve) => (release = resolve)),
      );
      // The account whose restore runs still hears that its own is running.
      expect((await as('POST', '/api/import/full', small())).statusCode).toBe(409);
      const refused = await asOther('POST', '/api/import/full', small());
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('10');
      expect(refused.json()).toEqual({
        message: 'Another restore or roster import is running on this server. Try again in 10 seconds.',
        code: 'LONG_WRITE_BUSY',
      });
      const roster = { students: [{ firstName: 'Ada', lastName: 'L', className: 'While another restores' }] };
      const importRefused = await asOther('POST', '/api/students/import', roster);
      expect(importRefused.statusCode).toBe(429);
      expect(importRefused.headers['retry-after']).toBe('10');
      expect(await classesOf(other.id)).toBe(1);
      const reads = await asOther('GET', '/api/classes');
      expect(reads.statusCode).toBe(200);
      expect(reads.json()).toHaveLength(1);
      release();
      await running;
      expect((await asOther('POST', '/api/import/full', small())).statusCode).toBe(201);
      expect(await classesOf(other.id)).toBe(3);
    },
  );

  it('past the limit a teacher gets 429 for restores and imports; another teacher does not', async () => {
    const limited = await createTestApp({ longWritesPerMinute: 2 });
    try {
      const a = await createTeacher(limited.database.db);
      const b = await createTeacher(limited.database.db);
      const asA = requester(limited, await limited.cookieFor({ kind: 'teacher', id: a.id }));
      const asB = requester(limited, await limited.cookieFor({ kind: 'teacher', id: b.id }));
      const preview = () => asA('POST', '/api/import/full?dryRun=true', small());
      expect((await preview()).statusCode).toBe(200);
      expect((await preview()).statusCode).toBe(200);
      const third = await preview();
      expect(third.statusCode).toBe(429);
      expect(third.json().message).toBe(
        'At most 2 restores (or previews) a minute. Wait a minute and try again.',
      );
      expect((await asB('POST', '/api/import/full?dryRun=true', small())).statusCode).toBe(200);

      const roster = (n: number) => ({
        students: [{ firstName: `P${n}`, lastName: 'L', className: 'Limited' }],
      });
      expect((await asA('POST', '/api/students/import', roster(1))).statusCode).toBe(201);
      expect((await asA('POST', '/api/students/import', roster(2))).statusCode).toBe(201);
      const refused = await asA('POST', '/api/students/import', roster(3));
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('At most 2 roster imports a minute. Wait a minute and try again.');
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/students/import caps', () => {
  it(`refuses more than ${MAX_IMPORT_CLASSES} class names with 400 naming the limit, and loads nothing`, async () => {
    const { teacher, as } = await freshTeacher();
    const students = Array.from({ length: MAX_IMPORT_CLASSES + 1 }, (_, i) => ({
      firstName: 'A',
      lastName: `B${i}`,
      className: `Class ${i}`,
    }));
    const res = await as('POST', '/api/students/import', { students });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'This file names 101 classes; a roster import takes at most 100. Split the file and import each part.',
    );
    expect(await classesOf(teacher.id)).toBe(0);
  });

  it('creates many classes in one statement', async () => {
    const { as: one } = await freshTeacher();
    const { as: two } = await freshTeacher();
    const rows = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ firstName: 'A', lastName: `B${i}`, className: `Class ${i}` }));
    const few = await countInserts(async () => {
      expect((await one('POST', '/api/students/import', { students: rows(2) })).statusCode).toBe(201);
    });
    const many = await countInserts(async () => {
      expect((await two('POST', '/api/students/import', { students: rows(40) })).statusCode).toBe(201);
    });
    expect(few).toBeGreaterThan(1);
    expect(many).toBe(few);
  });
});
