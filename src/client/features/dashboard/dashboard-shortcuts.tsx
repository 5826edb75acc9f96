import { buttonClasses } from '@client/components/ui/button';
import { TimerTool } from '@client/features/timer/timer-tool';
import { useUiStore } from '@client/lib/stores/ui-store';
import {
  BookOpen,
  IdCard,
  Mail,
  MessageCircleQuestion,
  MonitorPlay,
  ScrollText,
  Trophy,
  Upload,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const tile = buttonClasses('outline', 'md', 'h-11 min-w-0 justify-start px-3 sm:justify-center');

/**
 * The shortcut buttons: two columns on a phone (in the panel 'Tools' opens, every name whole),
 * one or two rows of tiles above the grid from `sm` on. `children` (the class's lesson tools)
 * come first.
 */
export function DashboardShortcuts({ children }: { children?: ReactNode }) {
  const setShowCSVImport = useUiStore((s) => s.setShowCSVImport);
  return (
    <nav aria-label="Shortcuts" className="grid grid-cols-2 gap-2 sm:grid-cols-4 xl:grid-cols-7">
      <TimerTool />
      {children}
      <Link to="/projector" className={tile}>
        <MonitorPlay aria-hidden="true" className="text-brand" />
        Projector Mode
      </Link>
      <Link to="/leaderboard" className={tile}>
        <Trophy aria-hidden="true" className="text-brand" />
        View Leaderboard
      </Link>
      <button type="button" className={tile} onClick={() => setShowCSVImport(true)}>
        <Upload aria-hidden="true" className="text-brand" />
        Import Students
      </button>
      <Link to="/social-contract" className={tile}>
        <ScrollText aria-hidden="true" className="text-brand" />
        Social Contract
      </Link>
      <Link to="/questions" className={tile}>
        <MessageCircleQuestion aria-hidden="true" className="text-brand" />
        Q&amp;A Session
      </Link>
      <Link to="/lesson-plans" className={tile}>
        <BookOpen aria-hidden="true" className="text-brand" />
        Lesson Plans
      </Link>
      {/* From xl on, Family Invitations and Login Cards are in the class bar (class-bar.tsx). */}
      <Link to="/family-invitations" className={`${tile} xl:hidden`}>
        <Mail aria-hidden="true" className="text-brand" />
        Family Invitations
      </Link>
      <Link to="/login-cards" className={`${tile} xl:hidden`}>
        <IdCard aria-hidden="true" className="text-brand" />
        Login Cards
      </Link>
    </nav>
  );
}
