import { and, asc, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { ClassAverage, LeaderboardEntry, ProjectorStudent } from '../../../shared/leaderboard/schemas';
import { LEADERBOARD_TOP } from '../../../shared/leaderboard/schemas';
import type { Db } from '../../db/client';
import { classes, studentSkills, students } from '../../db/schema';

/**
 * Which classes a read covers: a teacher's classes (all, or one of them), or one class (a
 * student's own). Every query filters by it in SQL, so rows of other teachers never load.
 */
export type ClassScope = { teacherId: number; classId?: number } | { teacherId?: undefined; classId: number };

function inScope(scope: ClassScope): SQL | undefined {
  const conditions = [
    scope.teacherId !== undefined ? eq(classes.teacherId, scope.teacherId) : undefined,
    scope.classId !== undefined ? eq(classes.id, scope.classId) : undefined,
  ];
  return and(...conditions);
}

/**
 * Top students by total score (balance + hwScore + skill points), ties by lastName, firstName,
 * id. One query: skill points are summed per student through the student_skills primary key
 * (a lateral subquery), and Postgres sorts and cuts to `limit` rows.
 */
export async function topStudents(
  db: Db,
  scope: ClassScope,
  limit = LEADERBOARD_TOP,
): Promise<LeaderboardEntry[]> {
  const sk = db
    .select({ points: sql<number>`coalesce(sum(${studentSkills.points}), 0)::int`.as('skill_points') })
    .from(studentSkills)
    .where(eq(studentSkills.studentId, students.id))
    .as('sk');
  const total = sql<number>`(${students.balance} + ${students.hwScore} + ${sk.points})`;
  const order = [desc(total), asc(students.lastName), asc(students.firstName), asc(students.id)];
  return db
    .select({
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      nickname: students.nickname,
      classId: students.classId,
      className: classes.name,
      balance: students.balance,
      hwScore: students.hwScore,
      skillPoints: sk.points,
      totalScore: total.mapWith(Number),
      rank: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.mapWith(Number),
    })
    .from(students)
    .innerJoin(classes, eq(classes.id, students.classId))
    .innerJoinLateral(sk, sql`true`)
    .where(inScope(scope))
    .orderBy(...order)
    .limit(limit);
}

const averageBalance = sql<number>`avg(${students.balance})::float8`.mapWith(Number);

/**
 * Mean balance per class, highest first (then by name). Classes without students have no
 * average and are left out (docs/decisions/0007). `nonNegative` keeps averages ≥ 0 only
 * (the projector's Class Standings).
 */
export async function classAverages(
  db: Db,
  scope: ClassScope,
  opts: { nonNegative?: boolean } = {},
): Promise<ClassAverage[]> {
  const query = db
    .select({ classId: classes.id, className: classes.name, averageBalance })
    .from(classes)
    .innerJoin(students, eq(students.classId, classes.id))
    .where(inScope(scope))
    .groupBy(classes.id)
    .orderBy(desc(averageBalance), asc(classes.name), asc(classes.id));
  return opts.nonNegative ? query.having(gte(averageBalance, 0)) : query;
}

const projectorColumns = {
  id: students.id,
  firstName: students.firstName,
  lastName: students.lastName,
  nickname: students.nickname,
  balance: students.balance,
  className: classes.name,
};

/** Projector rows: only students with balance ≥ 0, filtered in SQL so a negative never loads. */
function projectorStudents(db: Db, scope: ClassScope) {
  return db
    .select(projectorColumns)
    .from(students)
    .innerJoin(classes, eq(classes.id, students.classId))
    .where(and(inScope(scope), gte(students.balance, 0)));
}

/** Top Performers: the 10 highest balances ≥ 0, ties by lastName, firstName, id. */
export async function projectorTop(db: Db, scope: ClassScope): Promise<ProjectorStudent[]> {
  return projectorStudents(db, scope)
    .orderBy(desc(students.balance), asc(students.lastName), asc(students.firstName), asc(students.id))
    .limit(LEADERBOARD_TOP);
}

/** All Students: every balance ≥ 0, by lastName, firstName, id. */
export async function projectorAll(db: Db, scope: ClassScope): Promise<ProjectorStudent[]> {
  return projectorStudents(db, scope).orderBy(
    asc(students.lastName),
    asc(students.firstName),
    asc(students.id),
  );
}
