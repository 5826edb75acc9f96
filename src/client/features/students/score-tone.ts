import type { BadgeVariant } from '@client/components/ui/badge';
import { type ScoreColor, type ScoreColorToken, scoreColor } from '@shared/scores/score';

// The score colours of spec part 1 §9 as the design tokens of both themes. The colour always
// comes with a sign and a label (scoreColor's), never alone.

const TEXT: Record<ScoreColorToken, string> = {
  green: 'text-success-text',
  blue: 'text-info-text',
  amber: 'text-warning-text',
  red: 'text-danger-text',
};

const BADGE: Record<ScoreColorToken, BadgeVariant> = {
  green: 'success',
  blue: 'info',
  amber: 'warning',
  red: 'destructive',
};

export interface ScoreTone extends ScoreColor {
  textClass: string;
  badge: BadgeVariant;
}

export function scoreTone(points: number): ScoreTone {
  const color = scoreColor(points);
  return { ...color, textClass: TEXT[color.token], badge: BADGE[color.token] };
}

/** '1 pt', '7 pts'. */
export const ptsLabel = (points: number) => `${points} ${Math.abs(points) === 1 ? 'pt' : 'pts'}`;

/** Green for a gain, red for a loss, muted for nothing. */
export function pointsTextClass(points: number): string {
  if (points > 0) return 'text-success-text';
  if (points < 0) return 'text-danger-text';
  return 'text-muted-foreground';
}
