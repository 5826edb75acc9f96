import { z } from 'zod';

/** Every error body: the status says what kind of failure, `message` what to fix (docs/architecture.md#errors). */
export const errorBody = z.object({
  message: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/**
 * The answers of a teacher's request about their own students or classes (docs/architecture.md#permissions):
 * `ok`, or 400 bad input, 401 signed out, 403 a student, 404 not theirs (or not there).
 */
export const ownerResponses = <T extends z.ZodType>(ok: T) => ({
  200: ok,
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
});

export const idParam = z.object({ id: z.coerce.number().int().positive('id must be a positive integer') });

// Control characters other than tab and newline have no place in a name, an email or a
// password. PostgreSQL refuses NUL outright (a 500 before this), and the others hide text or
// corrupt exports and logs.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Every text field of every request starts here: a string without control characters (tab, CR
 * and newline allowed). `error` is the message for a missing or non-text value.
 */
export const text = (error?: string) =>
  z
    .string(error ? { error } : undefined)
    .refine((v) => !CONTROL_CHARACTERS.test(v), 'must not contain control characters');

/** Trimmed text that must not be empty after trimming. */
export const requiredText = (message: string, max = 200) =>
  text(message)
    .trim()
    .min(1, message)
    .max(max, `${message.replace(/ is required$/, '')} must be at most ${max} characters`);

export const optionalText = (max = 200) =>
  text()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export const messageBody = z.object({ message: z.string() });

/** A call that takes no input: no body, or an empty JSON object (what generic clients send). */
export const noBody = z.strictObject({}).nullish();
