import { cn } from '@client/lib/cn';
import { formatSignedPoints, type ScoreColorToken, scoreColor } from '@shared/scores/score';

export const SCORE_TOKEN_CLASSES: Record<ScoreColorToken, string> = {
  green: 'bg-success-soft text-success-text',
  blue: 'bg-info-soft text-info-text',
  amber: 'bg-warning-soft text-warning-text',
  red: 'bg-danger-soft text-danger-text',
};

/**
 * A signed balance coloured by the spec's thresholds (15 / 5 / 0), with the colour's label so
 * colour is never the only cue: '+7 · Good'.
 */
export function BalanceBadge({
  balance,
  showLabel = true,
  className,
}: {
  balance: number;
  showLabel?: boolean;
  className?: string;
}) {
  const color = scoreColor(balance);
  return (
    <span
      className={cn(
        'inline-flex items-baseline gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap',
        SCORE_TOKEN_CLASSES[color.token],
        className,
      )}
    >
      <span className="tabular-nums">{formatSignedPoints(balance)}</span>
      {showLabel ? <span className="text-xs font-medium">{color.label}</span> : null}
      {showLabel ? null : <span className="sr-only">{color.label}</span>}
    </span>
  );
}
