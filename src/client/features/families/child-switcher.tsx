import { cn } from '@client/lib/cn';
import type { FamilyChildSummary } from '@shared/families/schemas';
import { NavLink } from 'react-router';

/** One tap to another child (brothers and sisters, other classes): shown from two children on. */
export function ChildSwitcher({ kids }: { kids: readonly FamilyChildSummary[] }) {
  if (kids.length < 2) return null;
  return (
    <nav aria-label="Your children" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2">
        {kids.map((child) => (
          <li key={child.studentId} className="shrink-0">
            <NavLink
              to={`/family/children/${child.studentId}`}
              className={({ isActive }) =>
                cn(
                  'inline-flex h-11 items-center rounded-full border px-4 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  isActive
                    ? 'border-brand bg-brand text-brand-foreground'
                    : 'border-border bg-surface hover:bg-surface-muted',
                )
              }
            >
              {child.displayName}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
