import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, notExists } from 'drizzle-orm';
import { MARKS_AWAY_NOW } from '../../../shared/attendance/marks';
import { projectorName } from '../../../shared/leaderboard/display';
import type { Db } from '../../db/client';
import { absences, classes, picks, students } from '../../db/schema';
import { conflict, notFound } from '../../errors';

/**
 * Picks a present student of the class at random among those not yet picked in this round; when
 * everyone present has had a turn, the round starts over (docs/decisions/0089).
 *
 * One transaction that first locks the class row: two picks at once (a phone and a laptop, two
 * instances) take turns, and the second sees the first's pick, so a round never names anyone
 * twice. The unique index on (class, student) would refuse a double pick even without it.
 */
export function pickStudent(db: Db, teacherId: number, classId: number, day: string) {
  return db.transaction(async (tx) => {
    const [klass] = await tx
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.id, classId), eq(classes.teacherId, teacherId)))
      .for('update');
    if (!klass) throw notFound('Class not found');
    // Late children are in the room and may be called on; absent and left-early ones are not
    // (decision 0146).
    const absentToday = tx
      .select({ one: absences.studentId })
      .from(absences)
      .where(
        and(
          eq(absences.studentId, students.id),
          eq(absences.day, day),
          inArray(absences.mark, MARKS_AWAY_NOW),
        ),
      );
    const present = await tx
      .select({
        id: students.id,
        firstName: students.firstName,
        lastName: students.lastName,
        nickname: students.nickname,
      })
      .from(students)
      .where(and(eq(students.classId, classId), notExists(absentToday)))
      .orderBy(asc(students.id));
    if (present.length === 0) {
      const [anyone] = await tx
        .select({ id: students.id })
        .from(students)
        .where(eq(students.classId, classId))
        .limit(1);
      throw anyone
        ? conflict(
            'Everyone in this class is marked absent or left early today: there is no one to pick',
            'NO_ONE_PRESENT',
          )
        : conflict('This class has no students yet: there is no one to pick', 'NO_STUDENTS');
    }
    const before = await tx
      .select({ studentId: picks.studentId })
      .from(picks)
      .where(eq(picks.classId, classId));
    const picked = new Set(before.map((p) => p.studentId));
    let candidates = present.filter((s) => !picked.has(s.id));
    let newRound = before.length === 0;
    if (candidates.length === 0) {
      // Everyone present has had a turn: a new round, with everyone back in it.
      await tx.delete(picks).where(eq(picks.classId, classId));
      candidates = present;
      newRound = true;
    }
    const chosen = candidates[randomInt(candidates.length)];
    const [row] = await tx.insert(picks).values({ classId, studentId: chosen.id }).returning();
    return {
      student: {
        id: chosen.id,
        firstName: chosen.firstName,
        lastName: chosen.lastName,
        displayName: projectorName(chosen),
      },
      leftInRound: candidates.length - 1,
      roundSize: present.length,
      newRound,
      pickedAt: row.pickedAt.toISOString(),
    };
  });
}

/** Ends the round: everyone is back in, and nothing is shown as picked. */
export async function newRound(db: Db, teacherId: number, classId: number) {
  const [klass] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.teacherId, teacherId)));
  if (!klass) throw notFound('Class not found');
  await db.delete(picks).where(eq(picks.classId, classId));
}
