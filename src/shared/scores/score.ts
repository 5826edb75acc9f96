// Pure score rules shared by the server and the client. No I/O.

/** A student's total: behaviour balance + homework score + the sum of their skill points. */
export function totalScore(
  balance: number,
  hwScore: number,
  skills: readonly { points: number }[] | readonly number[] = [],
): number {
  let sum = balance + hwScore;
  for (const s of skills) sum += typeof s === 'number' ? s : s.points;
  return sum;
}

export type ScoreColorToken = 'green' | 'blue' | 'amber' | 'red';

/** Lower bounds of the score colours on a total. */
export const SCORE_COLOR_THRESHOLDS = { green: 15, blue: 5, amber: 0 } as const;

export interface ScoreColor {
  token: ScoreColorToken;
  /** Said with the colour, so colour is never the only cue. */
  label: string;
}

/** 15 or more green, 5 or more blue, 0 or more amber, below 0 red. */
export function scoreColor(total: number): ScoreColor {
  if (total >= SCORE_COLOR_THRESHOLDS.green) return { token: 'green', label: 'Excellent' };
  if (total >= SCORE_COLOR_THRESHOLDS.blue) return { token: 'blue', label: 'Good' };
  if (total >= SCORE_COLOR_THRESHOLDS.amber) return { token: 'amber', label: 'Getting there' };
  return { token: 'red', label: 'Needs work' };
}

export type LeaderboardTierToken = 'high' | 'middle' | 'low';

/** Leaderboard thresholds: 20 and 10. */
export const LEADERBOARD_THRESHOLDS = { high: 20, middle: 10 } as const;

export interface LeaderboardTier {
  tier: LeaderboardTierToken;
  label: string;
}

/** 20 or more high, 10 or more middle, otherwise low. */
export function leaderboardTier(points: number): LeaderboardTier {
  if (points >= LEADERBOARD_THRESHOLDS.high) return { tier: 'high', label: 'Top performer' };
  if (points >= LEADERBOARD_THRESHOLDS.middle) return { tier: 'middle', label: 'Rising star' };
  return { tier: 'low', label: 'Keep going' };
}

/** A skill bar is full at this many points. */
export const SKILL_FULL_POINTS = 10;

/** Skill progress in percent, 0 to 100 (full at 10 points), a whole number. */
export function skillProgress(points: number): number {
  if (!Number.isFinite(points) || points <= 0) return 0;
  return Math.min(100, Math.round((points / SKILL_FULL_POINTS) * 100));
}

/** The mean of the values; 0 for none. */
export function average(values: readonly number[]): number {
  if (values.length === 0) return 0;
  let sum = 0;
  for (const v of values) sum += v;
  return sum / values.length;
}

/**
 * One decimal, halves rounded away from zero: 7.25 → '7.3', -7.25 → '-7.3', no values → '0.0'.
 * Takes an average already computed (the API's class averages) or the values to average.
 */
export function formatAverage(valueOrValues: number | readonly number[]): string {
  const value = typeof valueOrValues === 'number' ? valueOrValues : average(valueOrValues);
  if (!Number.isFinite(value)) return '0.0';
  // The epsilon absorbs binary noise (1.15 is stored as 1.1499999…).
  const tenths = Math.round(Math.abs(value) * 10 + 1e-9);
  if (tenths === 0) return '0.0';
  return `${value < 0 ? '-' : ''}${(tenths / 10).toFixed(1)}`;
}

/** Signed points: '+3', '-2', '0'. The sign goes with the colour. */
export function formatSignedPoints(points: number): string {
  if (points > 0) return `+${points}`;
  if (points < 0) return `-${Math.abs(points)}`;
  return '0';
}

/** '1 point', '3 points', and signed '+3 points' / '-1 point' for toasts and accessible names. */
export function formatPointCount(points: number, { signed = false } = {}): string {
  const count = signed ? formatSignedPoints(points) : String(points);
  return `${count} ${Math.abs(points) === 1 ? 'point' : 'points'}`;
}
