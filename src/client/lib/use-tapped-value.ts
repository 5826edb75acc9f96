import { useState } from 'react';

/**
 * A setting saved the moment it is tapped (a checkbox with no Save button). The tapped value
 * shows until the save settles. It lives in this component's own state because React Query
 * publishes a mutation's isPending a task after mutate(): reading the pending variables let the
 * controlled box snap back to the saved value for that task (a flicker for the user, and a
 * Playwright check() on a busy CI runner saw the box unchanged).
 */
export function useTappedValue<T>(saved: T) {
  const [tapped, setTapped] = useState<T | null>(null);
  return {
    value: tapped ?? saved,
    saving: tapped !== null,
    tap: (value: T) => setTapped(value),
    /** After success the query cache holds the saved value; after failure the old one shows. */
    settle: () => setTapped(null),
  };
}
