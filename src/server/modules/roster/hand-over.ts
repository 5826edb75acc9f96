import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { classes, students } from '../../db/schema';
import { handOverStaging } from '../../db/staging';
import { conflict } from '../../errors';

// The one short transaction of a roster import (docs/decisions/0055-roster-import-behind-a-
// staging-account.md). Students for the teacher's existing classes were written into stand-in
// classes of the staging account; here they move into the real classes in one UPDATE … FROM (the
// longest hold left: one statement, not one per row), the empty stand-ins go, and the classes
// the import created become the teacher's. Before that, what may have changed since the snapshot
// and matters is checked: a target class gone, or a student of the file now already there.

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

export function handOverImport(db: Db, stagingId: number, teacherId: number, moves: Move[]) {
  return db.transaction(async (tx) => {
    if (moves.length > 0) {
      await checkTargets(tx, teacherId, moves);
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
  });
}

const movesTable = (moves: Move[]) =>
  sql`(values ${sql.join(
    moves.map((m) => sql`(${m.standIn}::int, ${m.target}::int)`),
    sql`, `,
  )}) as m(stand_in, target)`;

async function checkTargets(tx: Tx, teacherId: number, moves: Move[]) {
  // Locked, so the classes cannot be deleted between this check and the UPDATE.
  const targets = moves.map((m) => m.target);
  const still = await tx
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.teacherId, teacherId), inArray(classes.id, targets)))
    .for('update');
  if (still.length !== targets.length) throw rosterChanged('a class it adds students to was deleted');

  // The plan skipped students already in their class (same email; same name without an email).
  // One added since, by hand or by a join, would now be there twice. Two equality joins, so the
  // database can hash them rather than compare every pair.
  const result = await tx.execute(sql`
    select 1 from ${students} n
      join ${movesTable(moves)} on n.class_id = m.stand_in
      join ${students} s on s.class_id = m.target and lower(s.email) = lower(n.email)
      where n.email is not null
    union all
    select 1 from ${students} n
      join ${movesTable(moves)} on n.class_id = m.stand_in
      join ${students} s on s.class_id = m.target
        and lower(trim(s.first_name)) = lower(trim(n.first_name))
        and lower(trim(s.last_name)) = lower(trim(n.last_name))
      where n.email is null
    limit 1`);
  if ((result as unknown as { rows: unknown[] }).rows.length > 0) {
    throw rosterChanged('a student in the file was added to their class in the meantime');
  }
}
