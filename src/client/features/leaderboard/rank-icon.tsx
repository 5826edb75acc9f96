import { cn } from '@client/lib/cn';
import { placeLabel } from '@shared/leaderboard/display';
import { Award, Medal, Trophy } from 'lucide-react';

// Places 1 to 3 get a trophy or a medal, each in its own tinted disc so the
// icon keeps 3:1 contrast in both themes; later places show '#n'. Every place is announced as
// '1st place', '4th place' …

const PODIUM = {
  1: {
    Icon: Trophy,
    tint: 'bg-amber-100 text-amber-700 ring-amber-300 dark:bg-amber-950 dark:text-amber-300 dark:ring-amber-700',
  },
  2: {
    Icon: Medal,
    tint: 'bg-slate-100 text-slate-600 ring-slate-300 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-500',
  },
  3: {
    Icon: Award,
    tint: 'bg-orange-100 text-orange-800 ring-orange-300 dark:bg-orange-950 dark:text-orange-300 dark:ring-orange-700',
  },
} as const;

const SIZES = {
  md: { disc: 'size-10', icon: 'size-5', text: 'text-base' },
  lg: { disc: 'size-[1.9em]', icon: 'size-[1.1em]', text: 'text-[1em]' },
} as const;

interface RankIconProps {
  rank: number;
  /** md: the teacher's leaderboard; lg: the projector (scales with the row's font size). */
  size?: keyof typeof SIZES;
  className?: string;
}

export function RankIcon({ rank, size = 'md', className }: RankIconProps) {
  const s = SIZES[size];
  const podium = PODIUM[rank as keyof typeof PODIUM];
  if (podium) {
    const { Icon, tint } = podium;
    return (
      <span
        role="img"
        aria-label={placeLabel(rank)}
        className={cn(
          'inline-flex shrink-0 items-center justify-center rounded-full ring-1',
          s.disc,
          tint,
          className,
        )}
      >
        <Icon aria-hidden="true" className={s.icon} strokeWidth={2.25} />
      </span>
    );
  }
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center justify-center font-bold text-muted-foreground tabular-nums',
        s.disc,
        s.text,
        className,
      )}
    >
      <span aria-hidden="true">#{rank}</span>
      <span className="sr-only">{placeLabel(rank)}</span>
    </span>
  );
}
