import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { isoDay } from '../../../shared/exports/report-period';
import { ownedClass, ownedStudent } from '../../auth/ownership';
import type { Db } from '../../db/client';
import { behaviors, classes, homeworkEntries, students, teachers } from '../../db/schema';
import { attendanceByStudent } from '../attendance/queries';
import { isUndone } from '../behaviors/queries';
import { getStudentWithSkills, listTeacherStudents } from '../students/queries';

// The figures behind the text and CSV reports: a constant number of queries per report.

export interface Period {
  from: Date;
  /** Exclusive: the day after the last day. */
  until: Date;
}

const teacherName = async (db: Db, teacherId: number) =>
  (await db.select({ name: teachers.name }).from(teachers).where(eq(teachers.id, teacherId)))[0]?.name ?? '';

/**
 * What a report counts: neither an undo that names its original nor that original (the pair
 * nets to zero, docs/decisions/0076); both stay in the database and the full export.
 */
const counted = sql`${behaviors.undoesId} is null and not ${isUndone()}`;

/** Behaviour counts (and optionally points) per key, split by sign. */
const signed = {
  positive: sql<number>`count(*) filter (where ${behaviors.points} > 0)::int`,
  negative: sql<number>`count(*) filter (where ${behaviors.points} < 0)::int`,
};

export async function classSummaryData(db: Db, teacherId: number) {
  const own = await db
    .select()
    .from(classes)
    .where(eq(classes.teacherId, teacherId))
    .orderBy(asc(classes.id));
  const ids = own.map((c) => c.id);
  if (ids.length === 0) return { teacher: await teacherName(db, teacherId), classes: [] };
  const [figures, records, types, teacher] = await Promise.all([
    db
      .select({
        classId: students.classId,
        students: count(),
        balance: sql<number>`coalesce(avg(${students.balance}), 0)::float`,
        hwScore: sql<number>`coalesce(avg(${students.hwScore}), 0)::float`,
      })
      .from(students)
      .where(inArray(students.classId, ids))
      .groupBy(students.classId),
    db
      .select({ classId: students.classId, ...signed })
      .from(behaviors)
      .innerJoin(students, eq(students.id, behaviors.studentId))
      .where(and(inArray(students.classId, ids), counted))
      .groupBy(students.classId),
    db
      .select({ classId: students.classId, type: behaviors.type, n: count() })
      .from(behaviors)
      .innerJoin(students, eq(students.id, behaviors.studentId))
      .where(and(inArray(students.classId, ids), sql`${behaviors.points} > 0`, counted))
      .groupBy(students.classId, behaviors.type)
      .orderBy(desc(count()), asc(behaviors.type)),
    teacherName(db, teacherId),
  ]);
  return {
    teacher,
    classes: own.map((c) => {
      const f = figures.find((x) => x.classId === c.id);
      const r = records.find((x) => x.classId === c.id);
      return {
        name: c.name,
        classCode: c.classCode,
        students: f?.students ?? 0,
        averageBalance: f?.balance ?? 0,
        averageHomework: f?.hwScore ?? 0,
        positive: r?.positive ?? 0,
        negative: r?.negative ?? 0,
        topBehaviors: types
          .filter((x) => x.classId === c.id)
          .slice(0, 3)
          .map((x) => ({ type: x.type, count: x.n })),
      };
    }),
  };
}
export type ClassSummaryData = Awaited<ReturnType<typeof classSummaryData>>;

export async function classReportData(db: Db, teacherId: number, classId: number, period: Period) {
  const klass = await ownedClass(db, teacherId, classId);
  const inPeriod = (col: typeof behaviors.timestamp | typeof homeworkEntries.timestamp) =>
    and(gte(col, period.from), lt(col, period.until));
  const [roster, behaviorFigures, homeworkFigures, teacher, attendance] = await Promise.all([
    listTeacherStudents(db, teacherId, classId),
    db
      .select({
        studentId: behaviors.studentId,
        points: sql<number>`sum(${behaviors.points})::int`,
        ...signed,
      })
      .from(behaviors)
      .innerJoin(students, eq(students.id, behaviors.studentId))
      .where(and(eq(students.classId, classId), inPeriod(behaviors.timestamp), counted))
      .groupBy(behaviors.studentId),
    db
      .select({
        studentId: homeworkEntries.studentId,
        points: sql<number>`sum(${homeworkEntries.points})::int`,
      })
      .from(homeworkEntries)
      .innerJoin(students, eq(students.id, homeworkEntries.studentId))
      .where(and(eq(students.classId, classId), inPeriod(homeworkEntries.timestamp)))
      .groupBy(homeworkEntries.studentId),
    teacherName(db, teacherId),
    // Attendance days are calendar days: the period's own days, `until` exclusive.
    attendanceByStudent(db, classId, isoDay(period.from), isoDay(period.until)),
  ]);
  return {
    klass,
    teacher,
    period,
    students: roster.map((s) => {
      const b = behaviorFigures.find((x) => x.studentId === s.id);
      return {
        ...s,
        periodPoints: b?.points ?? 0,
        positive: b?.positive ?? 0,
        negative: b?.negative ?? 0,
        periodHomework: homeworkFigures.find((x) => x.studentId === s.id)?.points ?? 0,
        daysAbsent: attendance.get(s.id)?.absent ?? 0,
        daysLate: attendance.get(s.id)?.late ?? 0,
        daysLeftEarly: attendance.get(s.id)?.leftEarly ?? 0,
      };
    }),
  };
}
export type ClassReportData = Awaited<ReturnType<typeof classReportData>>;

export const REPORT_BEHAVIORS = 10;

export async function studentReportData(db: Db, teacherId: number, studentId: number) {
  const owned = await ownedStudent(db, teacherId, studentId);
  const [student, recent, homework, [klass], teacher] = await Promise.all([
    getStudentWithSkills(db, studentId),
    db
      .select()
      .from(behaviors)
      .where(and(eq(behaviors.studentId, studentId), counted))
      .orderBy(desc(behaviors.timestamp), desc(behaviors.id))
      .limit(REPORT_BEHAVIORS),
    db.select({ n: count() }).from(homeworkEntries).where(eq(homeworkEntries.studentId, studentId)),
    db.select({ name: classes.name }).from(classes).where(eq(classes.id, owned.classId)),
    teacherName(db, teacherId),
  ]);
  return { student, recent, homeworkEntries: homework[0]?.n ?? 0, className: klass.name, teacher };
}
export type StudentReportData = Awaited<ReturnType<typeof studentReportData>>;
