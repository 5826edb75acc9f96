import { z } from 'zod';

// GET /api/achievements: the figures the teacher achievements are computed from (the rules are
// in ./teacher-achievements.ts; the server only counts).

/** A count and, for each threshold the rules use, when the count reached it (null: not yet). */
export const counterView = z.object({
  count: z.number(),
  reachedAt: z.record(z.string(), z.string().nullable()),
});

export const TEACHER_COUNTERS = [
  'classes',
  'students',
  'realRosterStudents',
  'positiveAwards',
  'pointsAwarded',
  'activeDays',
  'homeworkEntries',
  'gradedSkills',
  'contracts',
  'signatures',
  'lessonPlans',
  'questions',
] as const;
export type TeacherCounter = (typeof TEACHER_COUNTERS)[number];

export const teacherFiguresView = z.object({
  counters: z.object(
    Object.fromEntries(TEACHER_COUNTERS.map((k) => [k, counterView])) as Record<
      TeacherCounter,
      typeof counterView
    >,
  ),
  /** Students (of all the teacher's classes) with a balance above 0. */
  studentsWithPositiveBalance: z.number(),
  /** Students whose total score is 15 or more (the spec's green). */
  excellentStudents: z.number(),
});
export type TeacherFigures = z.infer<typeof teacherFiguresView>;
