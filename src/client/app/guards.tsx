import { LoadError } from '@client/components/feedback/load-error';
import { PageLoader } from '@client/components/layout/page-loader';
import { useMe } from '@client/features/accounts/accounts-api';
import { signedOutDestination } from '@client/features/accounts/sign-out-intent';
import { readStorage, SESSION_KEYS } from '@client/lib/session-keys';
import { isStudentMode } from '@client/lib/student-mode';
import { Navigate, Outlet, useLocation } from 'react-router';

// Route guards. They wait for GET /api/auth/me (answered 200 { kind: 'none' } when signed out),
// then either render the page or redirect. See docs/decisions/0003-student-mode-redirect.md.

/** Where a visitor who may not see a teacher page goes: /student in student mode, else /teacher-auth. */
function SignInRedirect({ student }: { student: boolean }) {
  const location = useLocation();
  const afterSignOut = signedOutDestination();
  if (afterSignOut) return <Navigate to={afterSignOut} replace />;
  const to = student || isStudentMode(location) ? '/student' : '/teacher-auth';
  return <Navigate to={to} replace state={{ from: `${location.pathname}${location.search}` }} />;
}

function SessionError({ retry }: { retry: () => void }) {
  return (
    <div className="mx-auto flex min-h-[50dvh] max-w-md flex-col items-center justify-center p-6">
      <LoadError title="Could not reach Remote Chalk" onRetry={retry} />
    </div>
  );
}

/** Teacher pages: a signed-out visitor goes to /teacher-auth (or /student in student mode). */
export function RequireTeacher() {
  const { data, isPending, isError, refetch } = useMe();
  if (isPending) return <PageLoader />;
  if (isError) return <SessionError retry={() => void refetch()} />;
  if (data.kind === 'teacher') return <Outlet />;
  if (data.kind === 'family') return <Navigate to="/family" replace />;
  return <SignInRedirect student={data.kind === 'student'} />;
}

/** Pages for both roles (questions, social contract, projector): any signed-in user. */
export function RequireSignedIn() {
  const { data, isPending, isError, refetch } = useMe();
  if (isPending) return <PageLoader />;
  if (isError) return <SessionError retry={() => void refetch()} />;
  if (data.kind === 'family') return <Navigate to="/family" replace />;
  if (data.kind !== 'none') return <Outlet />;
  return <SignInRedirect student={false} />;
}

/** The student portal needs the session value userType = student, otherwise it goes to /. */
export function RequireStudentSession() {
  if (readStorage('session', SESSION_KEYS.userType) !== 'student') return <Navigate to="/" replace />;
  return <Outlet />;
}
