import type { TeacherView } from '../../../shared/accounts/schemas';
import type { teachers } from '../../db/schema';

export const presentTeacher = (t: typeof teachers.$inferSelect): TeacherView => ({
  id: t.id,
  name: t.name,
  email: t.email,
  schoolName: t.schoolName,
  isVerified: t.isVerified,
  pendingEmail: t.pendingEmail,
  hasPassword: t.passwordHash !== null,
  soundEnabled: t.soundEnabled,
});
