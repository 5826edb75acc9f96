import { useMe } from '@client/features/accounts/accounts-api';
import { Outlet } from 'react-router';
import { AppShell } from './app-shell';
import { StudentShell } from './student-shell';

// Frames of the pages that choose theirs from the session: the shell is the router's, never the
// page's (a feature does not import app/). For anyone else the page draws its own public frame.

/** /account-settings: the teacher's shell for a teacher; otherwise the page's loader or 'Not Authenticated'. */
export function TeacherFrame() {
  const { data } = useMe();
  return data?.kind === 'teacher' ? <AppShell /> : <Outlet />;
}

/** /student-dashboard: the student's shell while the session loads and for a student; otherwise 'No student data found'. */
export function StudentFrame() {
  const { data, isPending } = useMe();
  return isPending || data?.kind === 'student' ? <StudentShell /> : <Outlet />;
}
