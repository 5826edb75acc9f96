import { eq, sql } from 'drizzle-orm';
import type { TimerView } from '../../../shared/timer/schemas';
import type { Db, Tx } from '../../db/client';
import { classes, classTimers, teachers } from '../../db/schema';

/**
 * One class's timer as stored, read with the database's clock (docs/decisions/0092): every
 * instance and every screen counts against the same `now`. Inside a transaction `now()` is the
 * transaction's start, so a write computes from the same instant it stores.
 */
export interface TimerRow {
  teacherId: number;
  soundEnabled: boolean;
  endsAtMs: number | null;
  pausedMs: number | null;
  nowMs: number;
}

const epochMs = (value: unknown) => sql<number>`(extract(epoch from ${value}) * 1000)::float8`;

function selectTimer(db: Db | Tx, classId: number) {
  return db
    .select({
      teacherId: classes.teacherId,
      soundEnabled: teachers.soundEnabled,
      endsAtMs: epochMs(classTimers.endsAt).mapWith((v) => (v === null ? null : Number(v))),
      pausedMs: classTimers.pausedRemainingMs,
      nowMs: epochMs(sql`now()`).mapWith(Number),
    })
    .from(classes)
    .innerJoin(teachers, eq(teachers.id, classes.teacherId))
    .leftJoin(classTimers, eq(classTimers.classId, classes.id))
    .where(eq(classes.id, classId));
}

/** The class's timer row with its teacher, or undefined when the class does not exist. */
export async function readTimer(db: Db, classId: number): Promise<TimerRow | undefined> {
  const [row] = await selectTimer(db, classId).limit(1);
  return row as TimerRow | undefined;
}

/** What the API answers: remaining time rounded up, so "0" appears only at the end. */
export function presentTimer(
  row: Pick<TimerRow, 'endsAtMs' | 'pausedMs' | 'nowMs' | 'soundEnabled'>,
): TimerView {
  const { endsAtMs, pausedMs, nowMs } = row;
  const paused = pausedMs !== null;
  let remainingMs = 0;
  if (paused) remainingMs = pausedMs;
  else if (endsAtMs !== null) remainingMs = Math.max(0, endsAtMs - nowMs);
  return {
    endsAt: !paused && endsAtMs !== null ? new Date(endsAtMs).toISOString() : null,
    remainingSeconds: Math.ceil(remainingMs / 1000),
    paused,
    active: paused || endsAtMs !== null,
    serverNow: new Date(nowMs).toISOString(),
    soundEnabled: row.soundEnabled,
  };
}

/** The next state from the current one, or an error message the route turns into a status. */
export type TimerChange = (
  current: TimerRow,
) =>
  | { endsAtMs: number | null; pausedMs: number | null }
  | { stop: true }
  | { error: 'none' | 'finished' | 'too long' };

/**
 * Applies one change to a class's timer, as the owning teacher, in one transaction: the class
 * row is locked (FOR NO KEY UPDATE, which awards and new students never wait for) so two devices
 * pressing at once take turns. Answers undefined when the class is not this teacher's.
 */
export async function changeTimer(db: Db, teacherId: number, classId: number, change: TimerChange) {
  return db.transaction(async (tx) => {
    const [current] = (await selectTimer(tx, classId)
      .limit(1)
      .for('no key update', { of: classes })) as TimerRow[];
    if (!current || current.teacherId !== teacherId) return undefined;
    const next = change(current);
    if ('error' in next) return next;
    if ('stop' in next) {
      await tx.delete(classTimers).where(eq(classTimers.classId, classId));
      return presentTimer({ ...current, endsAtMs: null, pausedMs: null });
    }
    const values = {
      endsAt: next.endsAtMs === null ? null : new Date(next.endsAtMs),
      pausedRemainingMs: next.pausedMs,
      updatedAt: new Date(current.nowMs),
    };
    await tx
      .insert(classTimers)
      .values({ classId, ...values })
      .onConflictDoUpdate({ target: classTimers.classId, set: values });
    return presentTimer({ ...current, ...next });
  });
}
