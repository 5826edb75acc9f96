import { and, desc, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ownedStudent } from '../../auth/ownership';
import { requirePrincipal } from '../../auth/plugin';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { behaviors, students } from '../../db/schema';
import { notFound } from '../../errors';
import { teacherClassIds } from '../students/queries';

/** Whether a later undo names this record (true) — the pair's original. */
// Written out in full: drizzle leaves a column unqualified in a one-table select list, where
// "id" would name the inner row.
export const isUndone = () =>
  sql.raw('exists (select 1 from behaviors as undo where undo.undoes_id = behaviors.id)').mapWith(Boolean);

type HistoryShape = 'student' | 'teacherStudent' | 'teacher';

// Prepared per shape (docs/decisions/0041): a student's own history, one student of the
// teacher's, or the newest across all of the teacher's students.
const historyStatement = prepared('behaviors_history', (db, shape: HistoryShape) => {
  const ofTeacher = inArray(
    behaviors.studentId,
    db
      .select({ id: students.id })
      .from(students)
      .where(inArray(students.classId, teacherClassIds(db, sql.placeholder('teacherId')))),
  );
  const scope =
    shape === 'student'
      ? eq(behaviors.studentId, sql.placeholder('studentId'))
      : shape === 'teacherStudent'
        ? and(ofTeacher, eq(behaviors.studentId, sql.placeholder('studentId')))
        : ofTeacher;
  // Undo pairs (docs/decisions/0076): an undo that names its original is never listed; the
  // original is listed to the teacher as undone, and to the student not at all.
  const undone = isUndone();
  return db
    .select({ ...getTableColumns(behaviors), undone })
    .from(behaviors)
    .where(and(scope, isNull(behaviors.undoesId), shape === 'student' ? sql`not ${undone}` : undefined))
    .orderBy(desc(behaviors.timestamp), desc(behaviors.id))
    .limit(sql.placeholder('limit'));
});

/**
 * Behaviour records the caller may read, newest first, undo pairs folded (see above): a teacher's students' (or one of them),
 * a student's own. Another teacher's student, or another student, is "not found".
 */
export async function listBehaviors(
  db: Db,
  req: FastifyRequest,
  filter: { studentId?: number; limit: number },
) {
  const p = requirePrincipal(req);
  if (p.kind === 'student' && filter.studentId !== undefined && filter.studentId !== p.studentId) {
    throw notFound('Student not found');
  }
  const rows =
    p.kind === 'student'
      ? await historyStatement(db, 'student').execute({ studentId: p.studentId, limit: filter.limit })
      : await historyStatement(db, filter.studentId === undefined ? 'teacher' : 'teacherStudent').execute({
          teacherId: p.teacherId,
          studentId: filter.studentId,
          limit: filter.limit,
        });
  // Nothing for a named student may mean "not yours": say so (one more query, only then).
  if (rows.length === 0 && p.kind === 'teacher' && filter.studentId !== undefined) {
    await ownedStudent(db, p.teacherId, filter.studentId);
  }
  return rows;
}
