import { cn } from '@client/lib/cn';
import type { LiveStatus } from '@client/lib/live-updates';

const TEXT: Record<LiveStatus, string> = {
  live: 'Live',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  off: 'Refreshing every 10 s',
};

/**
 * Whether changes arrive the moment they happen ('Live') or only with the 10 s refresh. The
 * dot is decoration; the word carries the meaning.
 */
export function LiveBadge({ status, className }: { status: LiveStatus; className?: string }) {
  const live = status === 'live';
  return (
    <span
      data-live-status={status}
      className={cn(
        'inline-flex items-center gap-[0.45em] rounded-full border px-[0.7em] py-[0.2em] font-medium whitespace-nowrap',
        live
          ? 'border-success-text/30 bg-success-soft text-success-text'
          : 'border-border bg-surface-muted text-muted-foreground',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'size-[0.55em] rounded-full',
          live ? 'bg-success-text motion-safe:animate-pulse' : 'bg-current',
        )}
      />
      {TEXT[status]}
    </span>
  );
}
