import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ownedClass } from '../../auth/ownership';
import { requirePrincipal } from '../../auth/plugin';
import type { Db, Tx } from '../../db/client';
import { classes, socialContracts, students } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../errors';

/**
 * The class whose board or contract the caller reads (decision 0022): a teacher names one of
 * their classes; a student reads their own class (naming another answers 404, as if it did not
 * exist).
 */
export async function readableClassId(db: Db, req: FastifyRequest, classId: number | undefined) {
  const p = requirePrincipal(req);
  if (p.kind === 'student') {
    if (classId !== undefined && classId !== p.classId) throw notFound('Class not found');
    return p.classId;
  }
  if (classId === undefined) throw badRequest('classId is required');
  return (await ownedClass(db, p.teacherId, classId)).id;
}

/** The contract, if it belongs to one of this teacher's classes; otherwise "not found". */
export async function ownedContract(db: Db | Tx, teacherId: number, contractId: number) {
  const [row] = await db
    .select({ contract: socialContracts })
    .from(socialContracts)
    .innerJoin(classes, eq(classes.id, socialContracts.classId))
    .where(and(eq(socialContracts.id, contractId), eq(classes.teacherId, teacherId)))
    .limit(1);
  if (!row) throw notFound('Contract not found');
  return row.contract;
}

/**
 * Who may sign whom: the class's teacher signs for any student of the class; a student signs
 * their own class's unified contract, for themselves only (403 for a classmate). A builder
 * contract is the teacher's draft, which students never see: for them it does not exist.
 */
export async function signableContract(db: Db, req: FastifyRequest, contractId: number, studentId: number) {
  const p = requirePrincipal(req);
  if (p.kind === 'teacher') {
    const contract = await ownedContract(db, p.teacherId, contractId);
    const [student] = await db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.id, studentId), eq(students.classId, contract.classId)))
      .limit(1);
    if (!student) throw notFound('Student not found in this class');
    return contract;
  }
  const [contract] = await db
    .select()
    .from(socialContracts)
    .where(
      and(
        eq(socialContracts.id, contractId),
        eq(socialContracts.classId, p.classId),
        eq(socialContracts.isUnified, true),
      ),
    )
    .limit(1);
  if (!contract) throw notFound('Contract not found');
  if (studentId !== p.studentId) throw forbidden('Students can only sign for themselves');
  return contract;
}
