import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { errorMessage } from '@client/lib/api';
import { RefreshCw } from 'lucide-react';
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
    return (
      <div className="grid justify-items-start gap-3">
        <Alert variant="destructive" title={failure} role="alert">
          {errorMessage(error, 'Check your connection and try again.')}
        </Alert>
        <Button variant="outline" onClick={retry}>
          <RefreshCw aria-hidden="true" />
          Try Again
        </Button>
      </div>
    );
  }
  if (isEmpty) return <>{empty}</>;
  return <>{children}</>;
}
