import { cn } from '@client/lib/cn';
import { Link } from 'react-router';

function ChalkMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" className="fill-brand" />
      <path
        d="M9 21.5c2.5-1 4.2-3.6 5.4-7.2.5-1.6 1.5-2.8 3-2.8 1.8 0 2.6 1.6 2.6 3.2 0 3-2.2 5.6-5.6 6.8"
        fill="none"
        className="stroke-brand-foreground"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
      <path d="M19 22.5h4.5" className="stroke-brand-foreground" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}

/** The product mark and name, linking home (or to `to`). */
export function Logo({ to = '/', className }: { to?: string; className?: string }) {
  return (
    <Link
      to={to}
      className={cn(
        'inline-flex items-center gap-2 rounded-md text-base font-semibold tracking-tight text-foreground',
        className,
      )}
    >
      <ChalkMark className="size-8" />
      <span>Remote Chalk</span>
    </Link>
  );
}
