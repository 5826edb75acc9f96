import { eq, inArray } from 'drizzle-orm';
import { planImport } from '../../../shared/roster/import-plan';
import type { ImportRow } from '../../../shared/roster/schemas';
import type { Db } from '../../db/client';
import { classes, students } from '../../db/schema';
import { uniqueClassCode } from '../accounts/queries';
import { studentColumns } from '../students/queries';

// PostgreSQL takes at most 65,535 parameters a statement: 2,000 students of 7 columns fit.
const CHUNK = 2000;

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

    const createdClasses: (typeof classes.$inferSelect)[] = [];
    const idOfKey = new Map<string, number>();
    for (const { key, name } of plan.newClasses) {
      const [klass] = await tx
        .insert(classes)
        .values({ name, classCode: await uniqueClassCode(tx), teacherId })
        .returning();
      createdClasses.push(klass);
      idOfKey.set(key, klass.id);
    }

    const values = plan.add.map(({ row, classId, classKey }) => ({
      classId: classId ?? (idOfKey.get(classKey) as number),
      firstName: row.firstName,
      lastName: row.lastName,
      nickname: row.nickname ?? null,
      email: row.email ?? null,
      photoUrl: row.photoUrl ?? null,
    }));
    const added = [];
    for (let i = 0; i < values.length; i += CHUNK) {
      added.push(
        ...(await tx
          .insert(students)
          .values(values.slice(i, i + CHUNK))
          .returning(studentColumns)),
      );
    }
    return { students: added, createdClasses, skipped: plan.skipped };
  });
}
