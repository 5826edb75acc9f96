import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { errorMessage } from '@client/lib/api';
import { cn } from '@client/lib/cn';
import { useOnline } from '@client/lib/offline/network';
import { CircleAlert, CloudOff, RotateCw } from 'lucide-react';

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
  // Offline, a read without a saved copy needs the server: say so, not 'failed' (decision 0098).
  const online = useOnline();
  if (!online) {
    return (
      <Alert
        variant="warning"
        icon={<CloudOff />}
        title={`${what ? `Loading ${what}` : 'This'} needs the server`}
        role="status"
        className={cn('items-start', className)}
      >
        <p>You are offline. It loads when the connection is back.</p>
      </Alert>
    );
  }
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
