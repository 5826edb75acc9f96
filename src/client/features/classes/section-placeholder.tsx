import type { ReactNode } from 'react';

/** The body of a dashboard section whose tools arrive in a later release. */
export function SectionPlaceholder({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-dashed border-input bg-surface/60 p-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted-foreground">{children}</p>
      {action}
    </div>
  );
}
