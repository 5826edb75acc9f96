import type { Me } from '../../../shared/accounts/schemas';
import type { AnyPrincipal } from '../../auth/sessions';
import type { Db } from '../../db/client';

type SessionKind = AnyPrincipal['kind'];

/**
 * What GET /auth/me answers for each kind of session, from the account's id; undefined when the
 * account is gone. Each kind's module supplies its own and modules/index.ts hands them to the
 * session routes, so a new kind of account plugs in here without this module knowing it.
 */
export type SignedInLookups = {
  [K in SessionKind]: (db: Db, id: number) => Promise<Extract<Me, { kind: K }> | undefined>;
};

const accountIdOf = (p: AnyPrincipal) =>
  p.kind === 'teacher' ? p.teacherId : p.kind === 'family' ? p.familyId : p.studentId;

/** Who is signed in, or kind 'none' (no session, or a session outliving its account). */
export async function signedIn(db: Db, p: AnyPrincipal | null, lookups: SignedInLookups): Promise<Me> {
  if (!p) return { kind: 'none' };
  const lookup = lookups[p.kind] as (db: Db, id: number) => Promise<Me | undefined>;
  return (await lookup(db, accountIdOf(p))) ?? { kind: 'none' };
}
