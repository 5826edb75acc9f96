// Password strength as the spec scores it: 25 points each for length ≥ 8, an
// uppercase letter, a lowercase letter and a digit. 75 or more is required to register.
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

export function strengthLabel(score: number): StrengthLabel {
  if (score < 25) return 'Weak';
  if (score < 75) return 'Fair';
  return 'Strong';
}

/** What the sign-up form lists after 'Password must have: ' (empty when the password is fine). */
export function missingPasswordParts(password: string): string[] {
  const missing: string[] = [];
  if (password.length < 8) missing.push('8+ characters');
  if (!/[A-Z]/.test(password)) missing.push('an uppercase letter');
  if (!/[a-z]/.test(password)) missing.push('a lowercase letter');
  if (!/\d/.test(password)) missing.push('a number');
  return missing;
}
