import { cn } from '@client/lib/cn';
import { formatSignedPoints } from '@shared/scores/score';
import { scoreTone } from './score-tone';

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
  const tone = scoreTone(balance);
  return (
    <span
      className={cn(
        'inline-flex items-baseline gap-1.5 rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap',
        tone.softClass,
        className,
      )}
    >
      <span className="tabular-nums">{formatSignedPoints(balance)}</span>
      {showLabel ? <span className="text-xs font-medium">{tone.label}</span> : null}
      {showLabel ? null : <span className="sr-only">{tone.label}</span>}
    </span>
  );
}
