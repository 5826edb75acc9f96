import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../auth/plugin';
import type { Db, Tx } from '../../db/client';
import { classes, students } from '../../db/schema';
import { notFound } from '../../errors';

/** The student, if they sit in one of this teacher's classes; otherwise "not found". */
export async function ownedStudent(db: Db | Tx, teacherId: number, studentId: number) {
  const [row] = await db
    .select({ student: students })
    .from(students)
    .innerJoin(classes, eq(classes.id, students.classId))
    .where(and(eq(students.id, studentId), eq(classes.teacherId, teacherId)))
    .limit(1);
  if (!row) throw notFound('Student not found');
  return row.student;
}

/**
 * Read access to one student's own records: their teacher, or the student themself.
 * Anyone else gets "not found", so ids cannot be probed.
 */
export async function readableStudent(db: Db, req: FastifyRequest, studentId: number) {
  const p = requirePrincipal(req);
  if (p.kind === 'teacher') return ownedStudent(db, p.teacherId, studentId);
  if (p.studentId !== studentId) throw notFound('Student not found');
  const [student] = await db.select().from(students).where(eq(students.id, studentId)).limit(1);
  if (!student) throw notFound('Student not found');
  return student;
}
