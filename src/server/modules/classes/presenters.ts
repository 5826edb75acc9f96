import type { ClassView } from '../../../shared/accounts/schemas';
import type { classes } from '../../db/schema';

export const presentClass = (c: typeof classes.$inferSelect): ClassView => ({
  id: c.id,
  name: c.name,
  classCode: c.classCode,
  createdAt: c.createdAt.toISOString(),
});
