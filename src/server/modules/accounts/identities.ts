import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { teacherIdentities, teachers } from '../../db/schema';
import { conflict } from '../../errors';
import type { ProviderIdentity } from './oidc-client';

// Teachers' accounts at the school's identity provider: found by the provider's subject id,
// never by email (docs/decisions/0052-oidc-account-linking.md).

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return (e?.cause?.code ?? e?.code) === '23505';
};

export const findTeacherByIdentity = async (db: Db, issuer: string, subject: string) =>
  (
    await db
      .select({ teacher: teachers })
      .from(teacherIdentities)
      .innerJoin(teachers, eq(teachers.id, teacherIdentities.teacherId))
      .where(and(eq(teacherIdentities.issuer, issuer), eq(teacherIdentities.subject, subject)))
      .limit(1)
  )[0]?.teacher;

/** The teacher's linked provider account: at that issuer, or at any. */
export const findIdentityOf = async (db: Db, teacherId: number, issuer?: string) =>
  (
    await db
      .select()
      .from(teacherIdentities)
      .where(
        and(
          eq(teacherIdentities.teacherId, teacherId),
          issuer === undefined ? undefined : eq(teacherIdentities.issuer, issuer),
        ),
      )
      .limit(1)
  )[0];

/** Links the provider's account to an existing teacher; 409 when either is already linked. */
export async function linkIdentity(db: Db, teacherId: number, identity: ProviderIdentity) {
  await db
    .insert(teacherIdentities)
    .values({ teacherId, issuer: identity.issuer, subject: identity.subject, email: identity.email })
    .catch((err) => {
      if (isUniqueViolation(err))
        throw conflict('This account is already linked to another sign-in at your school', 'ALREADY_LINKED');
      throw err;
    });
}

/** Where an unconfirmed account's address goes when the address's proven owner takes it. */
export const displacedEmail = (teacherId: number) => `unconfirmed-${teacherId}@displaced.invalid`;

/**
 * A new teacher, with no password and no class yet (the dashboard's first-class step follows):
 * the provider has verified the address, so the account is verified too.
 *
 * `displacing`: an account that holds the address but never proved it (decision 0122). It is
 * kept whole (classes, students, password, sessions) under a placeholder address, and what was
 * mailed to the address for it (a confirmation or reset link, now in the owner's mailbox) no
 * longer works. Only while it is still unconfirmed and not linked: a race with its confirmation
 * leaves the address where it is (the insert then fails on the unique address).
 */
export async function createTeacherFromIdentity(db: Db, identity: ProviderIdentity, displacing?: number) {
  return db.transaction(async (tx) => {
    if (displacing !== undefined) {
      await tx
        .update(teachers)
        .set({
          email: displacedEmail(displacing),
          verificationToken: null,
          verificationTokenExpiry: null,
          pendingEmail: null,
          resetToken: null,
          resetTokenExpiry: null,
        })
        .where(and(eq(teachers.id, displacing), eq(teachers.isVerified, false)));
    }
    const [teacher] = await tx
      .insert(teachers)
      .values({ name: identity.name, email: identity.email, passwordHash: null, isVerified: true })
      .returning();
    await tx.insert(teacherIdentities).values({
      teacherId: teacher.id,
      issuer: identity.issuer,
      subject: identity.subject,
      email: identity.email,
    });
    return teacher;
  });
}

export async function unlinkIdentities(db: Db, teacherId: number) {
  await db.delete(teacherIdentities).where(eq(teacherIdentities.teacherId, teacherId));
}
