import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_BYTES_PER_DAY,
  IDEMPOTENCY_KEY_HOURS,
  IDEMPOTENCY_KEY_PATTERN,
} from '../../../shared/idempotency/schemas';
import type { Db, Tx } from '../../db/client';
import { idempotencyKeys, rateLimits } from '../../db/schema';
import { badRequest, conflict, HttpError, tooMany } from '../../errors';

// Writes sent with an `Idempotency-Key` apply once (docs/decisions/0096). Without the header a
// route takes its usual path and this file costs nothing; with it, the write and one INSERT of
// its answer share one transaction, so the key is stored exactly when the write committed.
// Two requests with the same key at the same time: both may run the write, but the second one's
// INSERT meets the first one's row (PostgreSQL makes it wait for the first commit; PGlite runs
// the transactions in turn), finds it taken, rolls its own write back and answers the first one's
// result. A key older than 24 hours is replaced by the next write that uses it.

const KEPT = sql.raw(`interval '${IDEMPOTENCY_KEY_HOURS} hours'`);

// What one account may keep in the store (docs/decisions/0096, "A cap per account"): answers of
// keyed writes are stored for 24 hours, and an account sending key after key could fill the
// database (a review stored 11.6 MB in 5 s). The bytes an account stores are counted over 24
// hours in the rate-limit counters, in the statement that stores the answer; past the cap a
// new key is refused (429) before its write is applied, so nothing is applied that is not
// stored. A repeat of a stored key is always answered: an award already applied is never lost.
export const idempotencyBytesKey = (teacherId: number) => `idempotency-bytes:${teacherId}`;

/** The request's key, undefined without the header; a malformed key is a 400. */
export function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const raw = req.headers['idempotency-key'];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(raw)) {
    throw badRequest(
      'Idempotency-Key must be 1 to 200 letters, digits or -_:. (one header)',
      'BAD_IDEMPOTENCY_KEY',
    );
  }
  return raw;
}

/** Method, path and body: what makes a repeat the same request. */
const requestHash = (req: FastifyRequest) =>
  createHash('sha256')
    .update(`${req.method} ${req.url.split('?')[0]}\n${JSON.stringify(req.body ?? null)}`)
    .digest('hex');

interface Stored {
  requestHash: string;
  status: number;
  response: unknown;
}

async function findStored(db: Db, teacherId: number, key: string): Promise<Stored | undefined> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      status: idempotencyKeys.status,
      response: idempotencyKeys.response,
    })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.teacherId, teacherId),
        eq(idempotencyKeys.key, key),
        sql`${idempotencyKeys.createdAt} > now() - ${KEPT}`,
      ),
    );
  return row;
}

/**
 * The stored answer of this key, if any, and what the account has stored in its current 24
 * hours (and in how many seconds that count ends): one statement, as the lookup alone was.
 */
async function findStoredAndUsage(db: Db, teacherId: number, key: string) {
  const result = await db.execute(sql`
    select k.request_hash as "requestHash", k.status, k.response,
           coalesce(b.count, 0)::int as used,
           coalesce(ceil(extract(epoch from b.reset_at - now())), 0)::int as "resetIn"
    from (select 1) as one
    left join ${idempotencyKeys} k
      on k.teacher_id = ${teacherId} and k.key = ${key} and k.created_at > now() - ${KEPT}
    left join ${rateLimits} b on b.key = ${idempotencyBytesKey(teacherId)} and b.reset_at > now()`);
  const [row] = (result as unknown as { rows: (Stored & { used: number; resetIn: number })[] }).rows;
  // Both drivers give jsonb back parsed, as the query builder does.
  return { stored: row.requestHash === null ? undefined : row, used: row.used, resetIn: row.resetIn };
}

function overCap(resetIn: number) {
  const hours = Math.max(1, Math.ceil(resetIn / 3600));
  return tooMany(
    `This account has sent too many changes for safe retry in 24 hours. Nothing was changed: try again in ${hours === 1 ? 'an hour' : `${hours} hours`}.`,
    'IDEMPOTENCY_STORE_FULL',
    Math.max(1, resetIn),
  );
}

function replay(stored: Stored, hash: string): Answer<never> {
  if (stored.requestHash !== hash) {
    throw new HttpError(
      422,
      'This Idempotency-Key was already used for a different request',
      'IDEMPOTENCY_KEY_REUSED',
    );
  }
  return { status: stored.status, body: stored.response };
}

