import { z } from 'zod';

/** Every error body (ARCHITECTURE §4). */
export const errorBody = z.object({
  message: z.string(),
  code: z.string().optional(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

export const idParam = z.object({ id: z.coerce.number().int().positive('id must be a positive integer') });

/** Trimmed text that must not be empty after trimming. */
export const requiredText = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${message.replace(/ is required$/, '')} must be at most ${max} characters`);

export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export const messageBody = z.object({ message: z.string() });
