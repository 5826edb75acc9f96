import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { behaviors, classes, students } from '../../db/schema';
import { notFound } from '../../errors';

export interface AwardInput {
  studentIds: number[];
  type: string;
  points: number;
  description: string | null;
}

/**
 * Writes one behaviour record per student and moves their balances, in one transaction: every
 * student must sit in one of this teacher's classes, or nothing is written.
 *
 * Balances move by `balance = balance + points` in the database, never read-modify-write in
 * JS, so concurrent awards to the same student add up. The rows are locked first in id order,
 * so two overlapping batches wait for each other instead of deadlocking.
 */
export function awardBehavior(db: Db, teacherId: number, input: AwardInput) {
  const ids = [...new Set(input.studentIds)];
  return db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: students.id })
      .from(students)
      .innerJoin(classes, eq(classes.id, students.classId))
      .where(and(inArray(students.id, ids), eq(classes.teacherId, teacherId)))
      .orderBy(asc(students.id))
      .for('update', { of: students });
    if (locked.length !== ids.length) throw notFound('Student not found');

    const updated = await tx
      .update(students)
      .set({ balance: sql`${students.balance} + ${input.points}` })
      .where(inArray(students.id, ids))
      .returning({ id: students.id, classId: students.classId, balance: students.balance });
    const records = await tx
      .insert(behaviors)
      .values(
        ids.map((studentId) => ({
          studentId,
          type: input.type,
          points: input.points,
          description: input.description,
        })),
      )
      .returning();
    updated.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
    return { records, students: updated };
  });
}
