import { cn } from '@client/lib/cn';
import { LoaderCircle } from 'lucide-react';

interface SpinnerProps {
  className?: string;
  /** Announced to screen readers; pass '' when a visible text already says it. */
  label?: string;
}

export function Spinner({ className, label = 'Loading' }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
