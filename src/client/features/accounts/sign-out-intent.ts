// Signing out ends the server session at once, but the page the user was on stays mounted until
// the navigation away commits (navigations are React transitions). Two things follow:
// - its route guard would see "signed out" and send the visitor to /teacher-auth instead of the
//   sign-out destination, so the guard asks here first;
// - forgetting the previous user's cache while that page's queries are still mounted makes them
//   refetch with the ended session (a 401 for nothing), so the forgetting waits here until the
//   destination has rendered.

let destination: string | null = null;
let onArrival: (() => void) | null = null;

/** Called by sign-out and account deletion just before they navigate away. */
export function markSignedOut(to: string, cleanup: () => void) {
  destination = to;
  onArrival = cleanup;
}

/** Where a guard should send a visitor who has just signed out (null otherwise). */
export const signedOutDestination = () => destination;

/**
 * The root layout calls this after every committed path change; arriving at the destination
 * ends the intent and runs the deferred cleanup, now that the old page is gone.
 */
export function arrivedAt(pathname: string) {
  if (destination !== pathname) return;
  destination = null;
  const cleanup = onArrival;
  onArrival = null;
  cleanup?.();
}
