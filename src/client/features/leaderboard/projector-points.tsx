import { cn } from '@client/lib/cn';

/** A non-negative number of points as the projector shows it: large, bold, 'pts' beside it. */
export function ProjectorPoints({
  value,
  unit = 'pts',
  className,
}: {
  value: string;
  unit?: string;
  className?: string;
}) {
  return (
    <p
      className={cn('shrink-0 leading-none font-black whitespace-nowrap text-brand tabular-nums', className)}
    >
      {value}
      <span className="ml-[0.2em] text-[0.45em] font-semibold text-muted-foreground">{unit}</span>
    </p>
  );
}
