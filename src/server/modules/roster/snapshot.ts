import { eq, inArray, max } from 'drizzle-orm';
import type { PlanClass } from '../../../shared/roster/import-plan';
import { yieldToOthers } from '../../db/batches';
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
  /** The newest student id before the snapshot: anyone added since has a larger one. */
  lastStudentId: number;
}

/** Classes whose students are read in one statement: a year group of 10,000 is not one long read. */
const CLASSES_PER_READ = 20;

export async function readRoster(db: Db, teacherId: number): Promise<RosterSnapshot> {
  // Taken first, so that a student added while the snapshot is read counts as added since.
  const [{ last }] = await db.select({ last: max(students.id) }).from(students);
  const own = await db
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(eq(classes.teacherId, teacherId));
  const [teacher] = await db.select({ name: teachers.name }).from(teachers).where(eq(teachers.id, teacherId));
  const existing: RosterSnapshot['students'] = [];
  for (let i = 0; i < own.length; i += CLASSES_PER_READ) {
    if (i > 0) await yieldToOthers();
    const ids = own.slice(i, i + CLASSES_PER_READ).map((c) => c.id);
    const rows = await db
      .select({
        classId: students.classId,
        firstName: students.firstName,
        lastName: students.lastName,
        email: students.email,
        nickname: students.nickname,
      })
      .from(students)
      .where(inArray(students.classId, ids));
    for (const r of rows) existing.push(r);
  }
  return { classes: own, students: existing, teacherName: teacher?.name ?? '', lastStudentId: last ?? 0 };
}
