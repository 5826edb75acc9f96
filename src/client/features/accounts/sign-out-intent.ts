// Signing out clears the session at once, but the page the user was on stays mounted until
// the navigation to / commits (navigations are React transitions). Its route guard would see
// "signed out" and send the visitor to /teacher-auth instead. The guard asks here first.

let destination: string | null = null;

/** Called by sign-out and account deletion just before they clear the session. */
export function markSignedOut(to: string) {
  destination = to;
}

/** Where a guard should send a visitor who has just signed out (null otherwise). */
export const signedOutDestination = () => destination;

/** The root layout calls this on every path; arriving at the destination ends the intent. */
export function arrivedAt(pathname: string) {
  if (destination === pathname) destination = null;
}
