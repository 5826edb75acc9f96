import type { FamilyAccountView, FamilyMe } from '../../../shared/families/schemas';
import type { families } from '../../db/schema';
import type { familyChildrenOf } from './queries';

// Explicit fields only: never the password hash, reset or verification token, or digest bookkeeping.

export const presentFamily = (f: typeof families.$inferSelect): FamilyAccountView => ({
  id: f.id,
  name: f.name,
  email: f.email,
  emailVerified: f.isVerified,
  pendingEmail: f.pendingEmail,
  weeklyDigest: f.weeklyDigest,
  createdAt: f.createdAt.toISOString(),
});

export const presentFamilyMe = (
  f: typeof families.$inferSelect,
  children: Awaited<ReturnType<typeof familyChildrenOf>>,
): FamilyMe => ({
  family: presentFamily(f),
  children: children.map(({ studentId, displayName, className, teacherName }) => ({
    studentId,
    displayName,
    className,
    teacherName,
  })),
});
