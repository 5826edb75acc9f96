import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { StudentSkillView } from '../../../shared/skills/schemas';
import type { Db } from '../../db/client';
import { classes, skills, studentSkills, students } from '../../db/schema';
import { notFound } from '../../errors';
import { ownedClass } from '../classes/policies';
import { ownedStudent } from './policies';

/** The columns a student view needs: never the password hash, login code or Google id. */
export const studentColumns = {
  id: students.id,
  classId: students.classId,
  firstName: students.firstName,
  lastName: students.lastName,
  nickname: students.nickname,
  email: students.email,
  photoUrl: students.photoUrl,
  bio: students.bio,
  balance: students.balance,
  hwScore: students.hwScore,
  isRegistered: students.isRegistered,
  createdAt: students.createdAt,
};

// Each student's skill progress as one JSON array, aggregated inside the same query: a list of
// any length costs one round trip, never one per student (ARCHITECTURE §4). Written with explicit
// aliases because drizzle leaves columns unqualified in a one-table select, which would make the
// correlation ambiguous.
const skillsJson = sql<StudentSkillView[] | string>`coalesce((
  select json_agg(json_build_object(
    'skillId', ss.skill_id,
    'points', ss.points,
    'skill', json_build_object('id', sk.id, 'name', sk.name, 'description', sk.description)
  ) order by sk.id)
  from ${studentSkills} ss join ${skills} sk on sk.id = ss.skill_id
  where ss.student_id = ${students}.id
), '[]'::json)`;

/** Class ids of this teacher, as a subquery. */
export const teacherClassIds = (db: Db, teacherId: number) =>
  db.select({ id: classes.id }).from(classes).where(eq(classes.teacherId, teacherId));

async function selectWithSkills(db: Db, where: SQL | undefined) {
  const rows = await db
    .select({ ...studentColumns, skills: skillsJson })
    .from(students)
    .where(where)
    .orderBy(asc(students.lastName), asc(students.firstName), asc(students.id));
  // Drivers differ on whether json arrives parsed.
  return rows.map((r) => ({
    ...r,
    skills: typeof r.skills === 'string' ? (JSON.parse(r.skills) as StudentSkillView[]) : r.skills,
  }));
}
export type StudentWithSkillsRow = Awaited<ReturnType<typeof selectWithSkills>>[number];

/** A teacher's students (optionally of one class), sorted by last then first name, with skills. */
export async function listTeacherStudents(db: Db, teacherId: number, classId?: number) {
  const rows = await selectWithSkills(
    db,
    and(
      inArray(students.classId, teacherClassIds(db, teacherId)),
      classId === undefined ? undefined : eq(students.classId, classId),
    ),
  );
  // An empty answer for a class filter may mean "not yours": say so (one more query, only then).
  if (rows.length === 0 && classId !== undefined) await ownedClass(db, teacherId, classId);
  return rows;
}

/** What a student may list: only themself (optionally filtered by their class). */
export const listOwnStudent = (db: Db, studentId: number, classId?: number) =>
  selectWithSkills(
    db,
    and(eq(students.id, studentId), classId === undefined ? undefined : eq(students.classId, classId)),
  );

export async function getStudentWithSkills(db: Db, studentId: number) {
  const [row] = await selectWithSkills(db, eq(students.id, studentId));
  if (!row) throw notFound('Student not found');
  return row;
}

/** The student, if they sit in one of this teacher's classes (one query). */
const ownedWhere = (db: Db, teacherId: number, studentId: number) =>
  and(eq(students.id, studentId), inArray(students.classId, teacherClassIds(db, teacherId)));

export async function createStudent(
  db: Db,
  teacherId: number,
  input: Omit<typeof students.$inferInsert, 'id' | 'balance' | 'hwScore'>,
) {
  await ownedClass(db, teacherId, input.classId);
  const [student] = await db.insert(students).values(input).returning(studentColumns);
  return student;
}

export type StudentProfilePatch = Partial<
  Pick<typeof students.$inferInsert, 'firstName' | 'lastName' | 'nickname' | 'email' | 'photoUrl' | 'bio'>
>;

export async function updateStudent(
  db: Db,
  teacherId: number,
  studentId: number,
  patch: StudentProfilePatch,
) {
  const [student] = await db
    .update(students)
    .set(patch)
    .where(ownedWhere(db, teacherId, studentId))
    .returning(studentColumns);
  if (!student) throw notFound('Student not found');
  return student;
}

/** ON DELETE CASCADE removes behaviours, homework, skill progress, signatures and sessions. */
export async function deleteStudent(db: Db, teacherId: number, studentId: number) {
  const [row] = await db
    .delete(students)
    .where(ownedWhere(db, teacherId, studentId))
    .returning({ id: students.id, classId: students.classId });
  if (!row) throw notFound('Student not found');
  return row;
}

/** Moves a student to another of this teacher's classes; the student and the class left behind. */
export function transferStudent(db: Db, teacherId: number, studentId: number, classId: number) {
  return db.transaction(async (tx) => {
    const before = await ownedStudent(tx, teacherId, studentId);
    await ownedClass(tx, teacherId, classId);
    const [student] = await tx
      .update(students)
      .set({ classId })
      .where(eq(students.id, studentId))
      .returning(studentColumns);
    return { student, previousClassId: before.classId };
  });
}