/** Thrown inside the transaction when another request stored the key first: rolls this one back. */
class KeyTaken extends Error {}

export interface Answer<R, B = unknown> {
  status: number;
  body: B;
  /** The write's result when it was applied now; absent for a repeat (nothing to announce). */
  result?: R;
}

/**
 * Runs `write` once per (teacher, key): a repeat answers the stored status and body.
 * `present` turns the result into the answer's body (plain JSON: it is stored as is).
 */
export async function applyOnce<R>(
  db: Db,
  req: FastifyRequest,
  teacherId: number,
  key: string,
  status: number,
  write: (tx: Tx) => Promise<R>,
  present: (result: R) => unknown,
): Promise<Answer<R>> {
  const hash = requestHash(req);
  const earlier = await findStoredAndUsage(db, teacherId, key);
  if (earlier.stored) return replay(earlier.stored, hash);
  if (earlier.used >= IDEMPOTENCY_BYTES_PER_DAY) throw overCap(earlier.resetIn);
  try {
    return await db.transaction(async (tx) => {
      const result = await write(tx);
      const body = present(result);
      const json = JSON.stringify(body);
      const bytes = Buffer.byteLength(json) + key.length + hash.length;
      // The answer is stored and the account's bytes counted in one statement.
      const saved = await tx.execute(sql`
        with stored as (
          insert into ${idempotencyKeys} (teacher_id, key, request_hash, status, response)
          values (${teacherId}, ${key}, ${hash}, ${status}, ${json}::jsonb)
          on conflict (teacher_id, key) do update
            set request_hash = excluded.request_hash, status = excluded.status,
                response = excluded.response, created_at = now()
            where ${idempotencyKeys.createdAt} < now() - ${KEPT}
          returning 1 as stored
        ), counted as (
          insert into ${rateLimits} (key, count, reset_at)
          select ${idempotencyBytesKey(teacherId)}, ${bytes}, now() + ${KEPT} from stored
          on conflict (key) do update
            set count = case when ${rateLimits.resetAt} <= now() then excluded.count
                             else ${rateLimits.count} + excluded.count end,
                reset_at = case when ${rateLimits.resetAt} <= now() then excluded.reset_at
                                else ${rateLimits.resetAt} end
        )
        select stored from stored`);
      if ((saved as unknown as { rows: unknown[] }).rows.length === 0) throw new KeyTaken();
      return { status, body, result };
    });
  } catch (error) {
    if (!(error instanceof KeyTaken)) throw error;
    const first = await findStored(db, teacherId, key);
    if (!first) throw conflict('This Idempotency-Key is in use; send it again', 'IDEMPOTENCY_KEY_BUSY');
    return replay(first, hash);
  }
}

/** A write a queued client may send again: how to run it and answer it. */
export interface KeyedWrite<R, B> {
  /** The answer's status when the write is applied (a repeat answers the stored one). */
  status: number;
  /**
   * The write without a key: the route's usual path, unchanged by idempotency. Absent when the
   * write runs in a transaction of its own either way: `inTransaction` in a new one.
   */
  direct?: () => Promise<R>;
  /** The same write inside the transaction that stores the key's answer. */
  inTransaction: (tx: Tx) => Promise<R>;
  /** The answer's body (plain JSON: a keyed answer is stored as is). */
  present: (result: R) => B;
}

/**
 * The one way a write route honours `Idempotency-Key` (docs/decisions/0096): without the header it
 * runs the write as usual, with it `applyOnce`. The route then announces `result`, present only
 * when the write was applied now (a repeat changed nothing to announce), and sends the answer:
 * route, keyed write, command, event, answer, in that order in the route.
 */
export async function writeOnce<R, B>(
  db: Db,
  req: FastifyRequest,
  teacherId: number,
  write: KeyedWrite<R, B>,
): Promise<Answer<R, B>> {
  const key = idempotencyKeyOf(req);
  if (key !== undefined) {
    // A stored answer is `present`'s body for the same request (the hash says so): a B.
    const answer = await applyOnce(db, req, teacherId, key, write.status, write.inTransaction, write.present);
    return answer as Answer<R, B>;
  }
  const result = await (write.direct ? write.direct() : db.transaction(write.inTransaction));
  return { status: write.status, body: write.present(result), result };
}

/** Answers older than the time kept are never read again. */
export const sweepIdempotencyKeys = (db: Db) =>
  db.delete(idempotencyKeys).where(sql`${idempotencyKeys.createdAt} < now() - ${KEPT}`);
