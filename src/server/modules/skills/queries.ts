import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SkillView, StudentSkillProgressView } from '../../../shared/skills/schemas';
import { lockOwnedStudents } from '../../auth/ownership';
import type { Db, Tx } from '../../db/client';
import { skills, studentSkills, students } from '../../db/schema';
import { notFound } from '../../errors';

const skillColumns = { id: skills.id, name: skills.name, description: skills.description };

export const listSkills = (db: Db): Promise<SkillView[]> =>
  db.select(skillColumns).from(skills).orderBy(asc(skills.id));

export async function findSkill(db: Db, skillId: number): Promise<SkillView> {
  const [skill] = await db.select(skillColumns).from(skills).where(eq(skills.id, skillId)).limit(1);
  if (!skill) throw notFound('Skill not found');
  return skill;
}

/** Every catalogue skill with this student's points (0 where they have none yet). One query. */
export async function studentSkillList(db: Db, studentId: number): Promise<StudentSkillProgressView[]> {
  const rows = await db
    .select({
      skill: skillColumns,
      points: sql<number>`coalesce(${studentSkills.points}, 0)`.mapWith(Number),
      updatedAt: studentSkills.updatedAt,
    })
    .from(skills)
    .leftJoin(
      studentSkills,
      and(eq(studentSkills.skillId, skills.id), eq(studentSkills.studentId, studentId)),
    )
    .orderBy(asc(skills.id));
  return rows.map((r) => ({
    skillId: r.skill.id,
    points: r.points,
    skill: r.skill,
    updatedAt: r.updatedAt ? r.updatedAt.toISOString() : null,
  }));
}

/** The ids of a class's students, in id order (the order rows are locked in). */
export async function classStudentIds(db: Db | Tx, classId: number): Promise<number[]> {
  const rows = await db
    .select({ id: students.id })
    .from(students)
    .where(eq(students.classId, classId))
    .orderBy(asc(students.id));
  return rows.map((r) => r.id);
}

/** A change (`points`, floored at 0) or an absolute value (`set`). */
export type SkillChange = { points: number } | { set: number };

export interface AppliedChange {
  studentId: number;
  points: number;
  applied: number;
}

/**
 * Applies one change to one skill of several students, inside the caller's transaction.
 *
 * Two statements, because `applied` needs the value before the change and PostgreSQL before 18
 * cannot return old values. The first creates missing rows (0) and locks every row in id order,
 * returning the current values; the second writes the new ones. Concurrent changes to the same
 * row wait for the lock and then start from the committed value, so none is lost, and `applied`
 * is exactly new minus old.
 */
export async function applySkillChange(
  tx: Tx,
  skillId: number,
  studentIds: number[],
  change: SkillChange,
): Promise<AppliedChange[]> {
  if (studentIds.length === 0) return [];
  const ids = [...studentIds].sort((a, b) => a - b);
  const before = await tx
    .insert(studentSkills)
    .values(ids.map((studentId) => ({ studentId, skillId, points: 0 })))
    .onConflictDoUpdate({
      target: [studentSkills.studentId, studentSkills.skillId],
      // A no-op update: it only locks the existing row and returns its committed value.
      set: { points: sql.raw('"student_skills"."points"') },
    })
    .returning({ studentId: studentSkills.studentId, points: studentSkills.points });
  const next =
    'set' in change ? sql`${change.set}` : sql`greatest(0, ${studentSkills.points} + ${change.points})`;
  const after = await tx
    .update(studentSkills)
    .set({ points: next, updatedAt: sql`now()` })
    .where(and(eq(studentSkills.skillId, skillId), inArray(studentSkills.studentId, ids)))
    .returning({ studentId: studentSkills.studentId, points: studentSkills.points });
  const old = new Map(before.map((r) => [r.studentId, r.points]));
  return after
    .map((r) => ({
      studentId: r.studentId,
      points: r.points,
      applied: r.points - (old.get(r.studentId) ?? 0),
    }))
    .sort((a, b) => a.studentId - b.studentId);
}

export interface SkillChangeInput {
  studentId: number;
  skillId: number;
  points?: number;
  set?: number;
}

/**
 * Several skill changes in one transaction (POST /api/skills/changes): every student must be this
 * teacher's and every skill must exist, or nothing is written (404). Changes that are the same
 * for one skill (a sheet setting 3 for twenty students) go through applySkillChange together.
 * Answers one result per change, in the order sent, and the classes that changed.
 */
export function applySkillChanges(db: Db | Tx, teacherId: number, changes: readonly SkillChangeInput[]) {
  return db.transaction(async (tx) => {
    const owned = await lockOwnedStudents(
      tx,
      teacherId,
      changes.map((c) => c.studentId),
    );
    const skillIds = [...new Set(changes.map((c) => c.skillId))];
    const known = await tx.select({ id: skills.id }).from(skills).where(inArray(skills.id, skillIds));
    if (known.length !== skillIds.length) throw notFound('Skill not found');

    const groups = new Map<string, { skillId: number; change: SkillChange; studentIds: number[] }>();
    for (const c of changes) {
      const change: SkillChange = c.set !== undefined ? { set: c.set } : { points: c.points ?? 0 };
      const key = `${c.skillId}:${JSON.stringify(change)}`;
      const group = groups.get(key) ?? { skillId: c.skillId, change, studentIds: [] };
      group.studentIds.push(c.studentId);
      groups.set(key, group);
    }
    const outcome = new Map<string, AppliedChange>();
    // In skill order, so two batches lock student_skills rows in the same order.
    for (const g of [...groups.values()].sort((a, b) => a.skillId - b.skillId)) {
      for (const r of await applySkillChange(tx, g.skillId, g.studentIds, g.change)) {
        outcome.set(`${r.studentId}:${g.skillId}`, r);
      }
    }
    const results = changes.map((c) => {
      const r = outcome.get(`${c.studentId}:${c.skillId}`) as AppliedChange;
      return { studentId: c.studentId, skillId: c.skillId, points: r.points, applied: r.applied };
    });
    // The change event's figures: each student's class and the new points of each skill changed.
    const classOf = new Map(owned.map((s) => [s.id, s.classId]));
    const changed = new Map<
      number,
      { id: number; classId: number; skills: { skillId: number; points: number }[] }
    >();
    for (const r of results) {
      const entry = changed.get(r.studentId) ?? {
        id: r.studentId,
        classId: classOf.get(r.studentId) as number,
        skills: [],
      };
      entry.skills.push({ skillId: r.skillId, points: r.points });
      changed.set(r.studentId, entry);
    }
    return { results, changed: [...changed.values()] };
  });
}
