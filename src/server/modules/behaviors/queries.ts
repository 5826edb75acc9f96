import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../auth/plugin';
import type { Db } from '../../db/client';
import { behaviors, students } from '../../db/schema';
import { notFound } from '../../errors';
import { ownedStudent } from '../students/policies';
import { teacherClassIds } from '../students/queries';

/**
 * Behaviour records the caller may read, newest first: a teacher's students' (or one of them),
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
  const scope =
    p.kind === 'student'
      ? eq(behaviors.studentId, p.studentId)
      : and(
          inArray(
            behaviors.studentId,
            db
              .select({ id: students.id })
              .from(students)
              .where(inArray(students.classId, teacherClassIds(db, p.teacherId))),
          ),
          filter.studentId === undefined ? undefined : eq(behaviors.studentId, filter.studentId),
        );
  const rows = await db
    .select()
    .from(behaviors)
    .where(scope)
    .orderBy(desc(behaviors.timestamp), desc(behaviors.id))
    .limit(filter.limit);
  // Nothing for a named student may mean "not yours": say so (one more query, only then).
  if (rows.length === 0 && p.kind === 'teacher' && filter.studentId !== undefined) {
    await ownedStudent(db, p.teacherId, filter.studentId);
  }
  return rows;
}
