import { eq, inArray, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepExpired } from '../../src/server/auth/sweeper';
import { classes, students, teachers } from '../../src/server/db/schema';
import { withStaging } from '../../src/server/db/staging';
import { createClass, createStudents, createTeacher } from '../../src/server/seed/factories';
import { requester } from '../support/classroom';
import { failAt, holdAt, onStatements } from '../support/statements';
import { createTestApp, type TestContext } from '../support/test-app';

// The roster import writes in 500-row batches under a staging account and hands everything to the
// teacher in one short transaction (docs/decisions/0055-roster-import-behind-a-staging-account.md):
// all or nothing, nothing visible before the hand-over, 409 ROSTER_CHANGED when the teacher's
// classes changed in a way that matters, and nothing left after a failure or a crash.

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.database.db;
const URL = '/api/students/import';
/** Inserts of students, as drizzle sends them: the import's batches (and nothing else here). */
const STUDENT_INSERT = /^\s*insert into "students"/i;

/** A teacher with one class of 2 students, and a file of 1,200 rows (three batches): half for that class, half for two new ones. */
async function setUp() {
  const teacher = await createTeacher(db());
  const existing = await createClass(db(), teacher.id, { name: 'Existing class' });
  await createStudents(db(), existing.id, 2);
  const as = requester(t, await t.cookieFor({ kind: 'teacher', id: teacher.id }));
  const tag = `Staged${teacher.id}`;
  const file = {
    students: Array.from({ length: 1200 }, (_, i) => ({
      row: i + 2,
      firstName: `Pupil${i}`,
      lastName: tag,
      className: i % 2 === 0 ? 'existing CLASS' : `New class ${i % 4 === 1 ? 'A' : 'B'} ${tag}`,
    })),
  };
  return { teacher, existing, as, file, tag };
}

const stagingAccounts = async () =>
  (
    await db()
      .select({ id: teachers.id })
      .from(teachers)
      .where(or(like(teachers.email, '%@staging.invalid'), like(teachers.email, '%@restoring.invalid')))
  ).length;
/** Rows of the file anywhere in the database, whoever's class they are in. */
const fileRows = async (tag: string) =>
  (await db().select({ id: students.id }).from(students).where(eq(students.lastName, tag))).length;
const classNames = async (as: ReturnType<typeof requester>) =>
  (await as('GET', '/api/classes')).json().map((k: { name: string }) => k.name);
const rosterSize = async (as: ReturnType<typeof requester>, classId: number) =>
  (await as('GET', `/api/students?classId=${classId}`)).json().length;

/** Sends the import, waits until its second batch of students is about to be written, runs `meanwhile`, then lets it finish. */
async function importHeldAtSecondBatch(
  as: ReturnType<typeof requester>,
  file: object,
  meanwhile: () => Promise<void>,
) {
  const hold = holdAt(STUDENT_INSERT, 2);
  const restore = onStatements(t, hold.hook);
  try {
    const sent = as('POST', URL, file);
    await hold.held;
    try {
      await meanwhile();
    } finally {
      hold.release();
    }
    return await sent;
  } finally {
    restore();
  }
}

