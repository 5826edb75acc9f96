import { sql } from 'drizzle-orm';
import { UNDO_PREFIX } from '../../../shared/behaviors/schemas';
import type { Db, Tx } from '../../db/client';
import { namedStatement } from '../../db/prepared';
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
        undoes_id: number | null;
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
 * One statement, so one round trip, and a named one, so parsed and planned once (an award is the
 * hottest write; docs/decisions/0058): a single statement is its own transaction. The ids go
 * as one array, so a class of any size is the same statement.
 * - `locked` locks the students' rows in id order, so two overlapping batches wait for each
 *   other instead of deadlocking, and each student's records get ids in commit order
 *   (decision 0009 relies on it);
 * - `upd` runs only when every requested student was found (its InitPlan counts `locked`
 *   first) and moves balances by `balance + points` in the database, never read-modify-write
 *   in JS, so concurrent awards to the same student add up;
 * - `ins` writes the records for exactly the updated students; an undo ('Undo: {name}') is
 *   linked to the record it cancels: the student's latest record of that name with the opposite
 *   points that is not an undo and not yet undone (docs/decisions/0076). Two undos of the same
 *   student racing in the same instant could both name one original (each reads the snapshot
 *   its statement began with); the client sends one undo per award, 10 s at most after it.
 */
/** The record an undo cancels (see above), or null for any other award. */
const UNDONE_RECORD = `(
  select b.id from behaviors b
  where b.student_id = upd.id and b.type = substr($4::varchar, ${UNDO_PREFIX.length + 1})
    and b.points = -$3::int and b.undoes_id is null
    and not exists (select 1 from behaviors x where x.undoes_id = b.id)
  order by b.id desc limit 1
)`;

// Two named statements, chosen in JS by the record's type: with the link's subquery in the
// one statement (under a CASE) every award of 20 cost about 40% more CPU on PGlite (bench,
// 2026-11-27), though only undos ever need it.
const awardSql = (undoes: string) =>
  `with locked as (
     select s.id from students s join classes c on c.id = s.class_id
     where s.id = any($1::int[]) and c.teacher_id = $2
     order by s.id
     for update of s
   ),
   upd as (
     update students s set balance = s.balance + $3::int
     from locked
     where s.id = locked.id and (select count(*) from locked) = cardinality($1::int[])
     returning s.id, s.class_id, s.balance
   ),
   ins as (
     insert into behaviors (student_id, type, points, description, undoes_id)
     select upd.id, $4::varchar, $3::int, $5::text, ${undoes}
     from upd order by upd.id
     returning id, student_id, type, points, description, timestamp, undoes_id
   )
   select
     (select json_agg(upd) from upd) as students,
     (select json_agg(ins order by ins.id) from ins) as records`;

const awardStatement = namedStatement<AwardRow>('award_behavior', awardSql('null::int'));
const undoStatement = namedStatement<AwardRow>('award_undo', awardSql(UNDONE_RECORD));

const awardParams = (teacherId: number, ids: number[], input: AwardInput) => [
  `{${ids.join(',')}}`,
  teacherId,
  input.points,
  input.type,
  input.description,
];

export async function awardBehavior(db: Db, teacherId: number, input: AwardInput) {
  const ids = [...new Set(input.studentIds)];
  const statement = input.type.startsWith(UNDO_PREFIX) ? undoStatement : awardStatement;
  const [row] = await statement(db)(awardParams(teacherId, ids, input));
  return awardResult(ids, row);
}

/**
 * The same award inside a transaction (a write with an Idempotency-Key, which stores its answer
 * in the same transaction, docs/decisions/0096): the same SQL, sent unnamed, since a named
 * statement runs only on the database itself.
 */
export async function awardBehaviorIn(tx: Tx, teacherId: number, input: AwardInput) {
  const ids = [...new Set(input.studentIds)];
  const text = awardSql(input.type.startsWith(UNDO_PREFIX) ? UNDONE_RECORD : 'null::int');
  const params = awardParams(teacherId, ids, input);
  // `$n` placeholders become drizzle parameters, in place.
  const parts = text.split(/\$(\d+)/);
  const query = sql.join(
    parts.map((part, i) => (i % 2 === 1 ? sql`${params[Number(part) - 1]}` : sql.raw(part))),
    sql.raw(''),
  );
  const result = await tx.execute(query);
  const [row] = (result as unknown as { rows: AwardRow[] }).rows;
  return awardResult(ids, row);
}

function awardResult(ids: number[], row: AwardRow) {
  const updated = parsed(row.students).map((s) => ({ id: s.id, classId: s.class_id, balance: s.balance }));
  if (updated.length !== ids.length) throw notFound('Student not found');
  const records = parsed(row.records).map((r) => ({
    id: r.id,
    studentId: r.student_id,
    type: r.type,
    points: r.points,
    description: r.description,
    timestamp: new Date(r.timestamp),
    undoesId: r.undoes_id,
  }));
  updated.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  return { records, students: updated };
}
