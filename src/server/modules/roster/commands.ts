import { eq, inArray } from 'drizzle-orm';
import { planImport } from '../../../shared/roster/import-plan';
import type { ImportRow } from '../../../shared/roster/schemas';
import { BATCH_ROWS } from '../../db/batches';
import type { Db } from '../../db/client';
import { classes, students } from '../../db/schema';
import { freeClassCodes } from '../accounts/queries';
import { studentColumns } from '../students/queries';

/**
 * Loads a roster in one transaction (ARCHITECTURE §4): classes named in the file that the
 * teacher does not have are created, students already in their class are skipped (the same plan
 * the dialog previewed), the others are added. Only this teacher's classes are ever matched.
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
