import { and, desc, eq, sql } from 'drizzle-orm';
import { projectorName } from '../../../shared/leaderboard/display';
import { PICK_SHOWN_MS } from '../../../shared/picks/schemas';
import type { Db } from '../../db/client';
import { picks, students } from '../../db/schema';

/**
 * The class's latest pick of the round as the wall shows it: the display name only, for a
 * minute at most and until the teacher closes the picker (decision 0147). A student who moved to
 * another class since is not shown on this class's wall.
 */
export async function currentPick(db: Db, classId: number) {
  const [row] = await db
    .select({
      firstName: students.firstName,
      lastName: students.lastName,
      nickname: students.nickname,
      pickedAt: picks.pickedAt,
      hidden: picks.hidden,
      // The database's clock, the one that wrote `picked_at`.
      ageMs: sql<number>`(extract(epoch from (now() - ${picks.pickedAt})) * 1000)::int`,
    })
    .from(picks)
    .innerJoin(students, and(eq(students.id, picks.studentId), eq(students.classId, picks.classId)))
    .where(eq(picks.classId, classId))
    .orderBy(desc(picks.id))
    .limit(1);
  const shownForMs = row ? PICK_SHOWN_MS - Math.max(0, row.ageMs) : 0;
  if (!row || row.hidden || shownForMs <= 0) return { pick: null };
  return {
    pick: { displayName: projectorName(row), pickedAt: row.pickedAt.toISOString(), shownForMs },
  };
}

/** Stops showing the class's latest pick on the wall; the round itself goes on. */
export async function hidePick(db: Db, classId: number) {
  const latest = db
    .select({ id: picks.id })
    .from(picks)
    .where(eq(picks.classId, classId))
    .orderBy(desc(picks.id))
    .limit(1);
  await db
    .update(picks)
    .set({ hidden: true })
    .where(eq(picks.id, sql`(${latest})`));
}
