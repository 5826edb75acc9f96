import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { errorMessage } from '@client/lib/api';
import { cn } from '@client/lib/cn';
import { CircleAlert, RotateCw } from 'lucide-react';

const CHECK_CONNECTION = 'Check your connection and try again.';

interface LoadErrorProps {
  /** What failed to load: 'the students' reads 'Could not load the students'. */
  what?: string;
  /** A whole title instead ('Could not reach Remote Chalk'). */
  title?: string;
  /** The failure; its server message is shown when it has one. */
  error?: unknown;
  onRetry: () => void;
  className?: string;
}

/**
 * The one load-error state: something could not be loaded, so say so (never an empty state
 * that is not true) and offer a retry.
 */
export function LoadError({ what, title, error, onRetry, className }: LoadErrorProps) {
  return (
    <Alert
      variant="destructive"
      icon={<CircleAlert />}
      title={title ?? `Could not load ${what ?? 'this'}`}
      role="alert"
      className={cn('items-start', className)}
    >
      <div className="grid justify-items-start gap-2">
        <p>{error ? errorMessage(error, CHECK_CONNECTION) : CHECK_CONNECTION}</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          Try Again
        </Button>
      </div>
    </Alert>
  );
}
