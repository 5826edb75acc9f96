import { Button } from '@client/components/ui/button';
import { BehaviorRecordsList } from '@client/features/students/behavior-records-list';
import type { BehaviorView } from '@shared/behaviors/schemas';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';

/** Records per page: a thousand records stay fast because only one page is in the DOM. */
export const HISTORY_PAGE_SIZE = 20;

/** The Behaviors tab: the full history, newest first, a page at a time. */
export function MyBehaviorHistory({ behaviors }: { behaviors: readonly BehaviorView[] }) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(behaviors.length / HISTORY_PAGE_SIZE));
  // A live update can shorten the list (never in practice, but a page past the end would be empty).
  const current = Math.min(page, pages - 1);
  const start = current * HISTORY_PAGE_SIZE;
  const shown = behaviors.slice(start, start + HISTORY_PAGE_SIZE);
  return (
    <div className="grid gap-3">
      <BehaviorRecordsList behaviors={shown} />
      {behaviors.length > HISTORY_PAGE_SIZE ? (
        <nav
          aria-label="Behavior history pages"
          className="flex flex-wrap items-center justify-between gap-2"
        >
          <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
            Showing {start + 1}–{start + shown.length} of {behaviors.length}
          </p>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" disabled={current === 0} onClick={() => setPage(current - 1)}>
              <ChevronLeft aria-hidden="true" />
              Newer
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={current >= pages - 1}
              onClick={() => setPage(current + 1)}
            >
              Older
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </nav>
      ) : null}
    </div>
  );
}
