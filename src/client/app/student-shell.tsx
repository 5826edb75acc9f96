import { ThemeToggle } from '@client/components/layout/theme-toggle';
import { Button } from '@client/components/ui/button';
import { AccountFrame } from '@client/features/accounts/account-frame';
import { useSignOut } from '@client/features/accounts/use-sign-out';
import { FileSignature, LogOut, MessageCircleQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Outlet } from 'react-router';

/** The student's frame: logo, Questions, Class Contract, theme toggle and Logout. */
export function StudentShell({ children }: { children?: ReactNode }) {
  const { signOut, pending } = useSignOut();
  const nav = (
    <>
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
    </>
  );
  return (
    <AccountFrame
      home="/student-dashboard"
      logoClassName="[&>span]:max-[420px]:sr-only"
      navLabel="Student"
      nav={nav}
      width="max-w-6xl"
      headerClassName="gap-2"
      navClassName="flex items-center gap-1 sm:gap-2"
      mainClassName="py-6 sm:py-8"
    >
      {children ?? <Outlet />}
    </AccountFrame>
  );
}
