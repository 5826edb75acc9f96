import { buttonClasses } from '@client/components/ui/button';
import { useUiStore } from '@client/lib/stores/ui-store';
import { BookOpen, MessageCircleQuestion, MonitorPlay, ScrollText, Trophy, Upload } from 'lucide-react';
import { Link } from 'react-router';

const tile = buttonClasses('outline', 'md', 'h-11 justify-start px-3 sm:justify-center');

/** The shortcut buttons. */
export function DashboardShortcuts() {
  const setShowCSVImport = useUiStore((s) => s.setShowCSVImport);
  return (
    <nav aria-label="Shortcuts" className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-6">
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
    </nav>
  );
}
