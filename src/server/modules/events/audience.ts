import { eq } from 'drizzle-orm';
import type { Principal } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { classes } from '../../db/schema';
import type { ChangeEvent } from '../../realtime/bus';

/**
 * Decides, per connection, whether the caller may see a bus event; calls `deliver` if so,
 * in bus order. Events without a class are never delivered.
 */
export type Audience = (event: ChangeEvent, deliver: () => void) => void;

/** Looks up a class's teacher. Owners never change, so known answers are kept (bounded). */
export function createOwnerLookup(db: Db, maxEntries = 10_000) {
  const owners = new Map<number, Promise<number | null>>();
  return (classId: number): Promise<number | null> => {
    const known = owners.get(classId);
    if (known) return known;
    const lookup = db
      .select({ teacherId: classes.teacherId })
      .from(classes)
      .where(eq(classes.id, classId))
      .limit(1)
      .then(([row]) => row?.teacherId ?? null);
    if (owners.size >= maxEntries) owners.clear();
    owners.set(classId, lookup);
    // A missing class may be created later (or the lookup failed): don't remember that answer.
    lookup.then(
      (owner) => owner === null && owners.delete(classId),
      () => owners.delete(classId),
    );
    return lookup;
  };
}

/**
 * The audience of one connection, resolved at connect time: a teacher hears their own classes,
 * a student their own class. A teacher's set grows when an event names a class id it does not
 * know yet (a class created after the stream opened, typically announced by a 'classes' event)
 * and the database says it is theirs. Any topic triggers the check, not only 'classes': events
 * of different writes (or instances) may arrive in any order. Owners are looked up once per
 * class per process (`ownerOf`), and later events of that class wait behind the check, so the
 * order is kept.
 */
export async function audienceFor(
  db: Db,
  principal: Principal,
  ownerOf: (classId: number) => Promise<number | null>,
): Promise<Audience> {
  if (principal.kind === 'student') {
    const own = principal.classId;
    // A child waiting to join is the teacher's business, not the class's (decision 0164).
    return (event, deliver) => {
      if (event.classId === own && event.topic !== 'join-requests') deliver();
    };
  }
  const { teacherId } = principal;
  const rows = await db.select({ id: classes.id }).from(classes).where(eq(classes.teacherId, teacherId));
  const mine = new Set(rows.map((r) => r.id));
  // Classes never change teacher: once another teacher's, always another teacher's.
  const notMine = new Set<number>();
  const checking = new Map<number, Promise<number | null>>();
  return (event, deliver) => {
    const { classId } = event;
    if (classId === null || notMine.has(classId)) return;
    if (mine.has(classId)) return deliver();
    let check = checking.get(classId);
    if (!check) {
      check = ownerOf(classId).catch(() => null);
      checking.set(classId, check);
      // Registered first, so it runs before the deliveries waiting on the same check.
      void check.then((owner) => {
        checking.delete(classId);
        if (owner === teacherId) mine.add(classId);
        else if (owner !== null) notMine.add(classId);
      });
    }
    void check.then((owner) => owner === teacherId && deliver());
  };
}
