import { Badge } from '@client/components/ui/badge';
import { cn } from '@client/lib/cn';
import { formatSignedPoints } from '@shared/scores/score';
import type { ReactNode } from 'react';
import { scoreTone } from './score-tone';

/**
 * A figure tile of a student's summary, as a <dt>/<dd> pair inside a <dl>: the profile dialog,
 * the detail page and /students show balance and homework score this way.
 */
export function StatTile({
  label,
  children,
  className,
}: {
  label: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('grid content-start gap-1 rounded-lg bg-surface-muted p-3', className)}>
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      {children}
    </div>
  );
}

/** The balance, signed and coloured, with its label in words (colour is never the only cue). */
export function BalanceStat({
  label,
  balance,
  className,
}: {
  label: string;
  balance: number;
  className?: string;
}) {
  const tone = scoreTone(balance);
  return (
    <StatTile label={label} className={className}>
      <dd className={cn('text-2xl font-bold tabular-nums', tone.textClass)}>{formatSignedPoints(balance)}</dd>
      <dd>
        <Badge variant={tone.badge}>{tone.label}</Badge>
      </dd>
    </StatTile>
  );
}
