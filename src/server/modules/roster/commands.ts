import { planImport } from '../../../shared/roster/import-plan';
import type { ImportRow } from '../../../shared/roster/schemas';
import { insertBatchedReturning } from '../../db/batches';
import type { Db } from '../../db/client';
import { classes, students } from '../../db/schema';
import { withStaging } from '../../db/staging';
import { freeClassCodes } from '../classes/codes';
import { addNamesOf, nameKey, nicknameTaken } from '../students/nicknames';
import { studentColumns } from '../students/queries';
import { handOverImport, type Move } from './hand-over';
import { type RosterSnapshot, readRoster, stateOf } from './snapshot';

/**
 * Loads a roster, all or nothing (docs/architecture.md#data-rules): classes named in the file
 * that the teacher does not have are created, students already in their class are skipped (the
 * same plan the dialog previewed), the others are added. Only this teacher's classes are ever
 * matched. Written in batches under a staging account and handed over in one short transaction,
 * so that no other request waits for the whole import
 * (docs/decisions/0055-roster-import-behind-a-staging-account.md). Two imports of one teacher
 * never run at once (the route's `longWrites.oneAtATime`).
 */
export async function importRoster(db: Db, teacherId: number, rows: ImportRow[]) {
  const snapshot = await readRoster(db, teacherId);
  const plan = planImport(rows, snapshot.classes, snapshot.students);
  checkNicknames(plan.add, rows, snapshot);
  if (plan.add.length === 0) return { students: [], createdClasses: [], skipped: plan.skipped };

  // Students for an existing class go first into a stand-in class of the staging account: in
  // the teacher's class they would be seen (roster, projector, live events) before the import
  // is known to succeed.
  const targets = [...new Set(plan.add.flatMap(({ classId }) => (classId === null ? [] : [classId])))];
  return withStaging(db, teacherId, 'import', async (stagingId) => {
    // At most MAX_IMPORT_CLASSES names in a file, so at most that many classes, in one statement.
    const codes = await freeClassCodes(
      db,
      [...plan.newClasses, ...targets].map(() => null),
    );
    const staged = await db
      .insert(classes)
      .values([
        ...plan.newClasses.map(({ name }, i) => ({ name, classCode: codes[i], teacherId: stagingId })),
        ...targets.map((id, i) => ({
          name: `Stand-in for class ${id}`,
          classCode: codes[plan.newClasses.length + i],
          teacherId: stagingId,
        })),
      ])
      .returning();
    const created = staged.slice(0, plan.newClasses.length);
    const idOfKey = new Map(plan.newClasses.map(({ key }, i) => [key, created[i].id]));
    const moves: Move[] = targets.map((target, i) => ({
      standIn: staged[plan.newClasses.length + i].id,
      target,
    }));
    const standInOf = new Map(moves.map((m) => [m.target, m.standIn]));

    const added = await insertBatchedReturning(
      db,
      students,
      plan.add.map(({ row, classId, classKey }) => ({
        classId: classId === null ? (idOfKey.get(classKey) as number) : (standInOf.get(classId) as number),
        firstName: row.firstName,
        lastName: row.lastName,
        nickname: row.nickname ?? null,
        email: row.email ?? null,
        photoUrl: row.photoUrl ?? null,
      })),
      studentColumns,
    );
    await handOverImport(db, stagingId, teacherId, moves, {
      rows: plan.add.flatMap(({ row, classId }) => (classId === null ? [] : [{ ...row, classId }])),
      state: stateOf(snapshot.students, targets),
    });

    // The rows as they are now: in the teacher's classes.
    const targetOf = new Map(moves.map((m) => [m.standIn, m.target]));
    return {
      students: added.map((s) => ({ ...s, classId: targetOf.get(s.classId) ?? s.classId })),
      createdClasses: created.map((k) => ({ ...k, teacherId })),
      skipped: plan.skipped,
    };
  });
}

/**
 * No nickname in the file may be a name someone else in its class goes by: a student already
 * there, the teacher, or a row above it (decision 0050). 409 naming the row; nothing is loaded.
 * Checked against the snapshot, before anything is written.
 */
function checkNicknames(
  add: readonly { row: ImportRow; classId: number | null; classKey: string }[],
  rows: readonly ImportRow[],
  snapshot: RosterSnapshot,
) {
  if (!add.some(({ row }) => row.nickname?.trim())) return;
  const names = new Map<string, Set<string>>();
  const namesIn = (classId: number) => {
    const taken = new Set([nameKey(snapshot.teacherName)]);
    for (const s of snapshot.students) if (s.classId === classId) addNamesOf(taken, s);
    return taken;
  };
  for (const { row, classId, classKey } of add) {
    let taken = names.get(classKey);
    if (!taken) {
      taken = classId === null ? new Set() : namesIn(classId);
      names.set(classKey, taken);
    }
    const own = nameKey(`${row.firstName} ${row.lastName}`);
    if (row.nickname?.trim() && nameKey(row.nickname) !== own && taken.has(nameKey(row.nickname))) {
      throw nicknameTaken(row.nickname, `Row ${row.row ?? rows.indexOf(row) + 1}: `);
    }
    addNamesOf(taken, row);
  }
}
