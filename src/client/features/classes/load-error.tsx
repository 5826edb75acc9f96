import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { CircleAlert, RotateCw } from 'lucide-react';

/** A list that could not be loaded: say so (never an empty state that is not true) and offer a retry. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert
      variant="destructive"
      icon={<CircleAlert />}
      title={`Could not load ${what}`}
      className="items-start"
    >
      <div className="grid justify-items-start gap-2">
        <p>Check the connection, then try again.</p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    </Alert>
  );
}
