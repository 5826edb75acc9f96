import { and, asc, eq, inArray, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { StudentSkillView } from '../../../shared/skills/schemas';
import { ownedClass, ownedStudent } from '../../auth/ownership';
import type { Principal } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { classes, studentSkills, students } from '../../db/schema';
import { notFound } from '../../errors';
import { type SkillCatalogue, skillCatalogue } from '../skills/catalogue';
import { assertNicknameFree } from './nicknames';
import { presentStudent } from './presenters';

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

// Each student's skill progress as one JSON array of { skillId, points }, aggregated inside the
// same query: a list of any length costs one round trip, never one per student (no N+1).
// The skill itself comes from the catalogue (skills/catalogue.ts). Written with an explicit alias
// because drizzle leaves columns unqualified in a one-table select, which would make the
// correlation ambiguous.
type SkillProgress = Pick<StudentSkillView, 'skillId' | 'points'>;
const skillsJson = sql<SkillProgress[] | string>`coalesce((
  select json_agg(json_build_object('skillId', ss.skill_id, 'points', ss.points) order by ss.skill_id)
  from ${studentSkills} ss where ss.student_id = ${students}.id
), '[]'::json)`;

/** Class ids of this teacher (or of a prepared statement's `teacherId`), as a subquery. */
export const teacherClassIds = (db: Db, teacherId: number | Placeholder) =>
  db.select({ id: classes.id }).from(classes).where(eq(classes.teacherId, teacherId));

const selectWithSkills = (db: Db, where: SQL | undefined) =>
  db
    .select({ ...studentColumns, skills: skillsJson })
    .from(students)
    .where(where)
    .orderBy(asc(students.lastName), asc(students.firstName), asc(students.id));

/** Rows with their skill progress parsed (drivers differ on whether json arrives parsed) and
 * each skill taken from the catalogue. The rows are fresh from the driver and are completed in
 * place: the roster is the hottest read, and a copy of every row was an eighth of its garbage. */
async function withSkills<R extends { skills: SkillProgress[] | string }>(db: Db, rows: R[]) {
  const progress = rows.map((r) =>
    typeof r.skills === 'string' ? (JSON.parse(r.skills) as SkillProgress[]) : r.skills,
  );
  let catalogue = await skillCatalogue(db);
  if (!knowsAll(catalogue, progress)) catalogue = await skillCatalogue(db, { reload: true });
  const done = rows as unknown as (Omit<R, 'skills'> & { skills: StudentSkillView[] })[];
  for (let i = 0; i < done.length; i++) done[i].skills = skillViews(progress[i], catalogue);
  return done;
}
function knowsAll(catalogue: SkillCatalogue, progress: SkillProgress[][]) {
  for (const list of progress) for (const p of list) if (!catalogue.has(p.skillId)) return false;
  return true;
}
function skillViews(progress: SkillProgress[], catalogue: SkillCatalogue) {
  const views: StudentSkillView[] = [];
  for (const { skillId, points } of progress) {
    const skill = catalogue.get(skillId);
    // A foreign key keeps progress for a deleted skill out of the table; this only covers a read
    // that raced such a delete.
    if (skill) views.push({ skillId, points, skill });
  }
  return views;
}

/** The class roster (the app's most frequent read), all of a teacher's students, or one of
 * them: prepared. */
const teacherStudents = prepared('students_of_teacher', (db, shape: 'class' | 'all' | 'one') => {
  const ofTeacher = inArray(students.classId, teacherClassIds(db, sql.placeholder('teacherId')));
  const where =
    shape === 'class'
      ? and(eq(students.classId, sql.placeholder('classId')), ofTeacher)
      : shape === 'one'
        ? and(eq(students.id, sql.placeholder('studentId')), ofTeacher)
        : ofTeacher;
  return selectWithSkills(db, where);
});

/** One student by id, whoever asks (the caller has checked who may): prepared. */
const studentById = prepared('student_by_id', (db) =>
  selectWithSkills(db, eq(students.id, sql.placeholder('studentId'))),
);

/** A teacher's students (optionally of one class), sorted by last then first name, with skills. */
export async function listTeacherStudents(db: Db, teacherId: number, classId?: number) {
  const rows = await withSkills(
    db,
    await teacherStudents(db, classId === undefined ? 'all' : 'class').execute({ teacherId, classId }),
  );
  // An empty answer for a class filter may mean "not yours": say so (one more query, only then).
  if (rows.length === 0 && classId !== undefined) await ownedClass(db, teacherId, classId);
  return rows;
}

/** What a student may list: only themself (optionally filtered by their class). */
export const listOwnStudent = async (db: Db, studentId: number, classId?: number) =>
  withSkills(
    db,
    await selectWithSkills(
      db,
      and(eq(students.id, studentId), classId === undefined ? undefined : eq(students.classId, classId)),
    ),
  );

export async function getStudentWithSkills(db: Db, studentId: number) {
  const [row] = await withSkills(db, await studentById(db).execute({ studentId }));
  if (!row) throw notFound('Student not found');
  return row;
}

/**
 * One student with skills for whoever may read them: their teacher, or the student themself;
 * anyone else gets "not found", so ids cannot be probed. One prepared statement checks and reads
 * at once (a separate ownership query, unprepared, made this read dearer than a whole roster).
 */
export async function readableStudentWithSkills(db: Db, p: Principal, studentId: number) {
  if (p.kind === 'student' && p.studentId !== studentId) throw notFound('Student not found');
  const rows =
    p.kind === 'teacher'
      ? await teacherStudents(db, 'one').execute({ teacherId: p.teacherId, studentId })
      : await studentById(db).execute({ studentId });
  const [row] = await withSkills(db, rows);
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
  await assertNicknameFree(db, input.classId, input.nickname);
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
  if (patch.nickname) {
    const current = await ownedStudent(db, teacherId, studentId);
    await assertNicknameFree(db, current.classId, patch.nickname, studentId);
  }
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
    await assertNicknameFree(tx, classId, before.nickname, studentId);
    const [student] = await tx
      .update(students)
      .set({ classId })
      .where(eq(students.id, studentId))
      .returning(studentColumns);
    return { student, previousClassId: before.classId };
  });
}

/** A student's session, as GET /auth/me answers it: the student and their class. */
export async function studentSignedIn(db: Db, studentId: number) {
  const [row] = await db
    .select({
      student: students,
      klass: { id: classes.id, name: classes.name, classCode: classes.classCode },
    })
    .from(students)
    .innerJoin(classes, eq(classes.id, students.classId))
    .where(eq(students.id, studentId));
  return row && { kind: 'student' as const, student: presentStudent(row.student), class: row.klass };
}
