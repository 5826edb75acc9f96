import { useState } from 'react';

/**
 * A number that changes each time `open` turns true, worked out while rendering. Key a dialog's
 * form with it and every opening starts from a freshly mounted form with the values as they are
 * now. (Resetting the form in an effect instead can run after the user — or a test — has typed
 * into the new dialog, and throw the typing away.)
 */
export function useOpening(open: boolean): number {
  const [state, setState] = useState({ open, count: open ? 1 : 0 });
  if (state.open !== open) {
    const next = { open, count: open ? state.count + 1 : state.count };
    setState(next);
    return next.count;
  }
  return state.count;
}
