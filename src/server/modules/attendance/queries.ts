import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { AttendanceMark } from '../../../shared/attendance/marks';
import { ownedClass, ownedStudent } from '../../auth/ownership';
import type { Db, Tx } from '../../db/client';
import { absences, classes, students } from '../../db/schema';
import { badRequest } from '../../errors';

/** Ids of the class's students absent on `day`, ascending (late and left early count as here). */
export async function absentIds(db: Db | Tx, classId: number, day: string): Promise<number[]> {
  return (await dayMarks(db, classId, day)).absentStudentIds;
}

/** The day's three lists of the class, each by id ascending. */
async function dayMarks(db: Db | Tx, classId: number, day: string) {
  const rows = await db
    .select({ id: absences.studentId, mark: absences.mark })
    .from(absences)
    .innerJoin(students, eq(students.id, absences.studentId))
    .where(and(eq(students.classId, classId), eq(absences.day, day)))
    .orderBy(asc(absences.studentId));
  const of = (mark: AttendanceMark) => rows.filter((r) => r.mark === mark).map((r) => r.id);
  return {
    absentStudentIds: of('absent'),
    lateStudentIds: of('late'),
    leftEarlyStudentIds: of('left_early'),
  };
}

export async function getAttendance(db: Db, teacherId: number, classId: number, day: string) {
  await ownedClass(db, teacherId, classId);
  return { date: day, ...(await dayMarks(db, classId, day)) };
}

export interface DayMarks {
  absentStudentIds: number[];
  lateStudentIds: number[];
  leftEarlyStudentIds: number[];
}

/**
 * Replaces the day's lists for the class, all or nothing: every id must be a student of this
 * class, or nothing changes (400); the body's schema already refused a student in two lists.
 * The class row is locked, so two devices saving at once apply one after the other and the
 * last one's lists are the day's.
 */
export function setAttendance(db: Db, teacherId: number, classId: number, day: string, marks: DayMarks) {
  const byMark: [AttendanceMark, number[]][] = [
    ['absent', marks.absentStudentIds],
    ['late', marks.lateStudentIds],
    ['left_early', marks.leftEarlyStudentIds],
  ];
  const ids = byMark.flatMap(([, list]) => list);
  return db.transaction(async (tx) => {
    await ownedClass(tx, teacherId, classId);
    await tx.select({ id: classes.id }).from(classes).where(eq(classes.id, classId)).for('update');
    if (ids.length > 0) {
      const found = await tx
        .select({ id: students.id })
        .from(students)
        .where(and(eq(students.classId, classId), inArray(students.id, ids)));
      if (found.length !== ids.length) {
        throw badRequest(
          'Only students of this class can be marked absent, late or left early',
          'NOT_IN_CLASS',
        );
      }
    }
    const ofClass = tx.select({ id: students.id }).from(students).where(eq(students.classId, classId));
    await tx.delete(absences).where(and(eq(absences.day, day), inArray(absences.studentId, ofClass)));
    const rows = byMark.flatMap(([mark, list]) => list.map((studentId) => ({ studentId, day, mark })));
    if (rows.length > 0) await tx.insert(absences).values(rows);
    const sorted = (list: number[]) => [...list].sort((a, b) => a - b);
    return {
      date: day,
      absentStudentIds: sorted(marks.absentStudentIds),
      lateStudentIds: sorted(marks.lateStudentIds),
      leftEarlyStudentIds: sorted(marks.leftEarlyStudentIds),
    };
  });
}

/** The days one of this teacher's students was absent, newest first (not the days late or left early). */
export async function studentAbsences(db: Db, teacherId: number, studentId: number) {
  await ownedStudent(db, teacherId, studentId);
  const rows = await db
    .select({ day: absences.day })
    .from(absences)
    .where(and(eq(absences.studentId, studentId), eq(absences.mark, 'absent')))
    .orderBy(desc(absences.day));
  return { dates: rows.map((r) => r.day) };
}

export interface AttendanceCounts {
  absent: number;
  late: number;
  leftEarly: number;
}

/** Days absent, late and left early per student of the class in [from, until) (YYYY-MM-DD, `until` exclusive). */
export async function attendanceByStudent(db: Db, classId: number, from: string, until: string) {
  const days = (mark: AttendanceMark) =>
    sql<number>`(count(*) filter (where ${absences.mark} = ${mark}))::int`;
  const rows = await db
    .select({
      studentId: absences.studentId,
      absent: days('absent'),
      late: days('late'),
      leftEarly: days('left_early'),
    })
    .from(absences)
    .innerJoin(students, eq(students.id, absences.studentId))
    .where(and(eq(students.classId, classId), gte(absences.day, from), lt(absences.day, until)))
    .groupBy(absences.studentId);
  return new Map<number, AttendanceCounts>(rows.map(({ studentId, ...counts }) => [studentId, counts]));
}
