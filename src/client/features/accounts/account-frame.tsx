import { Logo } from '@client/components/layout/logo';
import { SkipLink } from '@client/components/layout/skip-link';
import { cn } from '@client/lib/cn';
import type { ReactNode } from 'react';

interface AccountFrameProps {
  /** Where the logo leads: the kind's home. */
  home: string;
  /** From which width the logo's name hides, e.g. '[&>span]:max-[420px]:sr-only'. */
  logoClassName: string;
  /** The header's navigation: its accessible name and its links and buttons. */
  navLabel: string;
  nav: ReactNode;
  /** The frame's width ('max-w-6xl') and the spacing of the header and main. */
  width: string;
  headerClassName: string;
  navClassName: string;
  mainClassName: string;
  footer?: ReactNode;
  children: ReactNode;
}

/** The frame of a student's and a family's pages: skip link, sticky header, the main column. */
export function AccountFrame(props: AccountFrameProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-40 border-b border-border bg-surface/90 backdrop-blur supports-[backdrop-filter]:bg-surface/75">
        <div
          className={cn(
            'mx-auto flex h-16 w-full items-center justify-between px-3 sm:px-6',
            props.width,
            props.headerClassName,
          )}
        >
          <Logo to={props.home} className={props.logoClassName} />
          <nav aria-label={props.navLabel} className={props.navClassName}>
            {props.nav}
          </nav>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className={cn('mx-auto w-full flex-1 px-4 outline-none sm:px-6', props.width, props.mainClassName)}
      >
        {props.children}
      </main>
      {props.footer}
    </div>
  );
}
