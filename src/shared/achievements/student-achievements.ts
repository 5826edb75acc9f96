import { UNDO_PREFIX } from '../behaviors/schemas';
import { totalScore } from '../scores/score';
import { clampProgress, countCrossing, crossingTime, kthEarliest, type TimedChange } from './timeline';
import type { Achievement, AchievementIcon, Rarity } from './types';

// The 13 student achievements (docs/product.md#achievements), computed live from the student's
// own records (no I/O; the dashboard and the portal call it). Thresholds, categories and
// rarities the spec leaves open: docs/decisions/0030-student-achievement-rules.md.

export const STUDENT_ACHIEVEMENT_CATEGORIES = ['engagement', 'progress', 'milestone'] as const;
export type StudentAchievementCategory = (typeof STUDENT_ACHIEVEMENT_CATEGORIES)[number];
export type StudentAchievement = Achievement<StudentAchievementCategory>;

export interface StudentRecords {
  /** The authoritative figures of the student row. */
  balance: number;
  hwScore: number;
  /** Behaviour records (any order; the newest 1,000 are plenty for every threshold here). */
  behaviors: readonly { type: string; points: number; timestamp: string }[];
  homework: readonly { points: number; timestamp: string }[];
  /** Every catalogue skill with the student's points; updatedAt null where never graded. */
  skills: readonly { points: number; updatedAt: string | null }[];
}

interface Definition {
  id: string;
  name: string;
  description: string;
  icon: AchievementIcon;
  category: StudentAchievementCategory;
  rarity: Rarity;
}

const def = (
  id: string,
  name: string,
  icon: AchievementIcon,
  category: StudentAchievementCategory,
  rarity: Rarity,
  description: string,
): Definition => ({ id, name, icon, category, rarity, description });

/** Positive behaviours needed for each engagement badge (1/5/25/50/100). */
export const POSITIVE_BEHAVIOR_BADGES = [
  [
    def(
      'first-steps',
      'First Steps',
      'footprints',
      'engagement',
      'common',
      'Earn your first positive behavior',
    ),
    1,
  ],
  [
    def(
      'good-citizen',
      'Good Citizen',
      'heart-handshake',
      'engagement',
      'common',
      'Earn 5 positive behaviors',
    ),
    5,
  ],
  [
    def(
      'behavior-champion',
      'Behavior Champion',
      'medal',
      'engagement',
      'rare',
      'Earn 25 positive behaviors',
    ),
    25,
  ],
  [
    def('exemplary-student', 'Exemplary Student', 'star', 'engagement', 'epic', 'Earn 50 positive behaviors'),
    50,
  ],
  [
    def(
      'classroom-leader',
      'Classroom Leader',
      'crown',
      'engagement',
      'legendary',
      'Earn 100 positive behaviors',
    ),
    100,
  ],
] as const;

export const SKILL_STARTER_POINTS = 1;
export const WELL_ROUNDED_SKILLS = 3;
export const SKILL_MASTER_POINTS = 10;
export const ACADEMIC_EXCELLENCE_POINTS = 20;
export const SCHOLAR_POINTS = 10;
export const POINTS_COLLECTOR_TOTAL = 50;
export const HIGH_ACHIEVER_TOTAL = 100;
export const HOMEWORK_HERO_SCORE = 90;

const DEFS = {
  skillStarter: def(
    'skill-starter',
    'Skill Starter',
    'sprout',
    'progress',
    'common',
    'Earn points in your first skill',
  ),
  wellRounded: def(
    'well-rounded',
    'Well Rounded',
    'shapes',
    'progress',
    'rare',
    'Earn points in 3 different skills',
  ),
  skillMaster: def(
    'skill-master',
    'Skill Master',
    'target',
    'progress',
    'rare',
    'Reach 10 points in any skill',
  ),
  academicExcellence: def(
    'academic-excellence',
    'Academic Excellence',
    'graduation-cap',
    'progress',
    'epic',
    'Reach 20 points in any skill',
  ),
  scholar: def('scholar', 'Scholar', 'book-open', 'progress', 'legendary', 'Reach 10 points in every skill'),
  pointsCollector: def(
    'points-collector',
    'Points Collector',
    'coins',
    'milestone',
    'rare',
    'Reach a total score of 50 points',
  ),
  highAchiever: def(
    'high-achiever',
    'High Achiever',
    'rocket',
    'milestone',
    'epic',
    'Reach a total score of 100 points',
  ),
  homeworkHero: def(
    'homework-hero',
    'Homework Hero',
    'notebook-pen',
    'milestone',
    'epic',
    'Reach a homework score of 90',
  ),
} as const;

export const STUDENT_ACHIEVEMENT_COUNT = POSITIVE_BEHAVIOR_BADGES.length + Object.keys(DEFS).length;

