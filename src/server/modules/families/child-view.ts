import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { studentAchievements } from '../../../shared/achievements/student-achievements';
import type { FamilyChildView } from '../../../shared/families/schemas';
import { totalScore } from '../../../shared/scores/score';
import type { Db } from '../../db/client';
import { behaviors, homeworkEntries, skills, studentSkills, type students } from '../../db/schema';
import { childDisplayName } from './queries';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The records a family sees in detail (decision 0105). */
export const RECORD_DAYS = 30;
/** The weeks of the family page's chart. */
export const CHART_WEEKS = 8;
/** Enough history for every badge threshold (as the student portal: the newest 1,000). */
const BADGE_HISTORY = 1000;

/** Monday 00:00 (server's TZ) of the week holding `d`. */
export function weekStart(d: Date): Date {
  const start = new Date(d.getFullYear(), d.getMonth(), d.getDate());
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  return start;
}

const localDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * A behaviour record a family is shown: undo pairs are left out (an award and its undo cancel, as
 * on the student portal: decision 0076), the rest as written.
 */
const notUndone = sql`${behaviors.undoesId} is null and not exists (select 1 from ${behaviors} u where u.undoes_id = ${behaviors.id})`;

/**
 * One child's figures for their family: the child's own rows only (no class total, no rank,
 * no classmate), a constant number of queries.
 */
export async function familyChildView(
  db: Db,
  row: { student: typeof students.$inferSelect; className: string; teacherName: string },
  now = new Date(),
): Promise<FamilyChildView> {
  const { student } = row;
  const chartFrom = new Date(weekStart(now).getTime() - (CHART_WEEKS - 1) * 7 * DAY_MS);
  const recordsFrom = new Date(now.getTime() - RECORD_DAYS * DAY_MS);
  const [skillRows, badgeBehaviors, badgeHomework, recent] = await Promise.all([
    db
      .select({
        skillId: skills.id,
        name: skills.name,
        points: sql<number>`coalesce(${studentSkills.points}, 0)`.mapWith(Number),
        updatedAt: studentSkills.updatedAt,
      })
      .from(skills)
      .leftJoin(
        studentSkills,
        and(eq(studentSkills.skillId, skills.id), eq(studentSkills.studentId, student.id)),
      )
      .orderBy(skills.id),
    db
      .select({ type: behaviors.type, points: behaviors.points, timestamp: behaviors.timestamp })
      .from(behaviors)
      .where(eq(behaviors.studentId, student.id))
      .orderBy(desc(behaviors.timestamp))
      .limit(BADGE_HISTORY),
    db
      .select({
        id: homeworkEntries.id,
        points: homeworkEntries.points,
        description: homeworkEntries.description,
        timestamp: homeworkEntries.timestamp,
      })
      .from(homeworkEntries)
      .where(eq(homeworkEntries.studentId, student.id))
      .orderBy(desc(homeworkEntries.timestamp), desc(homeworkEntries.id))
      .limit(BADGE_HISTORY),
    db
      .select({
        id: behaviors.id,
        type: behaviors.type,
        points: behaviors.points,
        description: behaviors.description,
        timestamp: behaviors.timestamp,
      })
      .from(behaviors)
      .where(and(eq(behaviors.studentId, student.id), gt(behaviors.timestamp, chartFrom), notUndone))
      .orderBy(desc(behaviors.timestamp), desc(behaviors.id)),
  ]);

  const badges = studentAchievements({
    balance: student.balance,
    hwScore: student.hwScore,
    behaviors: badgeBehaviors.map((b) => ({ ...b, timestamp: b.timestamp.toISOString() })),
    homework: badgeHomework.map((h) => ({ points: h.points, timestamp: h.timestamp.toISOString() })),
    skills: skillRows.map((s) => ({ points: s.points, updatedAt: s.updatedAt?.toISOString() ?? null })),
  })
    .filter((a) => a.isUnlocked)
    .map((a) => ({
      id: a.id,
      name: a.name,
      description: a.description,
      icon: a.icon,
      rarity: a.rarity,
      earnedAt: a.unlockedAt,
    }));

  const weeks: { weekStart: string; points: number }[] = [];
  for (let i = 0; i < CHART_WEEKS; i++) {
    const start = new Date(chartFrom.getFullYear(), chartFrom.getMonth(), chartFrom.getDate() + i * 7);
    weeks.push({ weekStart: localDay(start), points: 0 });
  }
  for (const r of recent) {
    const key = localDay(weekStart(r.timestamp));
    const week = weeks.find((w) => w.weekStart === key);
    if (week) week.points += r.points;
  }

  return {
    studentId: student.id,
    displayName: childDisplayName(student),
    firstName: student.firstName,
    className: row.className,
    teacherName: row.teacherName,
    balance: student.balance,
    hwScore: student.hwScore,
    totalScore: totalScore(student.balance, student.hwScore, skillRows),
    skills: skillRows.map(({ skillId, name, points }) => ({ skillId, name, points })),
    badges,
    records: recent
      .filter((r) => r.timestamp > recordsFrom)
      .map((r) => ({
        id: r.id,
        type: r.type,
        points: r.points,
        date: r.timestamp.toISOString(),
        description: r.description,
      })),
    homework: badgeHomework
      .filter((h) => h.timestamp > recordsFrom)
      .map((h) => ({
        id: h.id,
        points: h.points,
        date: h.timestamp.toISOString(),
        description: h.description,
      })),
    weeks,
  };
}
