import { Logo } from '@client/components/layout/logo';
import { SkipLink } from '@client/components/layout/skip-link';
import { ThemeToggle } from '@client/components/layout/theme-toggle';
import { useTeacher } from '@client/features/accounts/accounts-api';
import { FailedWrites, SyncStatus } from '@client/features/offline/sync-status';
import { useLiveUpdates } from '@client/lib/live-updates';
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AccountMenu } from './account-menu';

/**
 * The teacher's frame: top bar (logo, theme toggle, account menu) and the page below. Every page
 * in it is live: the one stream stays open from page to page, so nothing a page caches goes stale
 * while the teacher is elsewhere (docs/decisions/0016).
 */
export function AppShell({ children }: { children?: ReactNode }) {
  const teacher = useTeacher();
  const { pathname } = useLocation();
  useLiveUpdates();
  return (
    <div className="flex min-h-dvh flex-col">
      {/* On the dashboard the first Tab reaches the student grid (decision 0071). */}
      {pathname === '/dashboard' ? <SkipLink target="student-grid" label="Skip to students" /> : null}
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-border bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/75">
        <div className="mx-auto flex h-16 w-full max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
          <Logo to="/dashboard" />
          <div className="flex items-center gap-1.5 sm:gap-2">
            <ThemeToggle />
            {teacher ? <AccountMenu teacher={teacher} /> : null}
          </div>
        </div>
        {/* Offline, and writes waiting (decisions 0097 and 0152). */}
        <SyncStatus />
      </header>
      <FailedWrites />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 pt-3 pb-6 outline-none sm:px-6 sm:py-8"
      >
        {children ?? <Outlet />}
      </main>
    </div>
  );
}
