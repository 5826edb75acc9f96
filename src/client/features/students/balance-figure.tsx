import { cn } from '@client/lib/cn';
import { formatSignedPoints, type ScoreColorToken, scoreColor } from '@shared/scores/score';

const TEXT: Record<ScoreColorToken, string> = {
  green: 'text-success-text',
  blue: 'text-info-text',
  amber: 'text-warning-text',
  red: 'text-danger-text',
};

/** The card's balance: a large signed number in its score colour, with the colour's label. */
export function BalanceFigure({ balance, className }: { balance: number; className?: string }) {
  const color = scoreColor(balance);
  return (
    <p className={cn('grid leading-none', className)}>
      <span className="sr-only">Balance </span>
      <span className={cn('text-2xl font-bold tracking-tight tabular-nums', TEXT[color.token])}>
        {formatSignedPoints(balance)}
      </span>
      <span className="mt-1 text-xs text-muted-foreground">
        <span aria-hidden="true">points · </span>
        {color.label}
      </span>
    </p>
  );
}
