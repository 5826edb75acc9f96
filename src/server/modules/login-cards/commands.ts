import { inArray, sql } from 'drizzle-orm';
import { generateCardCode } from '../../../shared/login-cards/card-code';
import type { LoginCardView } from '../../../shared/login-cards/schemas';
import type { Db, Tx } from '../../db/client';
import { sessions, students } from '../../db/schema';
import { notFound } from '../../errors';
import type { CardKeys } from './card-keys';
import { type ClassChild, classChildren } from './queries';

const lastInitial = (lastName: string) => (Array.from(lastName.trim())[0] ?? '').toUpperCase();

const card = (child: ClassChild, code: string): LoginCardView => ({
  studentId: child.id,
  firstName: child.firstName,
  lastInitial: lastInitial(child.lastName),
  code,
});

/**
 * New codes for these children of the class, in one statement. `onlyMissing`: only where the
 * child has none, so two listings at once cannot both write a code and one print a card the
 * other retired. Answers the codes written, by student id.
 */
async function writeCodes(db: Db | Tx, keys: CardKeys, classId: number, ids: number[], onlyMissing: boolean) {
  if (ids.length === 0) return new Map<number, string>();
  const codes = new Map(ids.map((id) => [id, generateCardCode()]));
  const rows = ids.map((id) => {
    const code = codes.get(id) as string;
    return { id, hash: keys.lookup(code), sealed: keys.seal(code) };
  });
  const result = await db.execute(sql`
    update ${students} set login_code = v.hash, login_card = v.sealed
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id int, hash text, sealed text)
    where ${students.id} = v.id and ${students.classId} = ${classId}
    ${onlyMissing ? sql`and ${students.loginCode} is null` : sql``}
    returning ${students.id} as id`);
  const written = new Set((result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id)));
  return new Map([...codes].filter(([id]) => written.has(id)));
}

/**
 * The class's current cards (GET): a child who has none yet gets one now, so the page always
 * shows the whole class; every other code is kept, so a reprint matches the cards already cut out.
 */
export async function currentCards(db: Db, keys: CardKeys, classId: number): Promise<LoginCardView[]> {
  let children = await classChildren(db, classId);
  const missing = children.filter((c) => !c.hasCard).map((c) => c.id);
  // A code sealed under another server's key (a database copied without its secrets) cannot be
  // printed again: that child gets a new one.
  const unreadable = children.filter((c) => c.hasCard && keys.unseal(c.loginCard) === null).map((c) => c.id);
  const fresh = new Map([
    ...(await writeCodes(db, keys, classId, missing, true)),
    ...(await writeCodes(db, keys, classId, unreadable, false)),
  ]);
  // Another listing wrote some of the missing codes first: read what it wrote.
  if (fresh.size < missing.length + unreadable.length) children = await classChildren(db, classId);
  return children.flatMap((child) => {
    const code = fresh.get(child.id) ?? keys.unseal(child.loginCard);
    return code ? [card(child, code)] : [];
  });
}

/**
 * New cards for these children of the class (all of it when `studentIds` is absent): each one's
 * previous code stops working, and whoever signed in as the child is signed out (a lost card may
 * have been used). Another class's student, or an unknown id, is 404 and nothing changes.
 */
export async function issueCards(db: Db, keys: CardKeys, classId: number, studentIds?: number[]) {
  const wanted = studentIds ? [...new Set(studentIds)] : undefined;
  const children = await classChildren(db, classId, wanted);
  if (wanted && children.length !== wanted.length) throw notFound('Student not found in this class');
  const ids = children.map((c) => c.id);
  const retired = children.filter((c) => c.hasCard).map((c) => c.id);
  return db.transaction(async (tx) => {
    const codes = await writeCodes(tx, keys, classId, ids, false);
    // A child deleted or moved meanwhile: nothing is written.
    if (codes.size !== ids.length) throw notFound('Student not found in this class');
    if (retired.length > 0) await tx.delete(sessions).where(inArray(sessions.studentId, retired));
    return { cards: children.map((c) => card(c, codes.get(c.id) as string)), retired };
  });
}
