import { and, asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_BEHAVIOR_PRESET, presetBehaviorTypes } from '../../../shared/behavior-types/presets';
import type { Db, Tx } from '../../db/client';
import { behaviorTypes, classes } from '../../db/schema';
import { notFound } from '../../errors';

export type BehaviorTypeRow = typeof behaviorTypes.$inferSelect;

/** The class's behaviours in display order. */
export const behaviorTypesOf = (db: Db | Tx, classId: number) =>
  db
    .select()
    .from(behaviorTypes)
    .where(eq(behaviorTypes.classId, classId))
    .orderBy(asc(behaviorTypes.position), asc(behaviorTypes.id));

/** The behaviour set this class started from ('secondary' when the class is gone). */
export async function presetOf(db: Db | Tx, classId: number) {
  const [row] = await db
    .select({ preset: classes.behaviorPreset })
    .from(classes)
    .where(eq(classes.id, classId))
    .limit(1);
  return row?.preset ?? DEFAULT_BEHAVIOR_PRESET;
}

/**
 * Writes a preset's list for a class that has no behaviours yet (docs/decisions/0085): the spec's
 * 15 unless told otherwise. Two first reads at once insert the same names: the unique index makes
 * the later one a no-op.
 */
export async function seedDefaults(db: Db | Tx, classId: number, preset: string = DEFAULT_BEHAVIOR_PRESET) {
  await db
    .insert(behaviorTypes)
    .values(presetBehaviorTypes(preset).map((d, position) => ({ ...d, classId, position })))
    .onConflictDoNothing();
}

/**
 * A new class's list: a primary class's set is written at once, so everything that reads the
 * class's rows (an export, a copy) sees it; the spec's 15 are still written on the first read.
 */
export async function seedNewClass(db: Db | Tx, klass: { id: number; behaviorPreset: string }) {
  if (klass.behaviorPreset !== DEFAULT_BEHAVIOR_PRESET)
    await seedDefaults(db, klass.id, klass.behaviorPreset);
}

/** The class's list; a class never customised gets its preset's list written first. */
export async function listBehaviorTypes(db: Db | Tx, classId: number) {
  const rows = await behaviorTypesOf(db, classId);
  if (rows.length > 0) return rows;
  await seedDefaults(db, classId, await presetOf(db, classId));
  return behaviorTypesOf(db, classId);
}

/** One behaviour, if it belongs to one of this teacher's classes; otherwise "not found". */
export async function ownedBehaviorType(db: Db | Tx, teacherId: number, id: number) {
  const [row] = await db
    .select({ type: behaviorTypes })
    .from(behaviorTypes)
    .innerJoin(classes, eq(classes.id, behaviorTypes.classId))
    .where(and(eq(behaviorTypes.id, id), eq(classes.teacherId, teacherId)))
    .limit(1);
  if (!row) throw notFound('Behavior not found');
  return row.type;
}

/**
 * Locks this teacher's class for a change of its list, so two changes at once (two open
 * dashboards) take turns: counts, positions and names are checked against the list they change.
 */
export async function lockOwnedClass(tx: Tx, teacherId: number, classId: number) {
  const rows = await tx
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.teacherId, teacherId)))
    .for('update');
  if (rows.length === 0) throw notFound('Class not found');
}

/** Positions 0..n-1 in the order of `ids` (one statement for the whole list). */
export async function renumber(tx: Tx, classId: number, ids: readonly number[]) {
  if (ids.length === 0) return;
  await tx.execute(
    sql`update behavior_types set position = array_position(${`{${ids.join(',')}}`}::int[], id) - 1
        where class_id = ${classId}`,
  );
}
