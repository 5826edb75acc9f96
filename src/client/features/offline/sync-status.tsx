import { Button } from '@client/components/ui/button';
import { useOnline } from '@client/lib/offline/network';
import { dismissFailed } from '@client/lib/offline/outbox';
import { CircleAlert, CloudOff, RefreshCw } from 'lucide-react';
import { useFailedWrites, usePendingCount } from './use-pending';

const changes = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`;

/**
 * Inside the sticky top bar of every teacher page, under its row (decisions 0097 and 0152):
 * offline, 'Offline — changes will sync'; while writes wait, how many. Part of the bar, it takes
 * its own room and the page scrolls under it: it never covers a card. Nothing when online with
 * nothing waiting.
 */
export function SyncStatus() {
  const online = useOnline();
  const pending = usePendingCount();
  if (online && pending === 0) return null;
  return (
    <div className="border-t border-border">
      <div className="mx-auto w-full max-w-7xl px-4 py-2 sm:px-6">
        <p
          role="status"
          data-testid="sync-status"
          className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning-text"
        >
          {online ? (
            <RefreshCw aria-hidden="true" className="size-4 shrink-0" />
          ) : (
            <CloudOff aria-hidden="true" className="size-4 shrink-0" />
          )}
          {online ? null : <span className="font-semibold">Offline — changes will sync</span>}
          {pending > 0 ? <span>{changes(pending)} waiting to sync</span> : null}
        </p>
      </div>
    </div>
  );
}

/**
 * Under the top bar, not sticky (a list of refusals must not cover the class while the teacher
 * works): each write the server refused, with its reason, until the teacher dismisses it.
 */
export function FailedWrites() {
  const failed = useFailedWrites();
  if (failed.length === 0) return null;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-2 sm:px-6">
      <section
        aria-label="Changes not saved"
        className="grid gap-2 rounded-lg border border-danger-text/25 bg-danger-soft px-3 py-2 text-sm text-danger-text"
      >
        <p className="flex items-center gap-2 font-semibold">
          <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
          {changes(failed.length)} not saved: the server refused {failed.length === 1 ? 'it' : 'them'}
        </p>
        <ul className="grid gap-1.5">
          {failed.map((item) => (
            <li
              key={item.seq}
              data-testid="failed-write"
              className="flex flex-wrap items-center justify-between gap-2 text-foreground"
            >
              <span>
                <span className="font-medium">{item.label}</span>
                <span className="text-muted-foreground"> — {item.failed}</span>
              </span>
              <Button
                variant="outline"
                size="sm"
                className="min-h-11"
                onClick={() => void dismissFailed(item.seq)}
                aria-label={`Dismiss: ${item.label}`}
              >
                Dismiss
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
