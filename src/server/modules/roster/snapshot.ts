import { eq, inArray } from 'drizzle-orm';
import type { PlanClass } from '../../../shared/roster/import-plan';
import type { Db } from '../../db/client';
import { classes, students, teachers } from '../../db/schema';

// What the import is planned against: the teacher's classes and who is in them, read before any
// write and outside a transaction, so no lock is held while 5,000 rows are checked and written
// (docs/decisions/0055-roster-import-behind-a-staging-account.md). The hand-over checks again
// what could have changed in between and matters (hand-over.ts).

export interface RosterSnapshot {
  classes: PlanClass[];
  students: {
    classId: number;
    firstName: string;
    lastName: string;
    email: string | null;
    nickname: string | null;
  }[];
  /** The teacher's name: a nickname may not be it (decision 0050). */
  teacherName: string;
}

export async function readRoster(db: Db, teacherId: number): Promise<RosterSnapshot> {
  const own = await db
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(eq(classes.teacherId, teacherId));
  const [teacher] = await db.select({ name: teachers.name }).from(teachers).where(eq(teachers.id, teacherId));
  const existing =
    own.length === 0
      ? []
      : await db
          .select({
            classId: students.classId,
            firstName: students.firstName,
            lastName: students.lastName,
            email: students.email,
            nickname: students.nickname,
          })
          .from(students)
          .where(
            inArray(
              students.classId,
              own.map((c) => c.id),
            ),
          );
  return { classes: own, students: existing, teacherName: teacher?.name ?? '' };
}
