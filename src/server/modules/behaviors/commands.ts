import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { behaviors, classes, students } from '../../db/schema';
import { notFound } from '../../errors';

export interface AwardInput {
  studentIds: number[];
  type: string;
  points: number;
  description: string | null;
}

interface AwardRow {
  students: { id: number; class_id: number; balance: number }[] | string | null;
  records:
    | {
        id: number;
        student_id: number;
        type: string;
        points: number;
        description: string | null;
        timestamp: string;
      }[]
    | string
    | null;
}

const parsed = <T>(value: T[] | string | null): T[] =>
  value === null ? [] : typeof value === 'string' ? (JSON.parse(value) as T[]) : value;

/**
 * Writes one behaviour record per student and moves their balances, all or nothing: every
 * student must sit in one of this teacher's classes, or nothing is written.
 *
 * One statement, so one round trip and one plan (an award is the hottest write, with a p99
 * budget in the bench: docs/architecture.md#budgets): a single statement is its own transaction.
 * - `locked` locks the students' rows in id order, so two overlapping batches wait for each
 *   other instead of deadlocking, and each student's records get ids in commit order
 *   (decision 0009 relies on it);
 * - `upd` runs only when every requested student was found (its InitPlan counts `locked`
 *   first) and moves balances by `balance + points` in the database, never read-modify-write
 *   in JS, so concurrent awards to the same student add up;
 * - `ins` writes the records for exactly the updated students.
 */
export async function awardBehavior(db: Db, teacherId: number, input: AwardInput) {
  const ids = [...new Set(input.studentIds)];
  const result = await db.execute(sql`
    with locked as (
      select s.id from ${students} s join ${classes} c on c.id = s.class_id
      where s.id in ${ids} and c.teacher_id = ${teacherId}
      order by s.id
      for update of s
    ),
    upd as (
      update ${students} s set balance = s.balance + ${input.points}::int
      from locked
      where s.id = locked.id and (select count(*) from locked) = ${ids.length}
      returning s.id, s.class_id, s.balance
    ),
    ins as (
      insert into ${behaviors} (student_id, type, points, description)
      select id, ${input.type}::varchar, ${input.points}::int, ${input.description}::text from upd order by id
      returning id, student_id, type, points, description, timestamp
    )
    select
      (select json_agg(upd) from upd) as students,
      (select json_agg(ins order by ins.id) from ins) as records
  `);
  const [row] = (result as unknown as { rows: AwardRow[] }).rows;
  const updated = parsed(row.students).map((s) => ({ id: s.id, classId: s.class_id, balance: s.balance }));
  if (updated.length !== ids.length) throw notFound('Student not found');
  const records = parsed(row.records).map((r) => ({
    id: r.id,
    studentId: r.student_id,
    type: r.type,
    points: r.points,
    description: r.description,
    timestamp: new Date(r.timestamp),
  }));
  updated.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  return { records, students: updated };
}
