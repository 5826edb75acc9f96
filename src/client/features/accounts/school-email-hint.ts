import { toast } from '@client/lib/toast';
import { isEmail, isSchoolEmail, normalizeEmail } from '@shared/accounts/email';

let lastHinted = '';

/**
 * A non-school email (no .edu or .k12) only earns a recommendation toast and
 * never blocks. Shown once per address, when the field is left or the form is sent.
 */
export function recommendSchoolEmail(email: string) {
  const value = normalizeEmail(email);
  if (!isEmail(value) || isSchoolEmail(value) || value === lastHinted) return;
  lastHinted = value;
  toast({
    title: 'School Email Recommended',
    description: 'We recommend your school email (.edu or .k12) so colleagues and students recognise you.',
  });
}
