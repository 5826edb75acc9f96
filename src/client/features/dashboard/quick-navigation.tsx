import type { LucideIcon } from 'lucide-react';
import { Award, BookOpenCheck, Sparkles, Users } from 'lucide-react';
import type { MouseEvent } from 'react';

interface Tile {
  id: 'behaviors' | 'skills' | 'homework' | 'students';
  label: string;
  icon: LucideIcon;
}

const TILES: readonly Tile[] = [
  { id: 'behaviors', label: 'Behaviors', icon: Award },
  { id: 'skills', label: 'Skills', icon: Sparkles },
  { id: 'homework', label: 'Homework', icon: BookOpenCheck },
  { id: 'students', label: 'Students', icon: Users },
];

function jump(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  target.focus({ preventScroll: true });
}

/** Quick Navigation tiles: each scrolls to its section and moves focus there. */
export function QuickNavigation({ hints }: { hints?: Partial<Record<Tile['id'], string>> }) {
  return (
    <nav aria-label="Quick Navigation" className="grid gap-2">
      <h2 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        Quick Navigation
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {TILES.map(({ id, label, icon: Icon }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              onClick={(e) => jump(e, id)}
              className="flex h-full items-center gap-3 rounded-xl border border-border bg-surface p-3 shadow-card transition-colors hover:border-brand/40 hover:bg-brand-soft/40"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand-soft-foreground"
              >
                <Icon className="size-4.5" />
              </span>
              <span className="grid min-w-0">
                <span className="text-sm font-semibold">{label}</span>
                {hints?.[id] ? (
                  <span className="truncate text-xs text-muted-foreground">{hints[id]}</span>
                ) : null}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
