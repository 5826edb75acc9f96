/** The kinds of account that sign in with an email and a password of their own. */
export type PasswordAccountKindName = 'teacher' | 'family';

/**
 * The lockout's name for an account: the kind and the id, so a trusted browser stays trusted
 * across an email change; the typed email when no account has it (failures still count, nothing
 * is told).
 */
export const accountKey = (
  kind: PasswordAccountKindName,
  account: { id: number } | undefined,
  email: string,
) => (account ? `${kind}:${account.id}` : `${kind}:${email.toLowerCase()}`);

export const teacherAccountKey = (teacher: { id: number } | undefined, email: string) =>
  accountKey('teacher', teacher, email);
