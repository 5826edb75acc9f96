import { ThemeToggle } from '@client/components/layout/theme-toggle';
import { Button } from '@client/components/ui/button';
import type { LiveStatus } from '@client/lib/live-updates';
import { ArrowLeft, Maximize, Minimize, RefreshCw, Trophy } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LiveBadge } from './live-badge';

interface ProjectorHeaderProps {
  /** The class shown, or 'All classes'. */
  scope: ReactNode;
  /** The teacher's class switcher (none for a student). */
  switcher?: ReactNode;
  live: LiveStatus;
  refreshing: boolean;
  onRefresh: () => void;
  fullscreen: { supported: boolean; active: boolean; toggle: () => void };
  backTo: string;
}

/** Title, class, live state and the controls: Refresh, Fullscreen, Back to Dashboard, theme. */
export function ProjectorHeader({
  scope,
  switcher,
  live,
  refreshing,
  onRefresh,
  fullscreen,
  backTo,
}: ProjectorHeaderProps) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-x-6 gap-y-3 px-4 pt-4 sm:px-6 lg:px-10 lg:pt-6">
      <div className="flex min-w-0 items-center gap-4">
        <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand text-brand-foreground lg:size-16">
          <Trophy aria-hidden="true" className="size-7 lg:size-9" />
        </span>
        <div className="min-w-0">
          {/* The wall ranks by the number it shows, behaviour points (not the teacher's total). */}
          <h1 className="text-3xl leading-tight font-extrabold tracking-tight lg:text-5xl">
            Class Leaderboard{' '}
            <span className="text-xl font-semibold tracking-normal whitespace-nowrap text-muted-foreground lg:text-3xl">
              · by behavior points
            </span>
          </h1>
          <p className="truncate text-lg font-medium text-muted-foreground lg:text-2xl">{scope}</p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2 lg:gap-3">
        <LiveBadge status={live} className="text-sm lg:text-base" />
        {switcher}
        <Button variant="outline" size="lg" onClick={onRefresh} loading={refreshing}>
          {refreshing ? null : <RefreshCw aria-hidden="true" />}
          Refresh
        </Button>
        {fullscreen.supported ? (
          <Button variant="outline" size="lg" onClick={fullscreen.toggle}>
            {fullscreen.active ? <Minimize aria-hidden="true" /> : <Maximize aria-hidden="true" />}
            {fullscreen.active ? 'Exit Fullscreen' : 'Fullscreen'}
          </Button>
        ) : null}
        <Button asChild variant="ghost" size="lg">
          <Link to={backTo}>
            <ArrowLeft aria-hidden="true" />
            Back to Dashboard
          </Link>
        </Button>
        <ThemeToggle />
      </div>
    </header>
  );
}
