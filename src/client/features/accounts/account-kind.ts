// The kinds of account that sign in: a teacher, a student, a family. The account pages are one
// set of forms with the kind as a parameter; what differs per kind is said here and in each
// kind's thin page (its texts, its requests, where it goes next).

export type AccountKind = 'teacher' | 'student' | 'family';

/** The family pages are phone first: 44 px fields, buttons and links (a thumb on a phone). */
export const fieldClass = (kind: AccountKind) => (kind === 'family' ? 'h-11' : undefined);

/** A link or button inside an account form's text ('Sign in instead'). */
export const linkClass = (kind: AccountKind) =>
  kind === 'family'
    ? 'inline-flex min-h-11 items-center font-medium text-brand underline-offset-4 hover:underline'
    : 'font-medium text-brand hover:underline';

/** The submit button of a sign-in or sign-up form (the family's sits closer to its last field). */
export const submitClass = (kind: AccountKind) => (kind === 'family' ? 'w-full' : 'mt-1 w-full');
