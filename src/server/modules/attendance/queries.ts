import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { ownedClass, ownedStudent } from '../../auth/ownership';
import type { Db, Tx } from '../../db/client';
import { absences, classes, students } from '../../db/schema';
import { badRequest } from '../../errors';

/** Ids of the class's students absent on `day`, ascending. */
export async function absentIds(db: Db | Tx, classId: number, day: string): Promise<number[]> {
  const rows = await db
    .select({ id: absences.studentId })
    .from(absences)
    .innerJoin(students, eq(students.id, absences.studentId))
    .where(and(eq(students.classId, classId), eq(absences.day, day)))
    .orderBy(asc(absences.studentId));
  return rows.map((r) => r.id);
}

export async function getAttendance(db: Db, teacherId: number, classId: number, day: string) {
  await ownedClass(db, teacherId, classId);
  return { date: day, absentStudentIds: await absentIds(db, classId, day) };
}

/**
 * Replaces the day's list for the class, all or nothing: every id must be a student of this
 * class, or nothing changes (400). The class row is locked, so two devices saving at once
 * apply one after the other and the last one's list is the day's list.
 */
export function setAttendance(db: Db, teacherId: number, classId: number, day: string, ids: number[]) {
  return db.transaction(async (tx) => {
    await ownedClass(tx, teacherId, classId);
    await tx.select({ id: classes.id }).from(classes).where(eq(classes.id, classId)).for('update');
    if (ids.length > 0) {
      const found = await tx
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.classId, classId), inArray(students.id, ids)));
      if (found.length !== ids.length) {
        throw badRequest('Only students of this class can be marked absent', 'NOT_IN_CLASS');
      }
    }
    const ofClass = tx.select({ id: students.id }).from(students).where(eq(students.classId, classId));
    await tx.delete(absences).where(and(eq(absences.day, day), inArray(absences.studentId, ofClass)));
    if (ids.length > 0) await tx.insert(absences).values(ids.map((studentId) => ({ studentId, day })));
    return { date: day, absentStudentIds: [...ids].sort((a, b) => a - b) };
  });
}

/** The days one of this teacher's students was absent, newest first. */
export async function studentAbsences(db: Db, teacherId: number, studentId: number) {
  await ownedStudent(db, teacherId, studentId);
  const rows = await db
    .select({ day: absences.day })
    .from(absences)
    .where(eq(absences.studentId, studentId))
    .orderBy(desc(absences.day));
  return { dates: rows.map((r) => r.day) };
}

/** Days absent per student of the class in [from, until) (YYYY-MM-DD, `until` exclusive). */
export async function daysAbsentByStudent(db: Db, classId: number, from: string, until: string) {
  const rows = await db
    .select({ studentId: absences.studentId, days: sql<number>`count(*)::int` })
    .from(absences)
    .innerJoin(students, eq(students.id, absences.studentId))
    .where(and(eq(students.classId, classId), gte(absences.day, from), lt(absences.day, until)))
    .groupBy(absences.studentId);
  return new Map(rows.map((r) => [r.studentId, r.days]));
}
