import { and, desc, eq, sql } from 'drizzle-orm';
import type { HomeworkEntryView } from '../../../shared/homework/schemas';
import type { Db } from '../../db/client';
import { classes, homeworkEntries, students } from '../../db/schema';
import { notFound } from '../../errors';

const entryColumns = {
  id: homeworkEntries.id,
  studentId: homeworkEntries.studentId,
  points: homeworkEntries.points,
  description: homeworkEntries.description,
  timestamp: homeworkEntries.timestamp,
};

type EntryRow = Pick<typeof homeworkEntries.$inferSelect, keyof typeof entryColumns>;

export const presentHomeworkEntry = (e: EntryRow): HomeworkEntryView => ({
  id: e.id,
  studentId: e.studentId,
  points: e.points,
  description: e.description,
  timestamp: e.timestamp.toISOString(),
});

/**
 * Records one entry and adds its points to hwScore in one transaction, so hwScore always
 * equals the sum of the entries (ARCHITECTURE §4). The update comes first: it locks the student
 * row, and concurrent entries for one student add up one after another.
 */
export function recordHomework(db: Db, studentId: number, points: number, description: string | null) {
  return db.transaction(async (tx) => {
    const [student] = await tx
      .update(students)
      .set({ hwScore: sql`${students.hwScore} + ${points}` })
      .where(eq(students.id, studentId))
      .returning({ hwScore: students.hwScore });
    if (!student) throw notFound('Student not found');
    const [entry] = await tx
      .insert(homeworkEntries)
      .values({ studentId, points, description })
      .returning(entryColumns);
    return { entry: presentHomeworkEntry(entry), hwScore: student.hwScore };
  });
}

const newestFirst = [desc(homeworkEntries.timestamp), desc(homeworkEntries.id)];

export async function studentHomework(db: Db, studentId: number, limit: number) {
  const rows = await db
    .select(entryColumns)
    .from(homeworkEntries)
    .where(eq(homeworkEntries.studentId, studentId))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(presentHomeworkEntry);
}

/** Every entry of every student in this teacher's classes, newest first. */
export async function teacherHomework(db: Db, teacherId: number, limit: number) {
  const rows = await db
    .select(entryColumns)
    .from(homeworkEntries)
    .innerJoin(students, eq(students.id, homeworkEntries.studentId))
    .innerJoin(classes, and(eq(classes.id, students.classId), eq(classes.teacherId, teacherId)))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows.map(presentHomeworkEntry);
}
