import { cn } from '@client/lib/cn';

/**
 * A non-negative number of points as the projector shows it: large, bold, the unit beside it
 * after a real space, so it reads (and copies) "1 pt", "2 pts", never "1pts".
 */
export function ProjectorPoints({
  value,
  unit,
  className,
}: {
  value: string;
  /** Default: 'pt' for 1, 'pts' otherwise. */
  unit?: string;
  className?: string;
}) {
  return (
    <p
      className={cn('shrink-0 leading-none font-black whitespace-nowrap text-brand tabular-nums', className)}
    >
      {value}{' '}
      <span className="text-[0.45em] font-semibold text-muted-foreground">
        {unit ?? (value === '1' ? 'pt' : 'pts')}
      </span>
    </p>
  );
}
