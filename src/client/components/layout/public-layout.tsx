import { cn } from '@client/lib/cn';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Logo } from './logo';
import { SkipLink } from './skip-link';
import { ThemeToggle } from './theme-toggle';

/** Frame of the public pages (landing, sign-in, sign-up, student access, 404). */
export function PublicLayout({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <div className="flex min-h-dvh flex-col bg-[radial-gradient(ellipse_at_top,var(--brand-soft),transparent_60%)]">
      <SkipLink />
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between px-4 sm:px-6">
        <Logo />
        <ThemeToggle />
      </header>
      <main
        id="main"
        tabIndex={-1}
        className={cn(
          'mx-auto flex w-full max-w-6xl flex-1 flex-col px-4 pt-4 pb-12 outline-none sm:px-6 sm:pt-8',
          className,
        )}
      >
        {children ?? <Outlet />}
      </main>
      <footer className="border-t border-border py-5 text-center text-xs text-muted-foreground">
        Remote Chalk · open-source classroom management
      </footer>
    </div>
  );
}

/** A centred column for a single form card. */
export function AuthColumn({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('mx-auto flex w-full max-w-md flex-col gap-6', className)}>{children}</div>;
}
