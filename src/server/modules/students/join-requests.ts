import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { StudentAccessBody } from '../../../shared/accounts/schemas';
import type { JoinRequestDecision, JoinRequestView } from '../../../shared/students/join-requests';
import { JOIN_PENDING } from '../../../shared/students/join-requests';
import { ownedClass } from '../../auth/ownership';
import { verifyPassword } from '../../auth/passwords';
import type { Db, Tx } from '../../db/client';
import { classes, joinRequests, students } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../errors';
import { nameKey, namesInClass } from './nicknames';

// A join under a name the class already has creates no student: the teacher says who the child
// is (docs/decisions/0164). Only waiting requests are stored; a decision deletes the row.

type JoinRequest = typeof joinRequests.$inferSelect;

const sameName = (a: { firstName: string; lastName: string }, b: { firstName: string; lastName: string }) =>
  nameKey(a.firstName) === nameKey(b.firstName) && nameKey(a.lastName) === nameKey(b.lastName);

/** The class's students whose first and last names are these (trimmed, any case, inner spaces as one). */
export async function namesakes(db: Db | Tx, classId: number, name: { firstName: string; lastName: string }) {
  const rows = await db
    .select({ id: students.id, firstName: students.firstName, lastName: students.lastName })
    .from(students)
    .where(eq(students.classId, classId));
  return rows.filter((s) => sameName(s, name));
}

/** This class's waiting request with this email (emails arrive lower-cased). */
export async function waitingRequest(db: Db | Tx, classId: number, email: string) {
  const [row] = await db
    .select()
    .from(joinRequests)
    .where(and(eq(joinRequests.classId, classId), sql`lower(${joinRequests.email}) = ${email}`))
    .limit(1);
  return row;
}

/**
 * Whether `password` is the password of this email's waiting requests, whatever the class: an
 * email that only waits is held to one password too (decision 0012), so the account a request
 * becomes never gives the email a second one.
 */
export async function checkWaitingPassword(
  db: Db,
  email: string,
  password: string,
): Promise<{ status: 'new' } | { status: 'match'; hash: string } | { status: 'mismatch' }> {
  const rows = await db
    .selectDistinctOn([joinRequests.passwordHash], { hash: joinRequests.passwordHash })
    .from(joinRequests)
    .where(sql`lower(${joinRequests.email}) = ${email}`);
  if (rows.length === 0) return { status: 'new' };
  for (const { hash } of rows) {
    if (await verifyPassword(hash, password)) return { status: 'match', hash };
  }
  return { status: 'mismatch' };
}

/** A new waiting request, or the one this email already has in the class (two racing joins: one row). */
export async function requestJoin(db: Db, classId: number, b: StudentAccessBody, passwordHash: string) {
  const [created] = await db
    .insert(joinRequests)
    .values({
      classId,
      firstName: b.firstName,
      lastName: b.lastName,
      nickname: b.nickname ?? null,
      email: b.email,
      passwordHash,
    })
    .onConflictDoNothing()
    .returning();
  return created ?? (await waitingRequest(db, classId, b.email.toLowerCase()));
}

/** 403 JOIN_PENDING: what the child (or their parent) reads at sign-in until the teacher decides. */
export const joinPending = () =>
  new HttpError(
    403,
    'Your teacher needs to confirm who you are before you can sign in. Please ask your teacher to look at the class dashboard, then try again.',
    JOIN_PENDING,
  );

