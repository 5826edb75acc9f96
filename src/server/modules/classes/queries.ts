import { and, asc, eq, sql } from 'drizzle-orm';
import { type BehaviorPreset, DEFAULT_BEHAVIOR_PRESET } from '../../../shared/behavior-types/presets';
import { classNameWithPeriod } from '../../../shared/classes/class-code';
import { type ClassContentsView, TRIAL_CLASS_NAME, TRIAL_CLASS_SIZE } from '../../../shared/classes/schemas';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import {
  behaviors,
  classes,
  homeworkEntries,
  questions,
  socialContracts,
  studentSkills,
  students,
  teachers,
} from '../../db/schema';
import { notFound } from '../../errors';
import { seedNewClass } from '../behavior-types/queries';
import { classCodeConflict, classCodeTaken, uniqueClassCode } from './codes';
import { FIRST_NAMES, studentNames } from './student-names';

/** Two creations racing for one code: the unique index decides and the loser gets a 409. */
function rethrowCodeConflict(err: unknown): never {
  const e = err as { code?: string; cause?: { code?: string } };
  if ((e.cause?.code ?? e.code) === '23505') throw classCodeConflict();
  throw err;
}

const teacherClasses = prepared('classes_of_teacher', (db) =>
  db
    .select()
    .from(classes)
    .where(eq(classes.teacherId, sql.placeholder('teacherId')))
    .orderBy(asc(classes.id)),
);

export const listClasses = (db: Db, teacherId: number) => teacherClasses(db).execute({ teacherId });

export async function createClass(
  db: Db,
  teacherId: number,
  input: {
    name: string;
    classCode?: string;
    period?: string | number | null;
    behaviorPreset?: BehaviorPreset;
  },
) {
  if (input.classCode && (await classCodeTaken(db, input.classCode))) throw classCodeConflict();
  const classCode = input.classCode ?? (await uniqueClassCode(db));
  const behaviorPreset = input.behaviorPreset ?? DEFAULT_BEHAVIOR_PRESET;
  return db
    .transaction(async (tx) => {
      const [klass] = await tx
        .insert(classes)
        .values({ name: classNameWithPeriod(input.name, input.period), classCode, teacherId, behaviorPreset })
        .returning();
      await seedNewClass(tx, klass);
      return klass;
    })
    .catch(rethrowCodeConflict);
}

export async function renameClass(db: Db, teacherId: number, classId: number, name: string) {
  const [klass] = await db
    .update(classes)
    .set({ name })
    .where(and(eq(classes.id, classId), eq(classes.teacherId, teacherId)))
    .returning();
  if (!klass) throw notFound('Class not found');
  return klass;
}

/** ON DELETE CASCADE removes the students and everything hanging from them. */
export async function deleteClass(db: Db, teacherId: number, classId: number) {
  const [row] = await db
    .delete(classes)
    .where(and(eq(classes.id, classId), eq(classes.teacherId, teacherId)))
    .returning({ id: classes.id });
  if (!row) throw notFound('Class not found');
}

/**
 * The trial class and its 20 students, in one transaction: both or neither. A teacher has one
 * trial class: when a class of theirs already bears its name, that class and its students come
 * back instead (`created: false`), so a double click or a repeated request opens the same class
 * (decision 0080). The teacher's row is locked first, so two requests at once cannot both create.
 */
export function createTrialClass(db: Db, teacherId: number) {
  // A random slice of the name lists, so two teachers' trial classes do not share a roster.
  const offset = Math.floor(Math.random() * FIRST_NAMES.length);
  return db.transaction(async (tx) => {
    await tx.select({ id: teachers.id }).from(teachers).where(eq(teachers.id, teacherId)).for('update');
    const [existing] = await tx
      .select()
      .from(classes)
      .where(and(eq(classes.teacherId, teacherId), eq(classes.name, TRIAL_CLASS_NAME)))
      .orderBy(asc(classes.id))
      .limit(1);
    const klass =
      existing ??
      (
        await tx
          .insert(classes)
          .values({ name: TRIAL_CLASS_NAME, classCode: await uniqueClassCode(tx), teacherId })
          .returning()
      )[0];
    const roster = existing
      ? await tx.select().from(students).where(eq(students.classId, klass.id))
      : await tx
          .insert(students)
          .values(studentNames(TRIAL_CLASS_SIZE, offset).map((n) => ({ ...n, classId: klass.id })))
          .returning();
    roster.sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
    return { klass, roster, created: !existing };
  });
}

/** How much a class deletion takes with it, counted in one query (the delete dialog says it). */
export async function classContents(db: Db, classId: number) {
  const inClass = sql`(select ${students.id} from ${students} where ${students.classId} = ${classId})`;
  const n = (q: ReturnType<typeof sql>) => sql<number>`(${q})::int`;
  const result = await db.execute(sql`select
    ${n(sql`select count(*) from ${students} where ${students.classId} = ${classId}`)} as students,
    ${n(sql`select count(*) from ${behaviors} where ${behaviors.studentId} in ${inClass}`)} as "behaviorRecords",
    ${n(sql`select count(*) from ${homeworkEntries} where ${homeworkEntries.studentId} in ${inClass}`)} as "homeworkEntries",
    ${n(sql`select count(*) from ${studentSkills} where ${studentSkills.studentId} in ${inClass} and ${studentSkills.points} > 0`)} as "skillProgress",
    ${n(sql`select count(*) from ${questions} where ${questions.classId} = ${classId}`)} as questions,
    ${n(sql`select count(*) from ${socialContracts} where ${socialContracts.classId} = ${classId}`)} as contracts`);
  const [row] = (result as unknown as { rows: ClassContentsView[] }).rows;
  return row;
}
