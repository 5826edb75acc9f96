import { SCORE_COLOR_THRESHOLDS } from '../scores/score';
import type { TeacherCounter, TeacherFigures } from './schemas';
import { clampProgress } from './timeline';
import type { Achievement, AchievementIcon, Rarity } from './types';

// The teacher's achievements (/achievements: categories engagement, management,
// progress, milestone). The spec names none; these are designed from data the server already
// has (docs/decisions/0032-teacher-achievements.md). Pure: the figures come from
// GET /api/achievements.

export const TEACHER_ACHIEVEMENT_CATEGORIES = ['engagement', 'management', 'progress', 'milestone'] as const;
export type TeacherAchievementCategory = (typeof TEACHER_ACHIEVEMENT_CATEGORIES)[number];
export type TeacherAchievement = Achievement<TeacherAchievementCategory>;

interface CounterRule {
  id: string;
  name: string;
  description: string;
  icon: AchievementIcon;
  category: TeacherAchievementCategory;
  rarity: Rarity;
  counter: TeacherCounter;
  threshold: number;
}

const rule = (
  id: string,
  name: string,
  icon: AchievementIcon,
  category: TeacherAchievementCategory,
  rarity: Rarity,
  counter: TeacherCounter,
  threshold: number,
  description: string,
): CounterRule => ({ id, name, icon, category, rarity, counter, threshold, description });

/** Achievements that a count reaching a threshold unlocks, dated by the record that reached it. */
export const COUNTER_RULES: readonly CounterRule[] = [
  rule(
    'first-award',
    'First Award',
    'sparkles',
    'engagement',
    'common',
    'positiveAwards',
    1,
    'Award your first positive behavior',
  ),
  rule(
    'daily-week',
    'A Week of Daily Use',
    'calendar-check',
    'engagement',
    'rare',
    'activeDays',
    5,
    'Award points on 5 different school days',
  ),
  rule(
    'generous',
    'Generous Teacher',
    'hand',
    'engagement',
    'rare',
    'pointsAwarded',
    100,
    'Award 100 behavior points',
  ),
  rule(
    'point-fountain',
    'Point Fountain',
    'flame',
    'engagement',
    'epic',
    'pointsAwarded',
    1000,
    'Award 1,000 behavior points',
  ),
  rule(
    'award-veteran',
    'Award Veteran',
    'crown',
    'engagement',
    'legendary',
    'positiveAwards',
    500,
    'Give 500 positive awards',
  ),
  rule(
    'real-roster',
    'Real Roster',
    'users',
    'management',
    'common',
    'realRosterStudents',
    5,
    'Have 5 students in a class of your own (not the trial class)',
  ),
  rule('many-hats', 'Many Hats', 'school', 'management', 'rare', 'classes', 3, 'Run 3 classes'),
  rule(
    'contract-maker',
    'Contract Maker',
    'scroll-text',
    'management',
    'common',
    'contracts',
    1,
    'Create your first social contract',
  ),
  rule(
    'signed-sealed',
    'Signed and Sealed',
    'heart-handshake',
    'management',
    'rare',
    'signatures',
    10,
    'Collect 10 contract signatures',
  ),
  rule(
    'lesson-planner',
    'Lesson Planner',
    'clipboard-list',
    'management',
    'common',
    'lessonPlans',
    1,
    'Create your first lesson plan',
  ),
  rule(
    'homework-checker',
    'Homework Checker',
    'notebook-pen',
    'progress',
    'common',
    'homeworkEntries',
    25,
    'Record 25 homework checks',
  ),
  rule(
    'skill-builder',
    'Skill Builder',
    'target',
    'progress',
    'rare',
    'gradedSkills',
    10,
    'Give skill points to students in 10 skills',
  ),
  rule(
    'welcome',
    'Welcome Aboard',
    'trophy',
    'milestone',
    'common',
    'classes',
    1,
    'Create your account and your first class',
  ),
  rule('full-house', 'Full House', 'users', 'milestone', 'rare', 'students', 30, 'Teach 30 students'),
  rule(
    'open-floor',
    'Open Floor',
    'message-circle',
    'milestone',
    'common',
    'questions',
    1,
    'Your class asks its first question',
  ),
];

/** Every threshold the server must date, per counter. */
export function counterThresholds(): Record<TeacherCounter, number[]> {
  const out = {} as Record<TeacherCounter, number[]>;
  for (const r of COUNTER_RULES) {
    const list = out[r.counter] ?? [];
    if (!list.includes(r.threshold)) list.push(r.threshold);
    out[r.counter] = list;
  }
  return out;
}

export const EXCELLENT_STUDENTS_TARGET = 5;

/** Per-category advice shown on the teacher page. */
export const CATEGORY_TIPS: Record<TeacherAchievementCategory, string> = {
  engagement:
    'Recognise effort every day: a quick award for participation or teamwork keeps a class motivated.',
  management: 'Import your real roster, agree a social contract with the class and plan lessons ahead.',
  progress: 'Check homework and grade skills regularly so students see their progress grow.',
  milestone: 'Milestones come with time: keep using Remote Chalk with your classes.',
};

export const CATEGORY_LABELS: Record<TeacherAchievementCategory, string> = {
  engagement: 'Engagement',
  management: 'Management',
  progress: 'Progress',
  milestone: 'Milestones',
};

/** The teacher's achievements, computed from the figures. */
export function teacherAchievements(f: TeacherFigures): TeacherAchievement[] {
  const fromCounters = COUNTER_RULES.map((r): TeacherAchievement => {
    const counter = f.counters[r.counter];
    const unlocked = counter.count >= r.threshold;
    return {
      id: r.id,
      name: r.name,
      description: r.description,
      icon: r.icon,
      category: r.category,
      rarity: r.rarity,
      maxProgress: r.threshold,
      progress: clampProgress(counter.count, r.threshold),
      isUnlocked: unlocked,
      unlockedAt: unlocked ? (counter.reachedAt[String(r.threshold)] ?? null) : null,
    };
  });
  const students = f.counters.students.count;
  // A state of the class, not an event: it has no record to date it by.
  const positiveClassroom: TeacherAchievement = {
    id: 'positive-classroom',
    name: 'Positive Classroom',
    description: 'Every one of your students has a positive balance',
    icon: 'heart-handshake',
    category: 'progress',
    rarity: 'epic',
    maxProgress: Math.max(students, 1),
    progress: clampProgress(f.studentsWithPositiveBalance, Math.max(students, 1)),
    isUnlocked: students > 0 && f.studentsWithPositiveBalance >= students,
    unlockedAt: null,
  };
  const risingStars: TeacherAchievement = {
    id: 'rising-stars',
    name: 'Rising Stars',
    description: `Have ${EXCELLENT_STUDENTS_TARGET} students with a total score of ${SCORE_COLOR_THRESHOLDS.green} or more`,
    icon: 'star',
    category: 'progress',
    rarity: 'rare',
    maxProgress: EXCELLENT_STUDENTS_TARGET,
    progress: clampProgress(f.excellentStudents, EXCELLENT_STUDENTS_TARGET),
    isUnlocked: f.excellentStudents >= EXCELLENT_STUDENTS_TARGET,
    unlockedAt: null,
  };
  return [...fromCounters, positiveClassroom, risingStars];
}

/** Unlocked of total, per category and overall. */
export function categoryProgress(list: readonly TeacherAchievement[], category?: TeacherAchievementCategory) {
  const inCategory = category ? list.filter((a) => a.category === category) : list;
  return { unlocked: inCategory.filter((a) => a.isUnlocked).length, total: inCategory.length };
}
