import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { classes, students, teachers } from '../../src/server/db/schema';
import { createLocalBus } from '../../src/server/realtime/bus';
import { exportDocumentOfSize } from '../../src/server/seed/export-document';
import { createTeacher } from '../../src/server/seed/factories';
import { joinWithCode } from '../support/accounts';
import { requester } from '../support/classroom';
import { createTestApp, type TestContext } from '../support/test-app';

// A restore (or roster import) killed mid-way, by a crash or a restart, leaves its staging
// account and classes behind (docs/decisions/0118-interrupted-restores.md): their codes lead
// nowhere, the next start on the embedded database discards them, and the owner's retry does at
// once and gets the file's codes back.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const embedded = () => t.database.kind === 'pglite';
let codeCounter = 0;
/** A class code nobody else in this file uses. */
const freshCode = () => `KILLED${String(++codeCounter).padStart(2, '0')}`;

/**
 * What a restore killed after writing its classes leaves: the staging account and classes with
 * the file's codes, written by no process alive now. On PostgreSQL a dead writer's lease has not
 * been renewed for a while (a live one renews it every 15 s).
 */
async function killedRestore(teacherId: number, codes: string[]) {
  const [staging] = await db()
    .insert(teachers)
    .values({
      name: 'Restore in progress',
      email: `restore-${teacherId}-${randomUUID()}@staging.invalid`,
      passwordHash: '',
      updatedAt: new Date(Date.now() - (embedded() ? 0 : 5 * 60_000)),
    })
    .returning();
  const rows = await db()
    .insert(classes)
    .values(codes.map((classCode, i) => ({ name: `Half restored ${i}`, classCode, teacherId: staging.id })))
    .returning();
  await db()
    .insert(students)
    .values(rows.map((k) => ({ classId: k.id, firstName: 'Half', lastName: 'Written' })));
  return staging;
}
const stagingLeft = async (id: number) =>
  (await db().select().from(teachers).where(eq(teachers.id, id))).length +
  (await db().select().from(classes).where(eq(classes.teacherId, id))).length;

const join = (classCode: string) => joinWithCode(t, classCode);

function docWithCodes(codes: string[]) {
  const doc = exportDocumentOfSize({
    classes: codes.length,
    studentsPerClass: 2,
    behaviorsPerStudent: 1,
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

describe('a staging class is never joinable', () => {
  it('a student joining with a staging class code is refused exactly like an unknown code, and nothing is written', async () => {
    const teacher = await createTeacher(db());
    const [code] = [freshCode()];
    const staging = await killedRestore(teacher.id, [code]);
    const [stagingClass] = await db().select().from(classes).where(eq(classes.teacherId, staging.id));
    const unknown = await join('NOSUCH99');
    const refused = await join(code.toLowerCase());
    expect(unknown.statusCode).toBe(404);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(unknown.json());
    expect(refused.json()).toEqual({
      message: 'No class has that code. Check it with your teacher.',
      code: 'NOT_FOUND',
    });
    expect(refused.cookies).toEqual([]);
    expect(await db().select().from(students).where(eq(students.classId, stagingClass.id))).toHaveLength(1);
  });

  it('a roster import running right now does not make its new class joinable either', async () => {
    const teacher = await createTeacher(db());
    const [staging] = await db()
      .insert(teachers)
      .values({
        name: 'Roster import in progress',
        email: `import-${teacher.id}-${randomUUID()}@staging.invalid`,
        passwordHash: '',
      })
      .returning();
    const code = freshCode();
    await db().insert(classes).values({ name: 'Being imported', classCode: code, teacherId: staging.id });
    expect((await join(code)).statusCode).toBe(404);
  });
});

describe('a retried restore', () => {
  it("discards its owner's dead staging at once and keeps the file's codes", async () => {
    const teacher = await createTeacher(db());
    const as = requester(t, await t.cookieFor({ kind: 'teacher', id: teacher.id }));
    const codes = [freshCode(), freshCode()];
    const staging = await killedRestore(teacher.id, codes);
    const res = await as('POST', '/api/import/full', docWithCodes(codes));
    expect(res.statusCode).toBe(201);
    expect(res.json().createdClasses.map((k: { classCode: string }) => k.classCode)).toEqual(codes);
    expect(await stagingLeft(staging.id)).toBe(0);
    // The codes now lead into the teacher's restored class.
    const joined = await join(codes[0]);
    expect(joined.statusCode).toBe(201);
    expect(joined.json().class.id).toBe(res.json().createdClasses[0].id);
  });

  it("leaves another teacher's staging alone", async () => {
    const owner = await createTeacher(db());
    const retrying = await createTeacher(db());
    const as = requester(t, await t.cookieFor({ kind: 'teacher', id: retrying.id }));
    const code = freshCode();
    const staging = await killedRestore(owner.id, [code]);
    const res = await as('POST', '/api/import/full', docWithCodes([code]));
    expect(res.statusCode).toBe(201);
    expect(res.json().createdClasses[0].classCode).not.toBe(code);
    expect(await stagingLeft(staging.id)).toBe(2);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
  it("a retry leaves staging whose writer's lease is still renewed (another instance may be writing)", async () => {
    const teacher = await createTeacher(db());
    const as = requester(t, await t.cookieFor({ kind: 'teacher', id: teacher.id }));
    const code = freshCode();
    const staging = await killedRestore(teacher.id, [code]);
    await db().update(teachers).set({ updatedAt: new Date() }).where(eq(teachers.id, staging.id));
    const res = await as('POST', '/api/import/full', docWithCodes([code]));
    expect(res.statusCode).toBe(201);
    expect(res.json().createdClasses[0].classCode).not.toBe(code);
    expect(await stagingLeft(staging.id)).toBe(2);
  });
});

describe.skipIf(!!process.env.TEST_DATABASE_URL)('on the embedded database', () => {
  it('the next start discards what a killed restore left, whoever it belonged to', async () => {
    const teacher = await createTeacher(db());
    const code = freshCode();
    const staging = await killedRestore(teacher.id, [code]);
    // The older version's marker, too.
    const [older] = await db()
      .insert(teachers)
      .values({
        name: 'Restore in progress',
        email: `restore-${teacher.id}-x@restoring.invalid`,
        passwordHash: '',
      })
      .returning();
    // The server starting again on the same database.
    const restarted = await buildApp({
      config: t.app.deps.config,
      database: t.database,
      bus: createLocalBus(),
      mailer: { send: async () => {} },
      logger: false,
    });
    try {
      await restarted.ready();
      expect(await stagingLeft(staging.id)).toBe(0);
      expect(await stagingLeft(older.id)).toBe(0);
      expect(await db().select().from(teachers).where(like(teachers.email, '%@staging.invalid'))).toEqual([]);
      // A real teacher is untouched.
      expect(await db().select().from(teachers).where(eq(teachers.id, teacher.id))).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  });
});
