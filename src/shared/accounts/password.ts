// Password strength as the spec scores it: 25 points each for length ≥ 8, an
// uppercase letter, a lowercase letter and a digit. 75 or more is required to register (and the
// server asks for all four). The labels follow what the forms accept, not the spec's cut-offs:
// 'abc' is Weak, not Fair (decision 0079).
export type StrengthLabel = 'Weak' | 'Fair' | 'Strong';

export const TEACHER_PASSWORD_MIN = 8;
export const STUDENT_PASSWORD_MIN = 6;
export const REQUIRED_STRENGTH = 75;

export function passwordStrength(password: string): number {
  let score = 0;
  if (password.length >= 8) score += 25;
  if (/[A-Z]/.test(password)) score += 25;
  if (/[a-z]/.test(password)) score += 25;
  if (/\d/.test(password)) score += 25;
  return score;
}

/** Weak: two or more rules unmet; Fair: one left; Strong: all four met. */
export function strengthLabel(score: number): StrengthLabel {
  if (score < 75) return 'Weak';
  if (score < 100) return 'Fair';
  return 'Strong';
}

/**
 * The rules a teacher password must meet, as the forms list them under the field (each ticked
 * as it is met) and as the server names what is missing.
 */
export const PASSWORD_RULES = [
  { label: 'At least 8 characters', missing: '8+ characters', met: (p: string) => p.length >= 8 },
  { label: 'An uppercase letter', missing: 'an uppercase letter', met: (p: string) => /[A-Z]/.test(p) },
  { label: 'A lowercase letter', missing: 'a lowercase letter', met: (p: string) => /[a-z]/.test(p) },
  { label: 'A number', missing: 'a number', met: (p: string) => /\d/.test(p) },
] as const;

/** What the sign-up form lists after 'Password must have: ' (empty when the password is fine). */
export function missingPasswordParts(password: string): string[] {
  return PASSWORD_RULES.filter((r) => !r.met(password)).map((r) => r.missing);
}
