import { and, eq, sql } from 'drizzle-orm';
import { MAX_BEHAVIOR_TYPE_LENGTH, UNDO_PREFIX } from '../../../shared/behaviors/schemas';
import type { Db } from '../../db/client';
import { behaviors, classes, students } from '../../db/schema';
import { conflict, notFound } from '../../errors';

/**
 * Removes one record the way the 10-second undo does (docs/decisions/0076, 0145): an undo record
 * with the opposite points names it by `undoes_id`, and the balance moves by those points in the
 * same transaction. Both records stay for the audit trail; every read that leaves undo pairs out
 * (the child's and the family's history, reports, charts, badges) leaves this one out too.
 *
 * Removing it again changes nothing and answers the same: the student's row is locked first, so
 * a second remove racing the first waits, and its next statement (a new snapshot) sees the undo.
 *
 * `changed`: whether this call wrote the undo (only then is there something to announce).
 */
export async function removeBehavior(db: Db, teacherId: number, recordId: number) {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ record: behaviors, classId: students.classId })
      .from(behaviors)
      .innerJoin(students, eq(students.id, behaviors.studentId))
      .innerJoin(classes, eq(classes.id, students.classId))
      .where(and(eq(behaviors.id, recordId), eq(classes.teacherId, teacherId)))
      .for('update', { of: students });
    if (!found) throw notFound('Behavior record not found');
    const { record, classId } = found;
    // An undo is the removal of another record; removing it would bring that record back.
    if (record.undoesId !== null) throw conflict('An undo cannot be removed', 'UNDO_RECORD');

    const [already] = await tx
      .select({ id: behaviors.id })
      .from(behaviors)
      .where(eq(behaviors.undoesId, record.id))
      .limit(1);
    let undoId = already?.id;
    if (!already) {
      const [undo] = await tx
        .insert(behaviors)
        .values({
          studentId: record.studentId,
          // The link, not the name, says what it cancels: a long name may be cut to fit.
          type: `${UNDO_PREFIX}${record.type}`.slice(0, MAX_BEHAVIOR_TYPE_LENGTH),
          points: -record.points,
          description: null,
          undoesId: record.id,
        })
        .returning({ id: behaviors.id });
      undoId = undo.id;
      await tx
        .update(students)
        .set({ balance: sql`${students.balance} - ${record.points}` })
        .where(eq(students.id, record.studentId));
    }
    const [student] = await tx
      .select({ id: students.id, balance: students.balance })
      .from(students)
      .where(eq(students.id, record.studentId));
    return {
      record: { ...record, undone: true },
      student: { ...student, classId },
      undoId: undoId as number,
      changed: !already,
    };
  });
}
