import { readStorage, SESSION_KEYS } from './session-keys';

// The product rule (docs/product.md#student-mode): "Pages reserved for students redirect to
// /student when the path, referrer or a session flag indicates student mode." Read as: a visitor in
// student mode who opens a page that is not for students (a teacher page) lands on /student instead
// of /teacher-auth. See docs/decisions/0003-student-mode-redirect.md.

/**
 * Paths that only a student uses (not /student/{id}: that is the teacher's student page, but
 * /student/login, the login card's sign-in, is the students').
 */
const STUDENT_PATH =
  /^\/(student|student-login|student\/login|student-auth|student-dashboard|student-portal)\/?$/;

export const isStudentPath = (pathname: string) => STUDENT_PATH.test(pathname);

// The in-app "referrer": client-side navigation leaves document.referrer unchanged, so the
// root layout reports each path here (during render, before any guard below it decides).
let currentPath: string | null = null;
let previousPath: string | null = null;

export function trackPath(pathname: string): void {
  if (pathname === currentPath) return;
  previousPath = currentPath;
  currentPath = pathname;
}

function referrerPath(): string | null {
  try {
    if (!document.referrer) return null;
    const url = new URL(document.referrer);
    return url.origin === window.location.origin ? url.pathname : null;
  } catch {
    return null;
  }
}

/**
 * True when this visit is in student mode:
 * - path: the URL asks for it (`?mode=student`, e.g. a link a student was given);
 * - referrer: the visitor came from a student page (the document referrer on a full page load,
 *   or the previous in-app page for client-side navigation);
 * - session flag: this tab's session storage says studentMode or userType = student.
 */
export function isStudentMode(location: { search: string }): boolean {
  if (new URLSearchParams(location.search).get('mode') === 'student') return true;
  const referrer = previousPath ?? referrerPath();
  if (referrer && isStudentPath(referrer)) return true;
  return (
    readStorage('session', SESSION_KEYS.studentMode) === 'true' ||
    readStorage('session', SESSION_KEYS.userType) === 'student'
  );
}