/** The class's waiting requests, oldest first, each with the students of that name. Two queries. */
export async function listJoinRequests(
  db: Db,
  teacherId: number,
  classId: number,
): Promise<JoinRequestView[]> {
  await ownedClass(db, teacherId, classId);
  const [requests, roster] = await Promise.all([
    db
      .select()
      .from(joinRequests)
      .where(eq(joinRequests.classId, classId))
      .orderBy(asc(joinRequests.createdAt), asc(joinRequests.id)),
    db
      .select({
        studentId: students.id,
        firstName: students.firstName,
        lastName: students.lastName,
        passwordHash: students.passwordHash,
      })
      .from(students)
      .where(eq(students.classId, classId))
      .orderBy(asc(students.id)),
  ]);
  return requests.map((r) => ({
    id: r.id,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    createdAt: r.createdAt.toISOString(),
    matches: roster
      .filter((s) => sameName(s, r))
      .map(({ passwordHash, ...s }) => ({ ...s, isRegistered: passwordHash !== null })),
  }));
}

/** The request, locked, if it waits in one of this teacher's classes; otherwise "not found". */
async function lockOwnedRequest(tx: Tx, teacherId: number, requestId: number) {
  const [row] = await tx
    .select({ request: joinRequests })
    .from(joinRequests)
    .innerJoin(classes, eq(classes.id, joinRequests.classId))
    .where(and(eq(joinRequests.id, requestId), eq(classes.teacherId, teacherId)))
    .for('update', { of: joinRequests })
    .limit(1);
  if (!row) throw notFound('Join request not found');
  return row.request;
}

/** The request's nickname when nobody else in the class goes by it (else none: the teacher is not asked). */
async function freeNickname(tx: Tx, r: JoinRequest, except?: number) {
  if (!r.nickname?.trim()) return null;
  return (await namesInClass(tx, r.classId, except)).has(nameKey(r.nickname)) ? null : r.nickname;
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | undefined;
  return (e?.cause?.code ?? e?.code) === '23505';
};

/**
 * The teacher's answer, in one transaction. `link`: the request's email and password become the
 * student's account (their records stay theirs) — only a student of the request's class with no
 * account yet (409 ALREADY_REGISTERED otherwise, 404 for any other id). `add`: a new student.
 * `refuse`: the request is gone, and its sign-in is unknown again.
 */
export async function decideJoinRequest(
  db: Db,
  teacherId: number,
  requestId: number,
  d: JoinRequestDecision,
) {
  try {
    return await db.transaction(async (tx) => {
      const r = await lockOwnedRequest(tx, teacherId, requestId);
      await tx.delete(joinRequests).where(eq(joinRequests.id, r.id));
      if (d.action === 'refuse') return { classId: r.classId, studentId: null };
      if (d.action === 'add') {
        const [added] = await tx
          .insert(students)
          .values({
            classId: r.classId,
            firstName: r.firstName,
            lastName: r.lastName,
            nickname: await freeNickname(tx, r),
            email: r.email,
            passwordHash: r.passwordHash,
            isRegistered: true,
          })
          .returning({ id: students.id });
        return { classId: r.classId, studentId: added.id };
      }
      const [target] = await tx
        .select({ id: students.id, nickname: students.nickname, passwordHash: students.passwordHash })
        .from(students)
        .where(and(eq(students.id, d.studentId), eq(students.classId, r.classId)))
        .for('update')
        .limit(1);
      if (!target) throw notFound('Student not found in this class');
      if (target.passwordHash !== null) throw alreadyRegistered();
      const nickname = target.nickname ? undefined : await freeNickname(tx, r, target.id);
      await tx
        .update(students)
        .set({
          email: r.email,
          passwordHash: r.passwordHash,
          isRegistered: true,
          ...(nickname && { nickname }),
        })
        .where(and(eq(students.id, target.id), isNull(students.passwordHash)));
      return { classId: r.classId, studentId: target.id };
    });
  } catch (err) {
    // Another entry of the class took this email since the child asked (the teacher typed it).
    if (isUniqueViolation(err))
      throw conflict('Another student of this class already has this email.', 'EMAIL_IN_CLASS');
    throw err;
  }
}

const alreadyRegistered = () =>
  conflict(
    'This student already has an account. Choose "Add as new student" or refuse the request.',
    'ALREADY_REGISTERED',
  );
