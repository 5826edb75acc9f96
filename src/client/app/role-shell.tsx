import { useMe } from '@client/features/accounts/accounts-api';
import { AppShell } from './app-shell';
import { StudentShell } from './student-shell';

/** The teacher's shell or the student's, for pages both roles use (questions, social contract). */
export function RoleShell() {
  const { data } = useMe();
  return data?.kind === 'student' ? <StudentShell /> : <AppShell />;
}
