import type { BadgeVariant } from '@client/components/ui/badge';
import { type ScoreColor, type ScoreColorToken, scoreColor } from '@shared/scores/score';

// The score colours (docs/product.md#scores) as the design tokens of both themes — the one colour map
// every balance badge, figure and stat uses. The colour always comes with a sign and a label
// (scoreColor's), never alone.

const TONES: Record<ScoreColorToken, { textClass: string; softClass: string; badge: BadgeVariant }> = {
  green: { textClass: 'text-success-text', softClass: 'bg-success-soft text-success-text', badge: 'success' },
  blue: { textClass: 'text-info-text', softClass: 'bg-info-soft text-info-text', badge: 'info' },
  amber: { textClass: 'text-warning-text', softClass: 'bg-warning-soft text-warning-text', badge: 'warning' },
  red: { textClass: 'text-danger-text', softClass: 'bg-danger-soft text-danger-text', badge: 'destructive' },
};

export interface ScoreTone extends ScoreColor {
  /** The colour as text: a large figure. */
  textClass: string;
  /** Soft background with coloured text: a pill. */
  softClass: string;
  badge: BadgeVariant;
}

export function scoreTone(points: number): ScoreTone {
  const color = scoreColor(points);
  return { ...color, ...TONES[color.token] };
}

/** '1 pt', '7 pts'. */
export const ptsLabel = (points: number) => `${points} ${Math.abs(points) === 1 ? 'pt' : 'pts'}`;

/** Green for a gain, red for a loss, muted for nothing. */
export function pointsTextClass(points: number): string {
  if (points > 0) return 'text-success-text';
  if (points < 0) return 'text-danger-text';
  return 'text-muted-foreground';
}
