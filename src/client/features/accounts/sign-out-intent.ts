// Signing out ends the server session at once, but the page the user was on stays mounted until
// the navigation away commits (navigations are React transitions, and the destination may still
// be loading). Two things follow:
// - its route guard would see "signed out" and send the visitor to /teacher-auth instead of the
//   sign-out destination, so the guard asks here first;
// - forgetting the previous user's cache while that page's queries are still mounted makes them
//   refetch with the ended session (a 401 for nothing), so the forgetting waits here until a
//   new path has rendered — the destination, or any other the user clicked meanwhile.

interface Intent {
  from: string;
  to: string;
  cleanup: () => void;
}

let intent: Intent | null = null;

/** Called by sign-out and account deletion, on path `from`, just before they navigate to `to`. */
export function markSignedOut(from: string, to: string, cleanup: () => void) {
  intent = { from, to, cleanup };
}

/** Where a guard should send a visitor who has just signed out (null otherwise). */
export const signedOutDestination = () => intent?.to ?? null;

/**
 * The root layout calls this after every committed path change: the page signed out from is
 * gone, so the deferred cleanup runs now.
 */
export function arrivedAt(pathname: string) {
  if (!intent || pathname === intent.from) return;
  const { cleanup } = intent;
  intent = null;
  cleanup();
}

/** A sign-in replaces whatever an unfinished sign-out meant to clear: it must not run later. */
export function cancelSignOutIntent() {
  intent = null;
}
