// The spec has three email checks of increasing strictness; each screen uses the one it names.

/** Student forms: 'must contain @'. */
export const hasAt = (email: string) => email.includes('@');

/** Registration page: '@ and a dot' ('Invalid Email'). */
export const hasAtAndDot = (email: string) => /@.+\..+/.test(email);

/** Sign-up form and the server: a basic email pattern ('Invalid email format'). */
export const isEmail = (email: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);

/** A school address only earns a recommendation toast when missing; it never blocks. */
export const isSchoolEmail = (email: string) => /\.(edu|k12)(\.|$)|\.k12\./i.test(email.toLowerCase());

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
