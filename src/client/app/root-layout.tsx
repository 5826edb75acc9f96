import { PageLoader } from '@client/components/layout/page-loader';
import { UndoToasts } from '@client/components/ui/undo-toast';
import { arrivedAt } from '@client/features/accounts/sign-out-intent';
import { trackPath } from '@client/lib/student-mode';
import { useToastStore } from '@client/lib/toast';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorBoundary } from './route-error';
import { AppRoutes } from './router';

// Radix Toast (~13 KB gzip with its dependencies) stays out of the first download: it is
// fetched at the user's first interaction (toasts answer actions, so it is ready in time),
// and rendered from the first toast on.
const loadToaster = () => import('@client/components/ui/toaster');
const Toaster = lazy(async () => ({ default: (await loadToaster()).Toaster }));
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin'] as const;

function LazyToaster() {
  const hasToasts = useToastStore((s) => s.toasts.length > 0);
  useEffect(() => {
    const preload = () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, preload, true);
      void loadToaster();
    };
    for (const type of FIRST_INTERACTION) window.addEventListener(type, preload, true);
    return () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, preload, true);
    };
  }, []);
  if (!hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** A new page starts at the top (query-string changes keep the scroll position). */
function ScrollToTop({ pathname }: { pathname: string }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect's trigger is the new path
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function RootLayout() {
  const { pathname } = useLocation();
  // During render, so guards below already see the previous path as the in-app referrer.
  trackPath(pathname);
  // After commit: the page left behind is unmounted by then (see sign-out-intent.ts).
  useEffect(() => arrivedAt(pathname), [pathname]);
  return (
    <>
      <ScrollToTop pathname={pathname} />
      <RouteErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoader />}>
          <AppRoutes />
        </Suspense>
      </RouteErrorBoundary>
      <LazyToaster />
      {/* The award's undo toast, in the toasts' place (decision 0159), is in the first download:
          its 10 s start at the tap, and its Ctrl+Z must work before any chunk arrives. */}
      <UndoToasts />
    </>
  );
}
