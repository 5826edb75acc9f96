import { and, asc, desc, eq, gte, type SQL, sql } from 'drizzle-orm';
import { projectorName } from '../../../shared/leaderboard/display';
import type {
  ClassAverage,
  LeaderboardEntry,
  ProjectorRankedStudent,
  ProjectorStudent,
} from '../../../shared/leaderboard/schemas';
import { LEADERBOARD_TOP } from '../../../shared/leaderboard/schemas';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { classes, studentSkills, students } from '../../db/schema';

/**
 * Which classes a read covers: a teacher's classes (all, or one of them), or one class (a
 * student's own). Every query filters by it in SQL, so rows of other teachers never load.
 */
export type ClassScope = { teacherId: number; classId?: number } | { teacherId?: undefined; classId: number };

/** Which of the scope's fields are set: each shape is a prepared statement of its own. */
type ScopeShape = 'teacher' | 'teacherClass' | 'class';
const shapeOf = (scope: ClassScope): ScopeShape =>
  scope.teacherId === undefined ? 'class' : scope.classId === undefined ? 'teacher' : 'teacherClass';

/** The scope's condition, with placeholders `teacherId` and `classId` (filled by execute). */
function inScope(shape: ScopeShape): SQL | undefined {
  return and(
    shape !== 'class' ? eq(classes.teacherId, sql.placeholder('teacherId')) : undefined,
    shape !== 'teacher' ? eq(classes.id, sql.placeholder('classId')) : undefined,
  );
}

/**
 * Top students by total score (balance + hwScore + skill points). Equal totals share a place
 * (standard competition ranking, '1, 1, 1, 4': docs/decisions/0075) and are listed by
 * lastName, firstName, id. One query: skill points are summed per student through the student_skills primary key
 * (a lateral subquery), and Postgres sorts and cuts to `limit` rows.
 */
const topStatement = prepared('leaderboard_top', (db, shape: ScopeShape) => {
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
      rank: sql<number>`rank() over (order by ${total} desc)`.mapWith(Number),
    })
    .from(students)
    .innerJoin(classes, eq(classes.id, students.classId))
    .innerJoinLateral(sk, sql`true`)
    .where(inScope(shape))
    .orderBy(...order)
    .limit(sql.placeholder('limit'));
});

export async function topStudents(
  db: Db,
  scope: ClassScope,
  limit = LEADERBOARD_TOP,
): Promise<LeaderboardEntry[]> {
  return topStatement(db, shapeOf(scope)).execute({ ...scope, limit });
}

const averageBalance = sql<number>`avg(${students.balance})::float8`.mapWith(Number);

function averagesQuery(db: Db, shape: ScopeShape, nonNegative: boolean) {
  return db
    .select({ classId: classes.id, className: classes.name, averageBalance })
    .from(classes)
    .innerJoin(students, eq(students.classId, classes.id))
    .where(inScope(shape))
    .groupBy(classes.id)
    .having(nonNegative ? gte(averageBalance, 0) : undefined)
    .orderBy(desc(averageBalance), asc(classes.name), asc(classes.id));
}

const averagesStatement = prepared('leaderboard_averages', (db, shape: ScopeShape) =>
  averagesQuery(db, shape, false),
);

const nonNegativeAveragesStatement = prepared('leaderboard_averages_non_negative', (db, shape: ScopeShape) =>
  averagesQuery(db, shape, true),
);

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
  const statement = opts.nonNegative ? nonNegativeAveragesStatement : averagesStatement;
  return statement(db, shapeOf(scope)).execute(scope);
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
function projectorStudents(db: Db, shape: ScopeShape) {
  return db
    .select(projectorColumns)
    .from(students)
    .innerJoin(classes, eq(classes.id, students.classId))
    .where(and(inScope(shape), gte(students.balance, 0)));
}

// The place is counted among the students the wall may show (balance ≥ 0), equal balances
// sharing it (docs/decisions/0075).
const projectorTopStatement = prepared('projector_top', (db, shape: ScopeShape) =>
  db
    .select({
      ...projectorColumns,
      rank: sql<number>`rank() over (order by ${students.balance} desc)`.mapWith(Number),
    })
    .from(students)
    .innerJoin(classes, eq(classes.id, students.classId))
    .where(and(inScope(shape), gte(students.balance, 0)))
    .orderBy(desc(students.balance), asc(students.lastName), asc(students.firstName), asc(students.id))
    .limit(LEADERBOARD_TOP),
);

const projectorAllStatement = prepared('projector_all', (db, shape: ScopeShape) =>
  projectorStudents(db, shape).orderBy(asc(students.lastName), asc(students.firstName), asc(students.id)),
);

type ProjectorRow = {
  id: number;
  firstName: string;
  lastName: string;
  nickname: string | null;
  balance: number;
  className: string;
};

/**
 * The name the screen shows, and only that: the full name stays on the server, whoever asks
 * (docs/decisions/0049-projector-privacy.md).
 */
const presentProjectorStudent = (r: ProjectorRow): ProjectorStudent => ({
  id: r.id,
  displayName: projectorName(r),
  balance: r.balance,
  className: r.className,
});

/**
 * Top Performers: the 10 highest balances ≥ 0 with their places (equal balances share one),
 * ties listed by lastName, firstName, id.
 */
export async function projectorTop(db: Db, scope: ClassScope): Promise<ProjectorRankedStudent[]> {
  return (await projectorTopStatement(db, shapeOf(scope)).execute(scope)).map((r) => ({
    ...presentProjectorStudent(r),
    rank: r.rank,
  }));
}

/** All Students: every balance ≥ 0, by lastName, firstName, id. */
export async function projectorAll(db: Db, scope: ClassScope): Promise<ProjectorStudent[]> {
  return (await projectorAllStatement(db, shapeOf(scope)).execute(scope)).map(presentProjectorStudent);
}
