import { eq, inArray } from 'drizzle-orm';
import { planImport } from '../../../shared/roster/import-plan';
import type { ImportRow } from '../../../shared/roster/schemas';
import { BATCH_ROWS } from '../../db/batches';
import type { Db, Tx } from '../../db/client';
import { classes, students } from '../../db/schema';
import { freeClassCodes } from '../classes/codes';
import { addNamesOf, nameKey, namesInClass, nicknameTaken } from '../students/nicknames';
import { studentColumns } from '../students/queries';

/**
 * Loads a roster in one transaction, all or nothing (docs/architecture.md#data-rules): classes
 * named in the file that the teacher does not have are created, students already in their class are
 * skipped (the same plan the dialog previewed), the others are added. Only this teacher's classes
 * are ever matched.
 */
export function importRoster(db: Db, teacherId: number, rows: ImportRow[]) {
  return db.transaction(async (tx) => {
    // Locking the teacher's classes makes two imports of one teacher wait for each other, so a
    // roster sent twice at once is not loaded twice.
    const own = await tx
      .select({ id: classes.id, name: classes.name })
      .from(classes)
      .where(eq(classes.teacherId, teacherId))
      .for('update');
    const existing =
      own.length === 0
        ? []
        : await tx
            .select({
              classId: students.classId,
              firstName: students.firstName,
              lastName: students.lastName,
              email: students.email,
            })
            .from(students)
            .where(
              inArray(
                students.classId,
                own.map((c) => c.id),
              ),
            );
    const plan = planImport(rows, own, existing);

    // At most MAX_IMPORT_CLASSES, in one statement.
    const codes = await freeClassCodes(
      tx,
      plan.newClasses.map(() => null),
    );
    const createdClasses =
      plan.newClasses.length === 0
        ? []
        : await tx
            .insert(classes)
            .values(plan.newClasses.map(({ name }, i) => ({ name, classCode: codes[i], teacherId })))
            .returning();
    const idOfKey = new Map(plan.newClasses.map(({ key }, i) => [key, createdClasses[i].id]));

    await checkNicknames(tx, plan.add, rows);
    const values = plan.add.map(({ row, classId, classKey }) => ({
      classId: classId ?? (idOfKey.get(classKey) as number),
      firstName: row.firstName,
      lastName: row.lastName,
      nickname: row.nickname ?? null,
      email: row.email ?? null,
      photoUrl: row.photoUrl ?? null,
    }));
    const added = [];
    for (let i = 0; i < values.length; i += BATCH_ROWS) {
      added.push(
        ...(await tx
          .insert(students)
          .values(values.slice(i, i + BATCH_ROWS))
          .returning(studentColumns)),
      );
    }
    return { students: added, createdClasses, skipped: plan.skipped };
  });
}

/**
 * No nickname in the file may be a name someone else in its class goes by: a student already
 * there, the teacher, or a row above it (decision 0050). 409 naming the row; nothing is loaded.
 */
async function checkNicknames(
  tx: Tx,
  add: readonly { row: ImportRow; classId: number | null; classKey: string }[],
  rows: readonly ImportRow[],
) {
  if (!add.some(({ row }) => row.nickname?.trim())) return;
  const names = new Map<string, Set<string>>();
  for (const { row, classId, classKey } of add) {
    let taken = names.get(classKey);
    if (!taken) {
      taken = classId === null ? new Set() : await namesInClass(tx, classId);
      names.set(classKey, taken);
    }
    const own = nameKey(`${row.firstName} ${row.lastName}`);
    if (row.nickname?.trim() && nameKey(row.nickname) !== own && taken.has(nameKey(row.nickname))) {
      throw nicknameTaken(row.nickname, `Row ${row.row ?? rows.indexOf(row) + 1}: `);
    }
    addNamesOf(taken, row);
  }
}
