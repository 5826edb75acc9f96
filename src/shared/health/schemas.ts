import { z } from 'zod';

/** GET /api/health when the database answers; `version` is the running server's (package.json). */
export const healthOk = z.object({ status: z.literal('ok'), database: z.literal('ok'), version: z.string() });
export type HealthOk = z.infer<typeof healthOk>;

/** GET /api/health (503) when the database does not answer within its timeout. */
export const healthUnavailable = z.object({
  status: z.literal('unavailable'),
  database: z.literal('unreachable'),
  message: z.string(),
  version: z.string(),
});
