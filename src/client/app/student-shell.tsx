import { Logo } from '@client/components/layout/logo';
import { SkipLink } from '@client/components/layout/skip-link';
import { ThemeToggle } from '@client/components/layout/theme-toggle';
import { Button } from '@client/components/ui/button';
import { useSignOut } from '@client/features/accounts/use-sign-out';
import { FileSignature, LogOut, MessageCircleQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';

/** The student's frame: logo, Questions, Class Contract, theme toggle and Logout. */
export function StudentShell({ children }: { children?: ReactNode }) {
  const { signOut, pending } = useSignOut();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-border bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/75">
        <div className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-2 px-3 sm:px-6">
          <Logo to="/student-dashboard" className="[&>span]:max-[420px]:sr-only" />
          <nav aria-label="Student" className="flex items-center gap-1 sm:gap-2">
            <Button asChild variant="ghost" size="sm">
              <Link to="/questions">
                <MessageCircleQuestion aria-hidden="true" />
                <span className="max-sm:sr-only">Questions</span>
              </Link>
            </Button>
            <Button asChild variant="ghost" size="sm">
              <Link to="/social-contract">
                <FileSignature aria-hidden="true" />
                <span className="max-sm:sr-only">Class Contract</span>
              </Link>
            </Button>
            <ThemeToggle />
            <Button variant="outline" size="sm" onClick={() => void signOut()} loading={pending}>
              {pending ? null : <LogOut aria-hidden="true" />}
              <span className="max-sm:sr-only">Logout</span>
            </Button>
          </nav>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 outline-none sm:px-6 sm:py-8"
      >
        {children ?? <Outlet />}
      </main>
    </div>
  );
}
