import { cn } from '@client/lib/cn';
import { formatSignedPoints } from '@shared/scores/score';
import { scoreTone } from './score-tone';

/** The card's balance: a large signed number in its score colour, with the colour's label. */
export function BalanceFigure({ balance, className }: { balance: number; className?: string }) {
  const tone = scoreTone(balance);
  return (
    <p className={cn('grid leading-none', className)}>
      <span className="sr-only">Balance </span>
      <span className={cn('text-2xl font-bold tracking-tight tabular-nums', tone.textClass)}>
        {formatSignedPoints(balance)}
      </span>
      <span className="mt-1 text-xs text-muted-foreground">
        <span aria-hidden="true">points · </span>
        {tone.label}
      </span>
    </p>
  );
}
