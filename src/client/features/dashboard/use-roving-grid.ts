import { type KeyboardEvent, useCallback, useState } from 'react';

/** Cards in the grid's first row: its column count, read from the layout (it changes with width). */
function columnsOf(buttons: HTMLElement[]) {
  const top = buttons[0]?.closest('li')?.offsetTop;
  const n = buttons.findIndex((b) => b.closest('li')?.offsetTop !== top);
  return n === -1 ? buttons.length : n;
}

/**
 * Roving tab index over the card buttons of a grid: one card is in the Tab order, arrow keys
 * move between cards (up/down by a row), Home/End to the first/last. `ids` are the cards in
 * display order.
 */
export function useRovingGrid(ids: number[]) {
  const [activeId, setActiveId] = useState<number | null>(null);
  const current = activeId !== null && ids.includes(activeId) ? activeId : (ids[0] ?? null);

  const onKeyDown = useCallback((event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (!target.matches('[data-card-button]')) return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-card-button]')];
    const index = buttons.indexOf(target);
    const cols = columnsOf(buttons);
    const step: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      ArrowDown: cols,
      ArrowUp: -cols,
      Home: -index,
      End: buttons.length - 1 - index,
    };
    if (!(event.key in step)) return;
    event.preventDefault();
    const next = buttons[Math.min(buttons.length - 1, Math.max(0, index + step[event.key]))];
    next?.focus();
  }, []);

  return { activeId: current, setActiveId, onKeyDown };
}
