import { z } from 'zod';

/** How many students the leaderboard and the projector's Top Performers show. */
export const LEADERBOARD_TOP = 10;
export const LEADERBOARD_MAX = 100;

const classIdQuery = z.coerce
  .number({ error: 'classId must be a number' })
  .int('classId must be a whole number')
  .positive('classId must be a positive number');

// ---- requests ----

export const leaderboardQuery = z.object({
  classId: classIdQuery.optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(LEADERBOARD_MAX, `limit must be at most ${LEADERBOARD_MAX}`)
    .default(LEADERBOARD_TOP),
});

export const projectorQuery = z.object({ classId: classIdQuery.optional() });

// ---- responses ----

/** One row of GET /api/leaderboard: ranked by totalScore = balance + hwScore + skillPoints. */
export const leaderboardEntry = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  nickname: z.string().nullable(),
  classId: z.number(),
  className: z.string(),
  balance: z.number(),
  hwScore: z.number(),
  skillPoints: z.number(),
  totalScore: z.number(),
  /**
   * 1-based place; equal totals share it and the next place skips ('1, 1, 1, 4': standard
   * competition ranking, docs/decisions/0075). Ties are listed by last name, then first name.
   */
  rank: z.number(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntry>;
export const leaderboardResponse = z.array(leaderboardEntry);

/** GET /api/leaderboard/classes and the projector's Class Standings ("Class average"). */
export const classAverage = z.object({
  classId: z.number(),
  className: z.string(),
  /** Mean behaviour balance of the class's students, unrounded (the client shows one decimal). */
  averageBalance: z.number(),
});
export type ClassAverage = z.infer<typeof classAverage>;
export const classAveragesResponse = z.array(classAverage);

/**
 * A student as the projector shows them: the name on the screen and nothing more (no full
 * name, no email), never a negative balance (docs/decisions/0049-projector-privacy.md).
 */
export const projectorStudent = z.object({
  id: z.number(),
  /** The nickname, or the first name and the last name's initial ('Maya R.'). */
  displayName: z.string(),
  balance: z.number(),
  className: z.string(),
});
export type ProjectorStudent = z.infer<typeof projectorStudent>;

/** A Top Performer: their place among balances ≥ 0, shared by equal balances ('1, 1, 3'). */
export const projectorRankedStudent = projectorStudent.extend({ rank: z.number() });
export type ProjectorRankedStudent = z.infer<typeof projectorRankedStudent>;

export const projectorResponse = z.object({
  /** Up to 10 students with balance ≥ 0, by balance (highest first), then last and first name. */
  topPerformers: z.array(projectorRankedStudent),
  /** Classes whose average balance is ≥ 0, highest first. */
  classStandings: z.array(classAverage),
  /** Every student with balance ≥ 0, by last name, then first name. */
  allStudents: z.array(projectorStudent),
});
export type ProjectorData = z.infer<typeof projectorResponse>;
