import { LoadError } from '@client/components/feedback/load-error';
import { PageLoader } from '@client/components/layout/page-loader';
import { useMe } from '@client/features/accounts/accounts-api';
import { signedOutDestination } from '@client/features/accounts/sign-out-intent';
import type { Me } from '@shared/accounts/schemas';
import { Navigate, Outlet, useLocation } from 'react-router';

// The family pages are a world of their own (decision 0106): a family session sees /family and
// nothing else, and teachers and students never see /family (each is sent to their own home).

/** Where a signed-in teacher or student goes instead of a family page. */
export const homeOf = (me: Exclude<Me, { kind: 'none' } | { kind: 'family' }>) =>
  me.kind === 'teacher' ? '/dashboard' : '/student-dashboard';

function useSession() {
  const { data, isPending, isError, refetch } = useMe();
  if (isPending) return { element: <PageLoader /> };
  if (isError) {
    return {
      element: (
        <div className="mx-auto flex min-h-[50dvh] max-w-md flex-col items-center justify-center p-6">
          <LoadError title="Could not reach Remote Chalk" onRetry={() => void refetch()} />
        </div>
      ),
    };
  }
  return { me: data };
}

/** Signed-in family pages: a visitor goes to the family sign-in, teachers and students home. */
export function RequireFamily() {
  const location = useLocation();
  const { me, element } = useSession();
  if (!me) return element;
  if (me.kind === 'family') return <Outlet />;
  if (me.kind !== 'none') return <Navigate to={homeOf(me)} replace />;
  const afterSignOut = signedOutDestination();
  if (afterSignOut) return <Navigate to={afterSignOut} replace />;
  return <Navigate to="/family/signin" replace state={{ from: `${location.pathname}${location.search}` }} />;
}

/** The family's sign-in, sign-up and reset pages: a signed-in family continues to its children. */
export function FamilyPublicOnly() {
  const { me, element } = useSession();
  // Signing out towards this page: the old session's data goes once the page has rendered.
  if (signedOutDestination()) return <Outlet />;
  if (!me) return element;
  if (me.kind === 'none') return <Outlet />;
  if (me.kind === 'family') return <Navigate to="/family" replace />;
  return <Navigate to={homeOf(me)} replace />;
}

/** Teacher and student pages (and the pages that pick their frame): a family goes to /family. */
export function ClosedToFamily() {
  const { data } = useMe();
  if (data?.kind === 'family') return <Navigate to="/family" replace />;
  return <Outlet />;
}
