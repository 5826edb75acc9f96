import { and, asc, eq, inArray, isNotNull, not } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { classes, students, teachers } from '../../db/schema';
import { isStaging } from '../../db/staging';

/** The class's students in the order a teacher reads a class list: first name, then last. */
export function classChildren(db: Db, classId: number, only?: number[]) {
  return db
    .select({
      id: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      hasCard: isNotNull(students.loginCode),
      loginCard: students.loginCard,
    })
    .from(students)
    .where(and(eq(students.classId, classId), only ? inArray(students.id, only) : undefined))
    .orderBy(asc(students.firstName), asc(students.lastName), asc(students.id));
}
export type ClassChild = Awaited<ReturnType<typeof classChildren>>[number];

/**
 * The student whose card has this lookup hash, with their class as a student sees it. A class
 * still being restored (a staging account's) is no one's yet (docs/decisions/0118).
 */
export async function studentByCard(db: Db, lookup: string) {
  const [row] = await db
    .select({
      student: students,
      klass: { id: classes.id, name: classes.name, classCode: classes.classCode },
    })
    .from(students)
    .innerJoin(classes, eq(classes.id, students.classId))
    .innerJoin(teachers, eq(teachers.id, classes.teacherId))
    .where(and(eq(students.loginCode, lookup), not(isStaging)))
    .limit(1);
  return row;
}
