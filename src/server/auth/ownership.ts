import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client';
import { classes, students } from '../db/schema';
import { notFound } from '../errors';
import { requirePrincipal } from './plugin';

// Authorization against a resource: does this teacher own this class, this student? Every module
// that acts on classes or students asks here, so these checks live beside the authentication
// rather than in one of those modules, which would then import each other. Another teacher's
// class or student is "not found", never "forbidden", so ids cannot be probed.

/** The class, if this teacher owns it; another teacher's class is "not found". */
export async function ownedClass(db: Db | Tx, teacherId: number, classId: number) {
  const [klass] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.teacherId, teacherId)))
    .limit(1);
  if (!klass) throw notFound('Class not found');
  return klass;
}

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

/**
 * These students, their rows locked in id order, if every one sits in one of this teacher's
 * classes; otherwise "not found" and nothing is written (all or nothing). Locking the students
 * first makes overlapping batches wait for each other instead of deadlocking on later rows.
 */
export async function lockOwnedStudents(tx: Tx, teacherId: number, studentIds: readonly number[]) {
  const ids = [...new Set(studentIds)];
  const rows = await tx
    .select({ id: students.id, classId: students.classId, hwScore: students.hwScore })
    .from(students)
    .innerJoin(classes, eq(classes.id, students.classId))
    .where(and(inArray(students.id, ids), eq(classes.teacherId, teacherId)))
    .orderBy(asc(students.id))
    .for('update', { of: students });
  if (rows.length !== ids.length) throw notFound('Student not found');
  return rows;
}
