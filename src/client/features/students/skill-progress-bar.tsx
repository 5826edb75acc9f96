import { cn } from '@client/lib/cn';
import { skillProgress } from '@shared/scores/score';

/** A skill's bar, full at 10 points; the number beside it carries the value. */
export function SkillProgressBar({
  points,
  label,
  className,
}: {
  points: number;
  label: string;
  className?: string;
}) {
  const percent = skillProgress(points);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${points} points, ${percent}%`}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-surface-muted', className)}
    >
      <div className="h-full rounded-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
