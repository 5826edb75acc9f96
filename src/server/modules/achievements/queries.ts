import { type SQL, sql } from 'drizzle-orm';
import {
  TEACHER_COUNTERS,
  type TeacherCounter,
  type TeacherFigures,
} from '../../../shared/achievements/schemas';
import { counterThresholds } from '../../../shared/achievements/teacher-achievements';
import { UNDO_PREFIX } from '../../../shared/behaviors/schemas';
import { TRIAL_CLASS_NAME } from '../../../shared/classes/schemas';
import { SCORE_COLOR_THRESHOLDS } from '../../../shared/scores/score';
import type { Db } from '../../db/client';

// The figures of the teacher achievements in ONE statement, whatever the size of the classes (no
// N+1: docs/architecture.md#data-rules): each counter is a CTE of event times (one row per event,
// column `ts`); its count and the time its n-th event happened are scalar subqueries over it.

/** Event times per counter. `pointsAwarded` is a running sum instead (column `cum`). */
const EVENTS: Record<Exclude<TeacherCounter, 'pointsAwarded'>, string> = {
  classes: 'select created_at as ts from my_classes',
  students: 'select created_at as ts from my_students',
  realRosterStudents: 'select created_at as ts from my_students where not is_trial',
  positiveAwards: 'select ts from awards',
  // A day counts from its first award (UTC days: the server has no school time zone).
  activeDays: "select min(ts) as ts from awards group by (ts at time zone 'UTC')::date",
  homeworkEntries:
    'select h.timestamp as ts from homework_entries h join my_students s on s.id = h.student_id where h.points >= 0',
  gradedSkills:
    'select k.updated_at as ts from student_skills k join my_students s on s.id = k.student_id where k.points > 0',
  contracts: 'select c.created_at as ts from social_contracts c join my_classes m on m.id = c.class_id',
  signatures:
    'select g.signed_at as ts from contract_signatures g join social_contracts c on c.id = g.contract_id join my_classes m on m.id = c.class_id',
  lessonPlans: 'select created_at as ts from lesson_plans where teacher_id = (select id from me)',
  questions: 'select q.created_at as ts from questions q join my_classes m on m.id = q.class_id',
};

const cte = (name: string) => `c_${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`;

type Row = Record<string, unknown>;

const iso = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  return (v instanceof Date ? v : new Date(String(v))).toISOString();
};

export async function teacherFigures(db: Db, teacherId: number): Promise<TeacherFigures> {
  const thresholds = counterThresholds();
  const withs: SQL[] = [
    sql`me as (select ${teacherId}::int as id)`,
    sql`my_classes as (select id, name, created_at from classes where teacher_id = ${teacherId})`,
    sql`my_students as (
      select s.id, s.balance, s.hw_score, s.created_at, c.name = ${TRIAL_CLASS_NAME} as is_trial
      from students s join my_classes c on c.id = s.class_id)`,
    sql`awards as (
      select b.id, b.timestamp as ts, b.points from behaviors b join my_students s on s.id = b.student_id
      where b.points > 0 and left(b.type, ${UNDO_PREFIX.length}) <> ${UNDO_PREFIX})`,
    sql.raw(`${cte('pointsAwarded')} as (select ts, sum(points) over (order by ts, id) as cum from awards)`),
  ];
  for (const [name, body] of Object.entries(EVENTS)) withs.push(sql.raw(`${cte(name)} as (${body})`));

  const columns: SQL[] = [];
  for (const name of TEACHER_COUNTERS) {
    const c = cte(name);
    if (name === 'pointsAwarded') {
      columns.push(sql.raw(`(select coalesce(max(cum), 0) from ${c})::int as "${name}"`));
      for (const t of thresholds[name] ?? []) {
        columns.push(sql.raw(`(select min(ts) from ${c} where cum >= ${Number(t)}) as "${name}:${t}"`));
      }
      continue;
    }
    columns.push(sql.raw(`(select count(*) from ${c})::int as "${name}"`));
    for (const t of thresholds[name] ?? []) {
      columns.push(
        sql.raw(`(select ts from ${c} order by ts offset ${Number(t) - 1} limit 1) as "${name}:${t}"`),
      );
    }
  }
  columns.push(sql.raw('(select count(*) from my_students where balance > 0)::int as "positive"'));
  columns.push(sql`(select count(*) from my_students s where s.balance + s.hw_score + coalesce(
      (select sum(k.points) from student_skills k where k.student_id = s.id), 0) >= ${SCORE_COLOR_THRESHOLDS.green})::int as "excellent"`);

  const result = await db.execute(sql`with ${sql.join(withs, sql`, `)} select ${sql.join(columns, sql`, `)}`);
  const [row] = (result as unknown as { rows: Row[] }).rows;

  const counters = {} as TeacherFigures['counters'];
  for (const name of TEACHER_COUNTERS) {
    const reachedAt: Record<string, string | null> = {};
    for (const t of thresholds[name] ?? []) reachedAt[String(t)] = iso(row[`${name}:${t}`]);
    counters[name] = { count: Number(row[name]), reachedAt };
  }
  return {
    counters,
    studentsWithPositiveBalance: Number(row.positive),
    excellentStudents: Number(row.excellent),
  };
}