describe('POST /api/students/import behind a staging account', () => {
  it('shows the teacher nothing of the import before the hand-over, then all of it at once', async () => {
    const { existing, as, file, tag } = await setUp();
    const res = await importHeldAtSecondBatch(as, file, async () => {
      // 500 students and both new classes are written by now, none of it the teacher's yet.
      expect(await fileRows(tag)).toBe(500);
      expect(await classNames(as)).toEqual(['Existing class']);
      expect(await rosterSize(as, existing.id)).toBe(2);
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    expect(res.json().students).toHaveLength(1200);
    expect(res.json().students[0].classId).toBe(existing.id);
    expect(await classNames(as)).toEqual(['Existing class', `New class A ${tag}`, `New class B ${tag}`]);
    expect(await rosterSize(as, existing.id)).toBe(602);
    expect(await stagingAccounts()).toBe(0);
  });

  it('leaves nothing behind when a batch fails half way', async () => {
    const { existing, as, file, tag } = await setUp();
    const restore = onStatements(t, failAt(STUDENT_INSERT, 2));
    let res: Awaited<ReturnType<typeof as>>;
    try {
      res = await as('POST', URL, file);
    } finally {
      restore();
    }
    expect(res.statusCode).toBe(500);
    expect(await fileRows(tag)).toBe(0);
    expect(await classNames(as)).toEqual(['Existing class']);
    expect(await rosterSize(as, existing.id)).toBe(2);
    expect(
      await db()
        .select()
        .from(classes)
        .where(like(classes.name, `New class % ${tag}`)),
    ).toEqual([]);
    expect(await stagingAccounts()).toBe(0);
  });

  it('answers 409 ROSTER_CHANGED and loads nothing when a class it adds to is deleted meanwhile', async () => {
    const { existing, as, file, tag } = await setUp();
    const res = await importHeldAtSecondBatch(as, file, async () => {
      expect((await as('DELETE', `/api/classes/${existing.id}`)).statusCode).toBe(200);
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'ROSTER_CHANGED',
      message:
        'Your classes changed while this roster was being imported (a class it adds students to was deleted). Nothing was imported: import the file again.',
    });
    expect(await fileRows(tag)).toBe(0);
    expect(await classNames(as)).toEqual([]);
    expect(await stagingAccounts()).toBe(0);
  });

  it('answers 409 ROSTER_CHANGED when a student of the file is added to their class meanwhile', async () => {
    const { existing, as, file, tag } = await setUp();
    const res = await importHeldAtSecondBatch(as, file, async () => {
      const added = await as('POST', '/api/students', {
        classId: existing.id,
        firstName: 'pupil600',
        lastName: tag,
      });
      expect(added.statusCode, added.body).toBe(201);
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'ROSTER_CHANGED',
      message:
        'Your classes changed while this roster was being imported (a student in the file was added to their class in the meantime). Nothing was imported: import the file again.',
    });
    // Only the student added by hand.
    expect(await fileRows(tag)).toBe(1);
    expect(await classNames(as)).toEqual(['Existing class']);
    expect(await rosterSize(as, existing.id)).toBe(3);
    expect(await stagingAccounts()).toBe(0);
  });
});

describe('the sweeper and a crashed import', () => {
  it("removes a dead import's staging account with its classes and students; leaves one still being written, however old", async () => {
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
    const [crashed] = await db()
      .insert(teachers)
      .values({
        name: 'Roster import in progress',
        email: 'import-1-crashed@staging.invalid',
        passwordHash: '',
        createdAt: hoursAgo(2),
        // On PostgreSQL a dead writer's lease has not been renewed for long (decision 0118).
        updatedAt: hoursAgo(2),
      })
      .returning();
    const crashedClass = await createClass(db(), crashed.id, { name: `Half imported ${crashed.id}` });
    await createStudents(db(), crashedClass.id, 3);
    const teacher = await createTeacher(db());
    // A import still being written, whose staging account is older than the old age rule's hour.
    const running = await withStaging(db(), teacher.id, 'import', async (stagingId) => {
      const klass = await createClass(db(), stagingId, { name: 'Still importing' });
      await db()
        .update(teachers)
        .set({ createdAt: hoursAgo(2) })
        .where(eq(teachers.id, stagingId));
      await sweepExpired(db());
      const left = await db()
        .select({ id: teachers.id })
        .from(teachers)
        .where(inArray(teachers.id, [crashed.id, stagingId]));
      expect(left).toEqual([{ id: stagingId }]);
      expect(await db().select().from(classes).where(eq(classes.id, klass.id))).toHaveLength(1);
      return stagingId;
    });
    expect(await db().select().from(students).where(eq(students.classId, crashedClass.id))).toEqual([]);
    await db().delete(teachers).where(eq(teachers.id, running));
  });
});
