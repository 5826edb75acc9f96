import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { sessions, students } from '../db/schema';
import { digest, newToken } from './tokens';

export const SESSION_COOKIE = 'rc_session';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type Principal =
  | { kind: 'teacher'; teacherId: number }
  | { kind: 'student'; studentId: number; classId: number };

/**
 * A parent's session (decision 0100). Kept out of `Principal` on purpose: every teacher and student
 * route asks `requirePrincipal`/`requireTeacher`, which refuse it, so a family can reach only the
 * routes written for it (docs/decisions/0100). Its children are looked up per request, never
 * cached in the session: a removed link takes effect at once.
 */
export type FamilyPrincipal = { kind: 'family'; familyId: number };
export type AnyPrincipal = Principal | FamilyPrincipal;

export type SessionOwner =
  | { kind: 'teacher'; id: number }
  | { kind: 'student'; id: number }
  | { kind: 'family'; id: number };

export async function createSession(db: Db, principal: SessionOwner) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    tokenHash: digest(token),
    kind: principal.kind,
    teacherId: principal.kind === 'teacher' ? principal.id : null,
    studentId: principal.kind === 'student' ? principal.id : null,
    familyId: principal.kind === 'family' ? principal.id : null,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * The session by its token's digest, with its expiry and, for a student, the class they belong
 * to now (transfers apply at once). Prepared: every instance asks it for each session every few
 * seconds (the cache's TTL), and drizzle building it on each ask was about 1% of a one-student
 * read's CPU and of an award's (docs/decisions/0060-what-a-request-costs-beyond-its-sql.md).
 */
const sessionByDigest = prepared('session_by_digest', (db) =>
  db
    .select({
      kind: sessions.kind,
      teacherId: sessions.teacherId,
      studentId: sessions.studentId,
      familyId: sessions.familyId,
      classId: students.classId,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .leftJoin(students, eq(students.id, sessions.studentId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1),
);

/** One query (prepared): the session's principal and expiry, or null when it is unknown or over. */
export async function lookupSession(
  db: Db,
  tokenHash: string,
): Promise<{ principal: AnyPrincipal; expiresAt: Date } | null> {
  const [row] = await sessionByDigest(db).execute({ tokenHash });
  if (!row) return null;
  const { expiresAt } = row;
  if (row.kind === 'teacher' && row.teacherId) {
    return { principal: { kind: 'teacher', teacherId: row.teacherId }, expiresAt };
  }
  if (row.kind === 'student' && row.studentId && row.classId) {
    return { principal: { kind: 'student', studentId: row.studentId, classId: row.classId }, expiresAt };
  }
  if (row.kind === 'family' && row.familyId) {
    return { principal: { kind: 'family', familyId: row.familyId }, expiresAt };
  }
  return null;
}

/** The session's principal, straight from the database (no cache): what a stream rechecks. */
export async function findPrincipal(db: Db, token: string): Promise<AnyPrincipal | null> {
  return (await lookupSession(db, digest(token)))?.principal ?? null;
}

export async function deleteSession(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, digest(token)));
}

/** After a password change or reset, every other device is signed out. */
export async function deleteTeacherSessions(db: Db, teacherId: number) {
  await db.delete(sessions).where(eq(sessions.teacherId, teacherId));
}

/** When this browser's session began: a recent one stands in for a password (see accounts/confirm.ts). */
export async function sessionStartedAt(db: Db, token: string | undefined): Promise<Date | null> {
  if (!token) return null;
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, digest(token)))
    .limit(1);
  return row?.createdAt ?? null;
}
