import { LoadError } from '@client/components/feedback/load-error';
import { Skeleton } from '@client/components/ui/skeleton';
import type { ReactNode } from 'react';

interface ListStateProps {
  isPending: boolean;
  error: unknown;
  isEmpty: boolean;
  retry: () => void;
  /** Shown when the list is empty. */
  empty: ReactNode;
  /** How the failure reads: 'Could not load the leaderboard'. */
  failure: string;
  rows?: number;
  children: ReactNode;
}

/** A list's loading rows, error with Try Again, empty state, or the list itself. */
export function ListState({
  isPending,
  error,
  isEmpty,
  retry,
  empty,
  failure,
  rows = 5,
  children,
}: ListStateProps) {
  if (isPending) {
    return (
      <div className="grid gap-2" role="status" aria-label="Loading">
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={i} className="flex items-center gap-4 px-3 py-3">
            <Skeleton className="size-10 rounded-full" />
            <div className="grid flex-1 gap-2">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-3 w-56 max-w-full" />
            </div>
            <Skeleton className="h-7 w-12" />
          </div>
        ))}
      </div>
    );
  }
  if (error) {
    return <LoadError title={failure} error={error} onRetry={retry} />;
  }
  if (isEmpty) return <>{empty}</>;
  return <>{children}</>;
}
