import { and, eq, inArray } from 'drizzle-orm';
import { presetBehaviorTypes } from '../../../shared/behavior-types/presets';
import {
  type CreateBehaviorTypeBody,
  defaultIconFor,
  MAX_BEHAVIOR_TYPES,
  signProblem,
  type UpdateBehaviorTypeBody,
} from '../../../shared/behavior-types/schemas';
import type { BehaviorKind } from '../../../shared/behaviors/catalogue';
import { ownedClass } from '../../auth/ownership';
import type { Db, Tx } from '../../db/client';
import { behaviorTypes } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import {
  type BehaviorTypeRow,
  listBehaviorTypes,
  lockOwnedClass,
  ownedBehaviorType,
  presetOf,
  renumber,
} from './queries';

const nameTaken = () => conflict('This class already has a behavior with that name', 'BEHAVIOR_NAME_TAKEN');
const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | undefined;
  return (e?.cause?.code ?? e?.code) === '23505';
};
const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Every change runs in one transaction with the class row locked, on the materialised list
 * (a class never customised gets the spec's 15 first), and answers the whole new list.
 */
async function changeList<T>(
  db: Db,
  teacherId: number,
  classId: number,
  change: (tx: Tx, list: BehaviorTypeRow[]) => Promise<T>,
) {
  try {
    return await db.transaction(async (tx) => {
      await lockOwnedClass(tx, teacherId, classId);
      const result = await change(tx, await listBehaviorTypes(tx, classId));
      return { result, list: await listBehaviorTypes(tx, classId) };
    });
  } catch (err) {
    // Names are checked first; this is the database's word on a name another change just took.
    if (isUniqueViolation(err)) throw nameTaken();
    throw err;
  }
}

export async function createBehaviorType(
  db: Db,
  teacherId: number,
  classId: number,
  body: CreateBehaviorTypeBody,
) {
  return changeList(db, teacherId, classId, async (tx, list) => {
    if (list.length >= MAX_BEHAVIOR_TYPES)
      throw conflict(
        `A class has at most ${MAX_BEHAVIOR_TYPES} behaviors: delete one first`,
        'TOO_MANY_BEHAVIORS',
      );
    if (list.some((b) => sameName(b.name, body.name))) throw nameTaken();
    // At the end of its own group (after the last of its kind), not after the other group: a new
    // positive behaviour goes with the positive ones (decision 0153). A kind the list does not
    // have yet goes last.
    const lastOfKind = list.findLastIndex((b) => b.kind === body.kind);
    const at = lastOfKind === -1 ? list.length : lastOfKind + 1;
    const [row] = await tx
      .insert(behaviorTypes)
      .values({
        classId,
        name: body.name,
        points: body.points,
        kind: body.kind,
        icon: body.icon ?? defaultIconFor(body.kind),
        position: list.length,
      })
      .returning();
    if (at < list.length) {
      const ids = list.map((b) => b.id);
      ids.splice(at, 0, row.id);
      await renumber(tx, classId, ids);
    }
    return { ...row, position: at };
  });
}

export async function updateBehaviorType(
  db: Db,
  teacherId: number,
  id: number,
  body: UpdateBehaviorTypeBody,
) {
  const { classId } = await ownedBehaviorType(db, teacherId, id);
  return changeList(db, teacherId, classId, async (tx, list) => {
    const current = list.find((b) => b.id === id);
    // Deleted (or copied over) between the look-up and the lock.
    if (!current) throw notFound('Behavior not found');
    const kind = (body.kind ?? current.kind) as BehaviorKind;
    const points = body.points ?? current.points;
    const problem = signProblem(kind, points);
    if (problem) throw badRequest(problem, 'VALIDATION');
    if (body.name !== undefined && list.some((b) => b.id !== id && sameName(b.name, body.name ?? '')))
      throw nameTaken();
    const { position, ...fields } = body;
    if (Object.keys(fields).length > 0)
      await tx
        .update(behaviorTypes)
        .set({ ...fields, points, kind })
        .where(eq(behaviorTypes.id, id));
    if (position !== undefined) {
      const ids = list.map((b) => b.id).filter((other) => other !== id);
      ids.splice(Math.min(position, ids.length), 0, id);
      await renumber(tx, classId, ids);
    }
    return id;
  });
}

export async function deleteBehaviorType(db: Db, teacherId: number, id: number) {
  const { classId } = await ownedBehaviorType(db, teacherId, id);
  return changeList(db, teacherId, classId, async (tx, list) => {
    if (!list.some((b) => b.id === id)) throw notFound('Behavior not found');
    // An empty list would leave nothing to award with, and would read as "never customised".
    if (list.length === 1)
      throw badRequest(
        'A class keeps at least one behavior: add another before deleting this one',
        'LAST_BEHAVIOR',
      );
    await tx.delete(behaviorTypes).where(eq(behaviorTypes.id, id));
    await renumber(
      tx,
      classId,
      list.filter((b) => b.id !== id).map((b) => b.id),
    );
    return classId;
  });
}

type NewBehavior = Pick<BehaviorTypeRow, 'name' | 'points' | 'kind' | 'icon'>;

/** Replaces the class's list with these, in this order. */
async function replaceList(tx: Tx, classId: number, list: BehaviorTypeRow[], next: readonly NewBehavior[]) {
  if (list.length > 0)
    await tx.delete(behaviorTypes).where(
      and(
        eq(behaviorTypes.classId, classId),
        inArray(
          behaviorTypes.id,
          list.map((b) => b.id),
        ),
      ),
    );
  await tx
    .insert(behaviorTypes)
    .values(
      next.map(({ name, points, kind, icon }, position) => ({ classId, name, points, kind, icon, position })),
    );
}

/** The class's list becomes a copy of another of this teacher's classes' list. */
export async function copyBehaviorTypes(db: Db, teacherId: number, classId: number, fromClassId: number) {
  if (fromClassId === classId) throw badRequest('Choose another class to copy from', 'VALIDATION');
  await ownedClass(db, teacherId, fromClassId);
  return changeList(db, teacherId, classId, async (tx, list) => {
    // The source as its teacher sees it: a class never customised copies the spec's 15.
    const source = await listBehaviorTypes(tx, fromClassId);
    await replaceList(tx, classId, list, source);
  });
}

/**
 * 'Restore Defaults': the list the class started from again, in its order: the spec's 15, or the
 * primary set for a class made as a primary class.
 */
export async function restoreDefaultBehaviorTypes(db: Db, teacherId: number, classId: number) {
  return changeList(db, teacherId, classId, async (tx, list) =>
    replaceList(tx, classId, list, presetBehaviorTypes(await presetOf(tx, classId))),
  );
}
