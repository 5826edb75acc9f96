import { cn } from '@client/lib/cn';
import type { ComponentProps } from 'react';

/** A grey placeholder block while content loads; size it with classes (h-4 w-32 …). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-surface-muted', className)}
      {...props}
    />
  );
}
