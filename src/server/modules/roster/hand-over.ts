import { and, count, eq, inArray, max, sql } from 'drizzle-orm';
import { identity, nameOf } from '../../../shared/roster/import-plan';
import type { Db, Tx } from '../../db/client';
import { classes, students } from '../../db/schema';
import { handOverStaging } from '../../db/staging';
import { conflict } from '../../errors';
import type { ClassState } from './snapshot';

// The one short transaction of a roster import
// (docs/decisions/0055-roster-import-behind-a-staging-account.md). Students for the teacher's
// existing classes were written into stand-in classes of the staging account; here they move into
// the real classes in one UPDATE … FROM (the longest hold left: one statement, not one per row),
// the empty stand-ins go, and the classes the import created become the teacher's. Before that,
// what may have changed since the snapshot and matters is checked: a target class gone, or a
// student of the file now already there.

/** A stand-in class of the staging account and the teacher's class its students belong in. */
export interface Move {
  standIn: number;
  target: number;
}

export const rosterChanged = (what: string) =>
  conflict(
    `Your classes changed while this roster was being imported (${what}). Nothing was imported: import the file again.`,
    'ROSTER_CHANGED',
  );

/** The file's rows for the teacher's existing classes, and those classes as the snapshot saw them. */
export interface Since {
  rows: { classId: number; firstName: string; lastName: string; email?: string | null }[];
  state: Map<number, ClassState>;
}

export async function handOverImport(
  db: Db,
  stagingId: number,
  teacherId: number,
  moves: Move[],
  since: Since,
) {
  try {
    await db.transaction((tx) => handOver(tx, stagingId, teacherId, moves, since));
  } catch (err) {
    // A unique index also holds one email per class: should a student with a file row's email
    // get past the check, the UPDATE stops here, and the teacher gets the same answer.
    const e = err as { code?: string; cause?: { code?: string } };
    if ((e.cause?.code ?? e.code) === '23505') {
      throw rosterChanged('a student in the file was added to their class in the meantime');
    }
    throw err;
  }
}

async function handOver(tx: Tx, stagingId: number, teacherId: number, moves: Move[], since: Since) {
  if (moves.length > 0) {
    await checkTargets(tx, teacherId, moves, since);
    await tx.execute(sql`
      update ${students} set class_id = m.target
      from ${movesTable(moves)}
      where ${students.classId} = m.stand_in`);
    await tx.delete(classes).where(
      inArray(
        classes.id,
        moves.map((m) => m.standIn),
      ),
    );
  }
  await handOverStaging(tx, stagingId, teacherId);
}

const movesTable = (moves: Move[]) =>
  sql`(values ${sql.join(
    moves.map((m) => sql`(${m.standIn}::int, ${m.target}::int)`),
    sql`, `,
  )}) as m(stand_in, target)`;

async function checkTargets(tx: Tx, teacherId: number, moves: Move[], since: Since) {
  // Locked, so the classes cannot be deleted between this check and the UPDATE.
  const targets = moves.map((m) => m.target);
  const still = await tx
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.teacherId, teacherId), inArray(classes.id, targets)))
    .for('update');
  if (still.length !== targets.length) throw rosterChanged('a class it adds students to was deleted');

  // The plan skipped students already in their class (same email; same name without an email).
  // A class whose count and newest id are as in the snapshot has nobody new; only the others are
  // read again and compared with the file's rows (comparing the staged rows with whole classes
  // in SQL took 0.5–1.7 s of PGlite inside this transaction). Moved-in students (another
  // instance's import of the same file) change the count even with older ids.
  const now = await tx
    .select({ classId: students.classId, count: count(), maxId: max(students.id) })
    .from(students)
    .where(inArray(students.classId, targets))
    .groupBy(students.classId);
  const changed = targets.filter((id) => {
    const was = since.state.get(id);
    const is = now.find((r) => r.classId === id);
    return (is?.count ?? 0) !== was?.count || (is?.maxId ?? 0) !== was?.maxId;
  });
  if (changed.length === 0) return;
  const there = new Set<string>();
  for (const s of await tx
    .select({
      classId: students.classId,
      firstName: students.firstName,
      lastName: students.lastName,
      email: students.email,
    })
    .from(students)
    .where(inArray(students.classId, changed))) {
    if (s.email) there.add(`${s.classId} ${identity(s)}`);
    there.add(`${s.classId} ${nameOf(s)}`);
  }
  if (since.rows.some((r) => there.has(`${r.classId} ${identity(r)}`))) {
    throw rosterChanged('a student in the file was added to their class in the meantime');
  }
}
