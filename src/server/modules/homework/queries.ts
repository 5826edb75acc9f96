import { and, desc, eq, sql } from 'drizzle-orm';
import { appliedHomeworkPoints, type HomeworkEntryView } from '../../../shared/homework/schemas';
import { lockOwnedStudents } from '../../auth/ownership';
import type { Db, Tx } from '../../db/client';
import { classes, homeworkEntries, students } from '../../db/schema';

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

export interface HomeworkInput {
  studentId: number;
  points: number;
  description: string | null;
}

/**
 * Records one entry per student and adds its points to each hwScore, all in one transaction:
 * every student must be this teacher's, or nothing is written (404). hwScore always equals the
 * sum of the entries (docs/architecture.md#data-rules) and never drops below 0: each entry records the points
 * really applied (decision 0017). Three statements whatever the number of students: lock and
 * read, one UPDATE from a VALUES list, one multi-row INSERT.
 */
export function recordHomework(db: Db | Tx, teacherId: number, inputs: readonly HomeworkInput[]) {
  return db.transaction(async (tx) => {
    const owned = await lockOwnedStudents(
      tx,
      teacherId,
      inputs.map((i) => i.studentId),
    );
    const before = new Map(owned.map((s) => [s.id, s.hwScore]));
    const applied = inputs.map((i) => ({
      ...i,
      points: appliedHomeworkPoints(before.get(i.studentId) ?? 0, i.points),
    }));
    const values = sql.join(
      applied.map((a) => sql`(${a.studentId}::int, ${a.points}::int)`),
      sql`, `,
    );
    const updated = await tx.execute(sql`
      update ${students} s set hw_score = s.hw_score + v.points
      from (values ${values}) as v(id, points)
      where s.id = v.id
      returning s.id, s.hw_score`);
    const rows = (updated as unknown as { rows: { id: number; hw_score: number }[] }).rows;
    const score = new Map(rows.map((r) => [Number(r.id), Number(r.hw_score)]));
    const inserted = await tx.insert(homeworkEntries).values(applied).returning(entryColumns);
    const entryOf = new Map(inserted.map((e) => [e.studentId, e]));
    return {
      // In the order sent (one entry per student, so the student id finds it).
      results: applied.map(({ studentId }) => ({
        entry: presentHomeworkEntry(entryOf.get(studentId) as EntryRow),
        hwScore: score.get(studentId) ?? 0,
      })),
      /** Each student's class and new score: the change event's figures. */
      changed: owned.map((s) => ({ id: s.id, classId: s.classId, hwScore: score.get(s.id) ?? s.hwScore })),
    };
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