/**
 * How a behaviour record moves the count of positive behaviours: an award with positive points
 * adds one; the undo of an award ('Undo: …' with negative points) takes one back; deductions and
 * the undo of a deduction change nothing.
 */
export function positiveBehaviorDelta(record: { type: string; points: number }): number {
  const undo = record.type.startsWith(UNDO_PREFIX);
  if (!undo && record.points > 0) return 1;
  if (undo && record.points < 0) return -1;
  return 0;
}

function make(
  d: Definition,
  value: number,
  maxProgress: number,
  unlocked: boolean,
  unlockedAt: string | null,
): StudentAchievement {
  return {
    ...d,
    maxProgress,
    progress: clampProgress(value, maxProgress),
    isUnlocked: unlocked,
    unlockedAt: unlocked ? unlockedAt : null,
  };
}

/** 'Any skill reaches n points': the earliest time a skill at n or more was last graded. */
function anySkillAt(skills: StudentRecords['skills'], points: number): string | null {
  return kthEarliest(
    skills.filter((s) => s.points >= points && s.updatedAt).map((s) => s.updatedAt as string),
    1,
  );
}

/** The 13 achievements, in the spec's order. */
export function studentAchievements(records: StudentRecords): StudentAchievement[] {
  const behaviorChanges: TimedChange[] = records.behaviors.map((b) => ({
    at: b.timestamp,
    delta: positiveBehaviorDelta(b),
  }));
  const engagement = POSITIVE_BEHAVIOR_BADGES.map(([d, threshold]) => {
    const { count, at } = countCrossing(behaviorChanges, threshold);
    return make(d, count, threshold, count >= threshold, at);
  });

  const skills = records.skills;
  const graded = skills.filter((s) => s.points >= SKILL_STARTER_POINTS);
  const gradedTimes = graded.filter((s) => s.updatedAt).map((s) => s.updatedAt as string);
  const best = skills.reduce((max, s) => Math.max(max, s.points), 0);
  const atScholar = skills.filter((s) => s.points >= SCHOLAR_POINTS);
  const scholarUnlocked = skills.length > 0 && atScholar.length === skills.length;
  const lastScholarTime = kthEarliest(
    atScholar.filter((s) => s.updatedAt).map((s) => s.updatedAt as string),
    atScholar.length,
  );
  const progress = [
    make(DEFS.skillStarter, graded.length, 1, graded.length >= 1, kthEarliest(gradedTimes, 1)),
    make(
      DEFS.wellRounded,
      graded.length,
      WELL_ROUNDED_SKILLS,
      graded.length >= WELL_ROUNDED_SKILLS,
      kthEarliest(gradedTimes, WELL_ROUNDED_SKILLS),
    ),
    make(
      DEFS.skillMaster,
      best,
      SKILL_MASTER_POINTS,
      best >= SKILL_MASTER_POINTS,
      anySkillAt(skills, SKILL_MASTER_POINTS),
    ),
    make(
      DEFS.academicExcellence,
      best,
      ACADEMIC_EXCELLENCE_POINTS,
      best >= ACADEMIC_EXCELLENCE_POINTS,
      anySkillAt(skills, ACADEMIC_EXCELLENCE_POINTS),
    ),
    make(DEFS.scholar, atScholar.length, Math.max(skills.length, 1), scholarUnlocked, lastScholarTime),
  ];

  // The total score moved by every behaviour, homework entry and skill; a skill has
  // no history, so its points count from the time it was last graded.
  const total = totalScore(records.balance, records.hwScore, skills);
  const totalChanges: TimedChange[] = [
    ...records.behaviors.map((b) => ({ at: b.timestamp, delta: b.points })),
    ...records.homework.map((h) => ({ at: h.timestamp, delta: h.points })),
    ...skills
      .filter((s) => s.updatedAt && s.points !== 0)
      .map((s) => ({ at: s.updatedAt as string, delta: s.points })),
  ];
  const homeworkChanges = records.homework.map((h) => ({ at: h.timestamp, delta: h.points }));
  const milestone = [
    make(
      DEFS.pointsCollector,
      total,
      POINTS_COLLECTOR_TOTAL,
      total >= POINTS_COLLECTOR_TOTAL,
      crossingTime(total, totalChanges, POINTS_COLLECTOR_TOTAL),
    ),
    make(
      DEFS.highAchiever,
      total,
      HIGH_ACHIEVER_TOTAL,
      total >= HIGH_ACHIEVER_TOTAL,
      crossingTime(total, totalChanges, HIGH_ACHIEVER_TOTAL),
    ),
    make(
      DEFS.homeworkHero,
      records.hwScore,
      HOMEWORK_HERO_SCORE,
      records.hwScore >= HOMEWORK_HERO_SCORE,
      crossingTime(records.hwScore, homeworkChanges, HOMEWORK_HERO_SCORE),
    ),
  ];

  return [...engagement, ...progress, ...milestone];
}
