import { and, desc, eq } from 'drizzle-orm';
import { projectorName } from '../../../shared/leaderboard/display';
import type { Db } from '../../db/client';
import { picks, students } from '../../db/schema';

/**
 * The class's latest pick of the round as the wall shows it: the display name only. A student
 * who moved to another class since is not shown on this class's wall.
 */
export async function currentPick(db: Db, classId: number) {
  const [row] = await db
    .select({
      firstName: students.firstName,
      lastName: students.lastName,
      nickname: students.nickname,
      pickedAt: picks.pickedAt,
    })
    .from(picks)
    .innerJoin(students, and(eq(students.id, picks.studentId), eq(students.classId, picks.classId)))
    .where(eq(picks.classId, classId))
    .orderBy(desc(picks.id))
    .limit(1);
  return { pick: row ? { displayName: projectorName(row), pickedAt: row.pickedAt.toISOString() } : null };
}
