import { isStudentMode } from '@client/lib/student-mode';
import { Navigate, useLocation } from 'react-router';
import { LeaderboardBoard } from './leaderboard-board';

/** /leaderboard, for teachers; in student mode it sends the visitor to /student. */
export function LeaderboardPage() {
  const location = useLocation();
  if (isStudentMode(location)) return <Navigate to="/student" replace />;
  return <LeaderboardBoard />;
}
