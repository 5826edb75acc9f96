import { cn } from '@client/lib/cn';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface DashboardSectionProps {
  /** The anchor the Quick Navigation tiles scroll to ('behaviors', 'skills', 'homework', 'students'). */
  id: string;
  title: string;
  icon: LucideIcon;
  description?: ReactNode;
  /** Shown at the right end of the heading row (wraps below on phones). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  /** On a phone the heading is for screen readers only and the actions are elsewhere. */
  headingOnPhone?: 'shown' | 'hidden';
}

/** One titled section of the dashboard; focusable so a Quick Navigation jump lands inside it. */
export function DashboardSection({
  id,
  title,
  icon: Icon,
  description,
  actions,
  children,
  className,
  headingOnPhone = 'shown',
}: DashboardSectionProps) {
  const hidden = headingOnPhone === 'hidden';
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      tabIndex={-1}
      className={cn('grid scroll-mt-24 gap-4 outline-none', hidden && 'max-sm:gap-3', className)}
    >
      {/* Hidden on a phone, the row takes no space (no gap above the content). */}
      <div
        className={cn(
          'flex flex-wrap items-end justify-between gap-x-3 gap-y-2',
          hidden && 'max-sm:contents',
        )}
      >
        <div className={cn('grid gap-1', hidden && 'max-sm:sr-only')}>
          <h2 id={`${id}-heading`} className="flex items-center gap-2 text-xl font-semibold tracking-tight">
            <span
              aria-hidden="true"
              className="inline-flex size-8 items-center justify-center rounded-lg bg-brand-soft text-brand-soft-foreground"
            >
              <Icon className="size-4.5" />
            </span>
            {title}
          </h2>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {actions ? (
          <div className={cn('flex flex-wrap items-center gap-2', hidden && 'max-sm:hidden')}>{actions}</div>
        ) : null}
      </div>
      {children}
    </section>
  );
}
