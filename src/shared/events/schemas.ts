import { z } from 'zod';

/** One student's new figures (./figures.ts, which the browser uses without zod). */
export const studentFigures = z.object({
  id: z.number().int(),
  balance: z.number().int().optional(),
  recordId: z.number().int().optional(),
  hwScore: z.number().int().optional(),
  skills: z.array(z.object({ skillId: z.number().int(), points: z.number().int() })).optional(),
});

/**
 * One message of GET /api/events (Server-Sent Events): `data: {"topic":…,"classId":…}`, and for
 * awards, homework and skills `students`, the changed figures the stream may see. The client
 * patches its caches with the figures and refetches what they cannot patch, or, without them, the
 * queries the topic names (docs/architecture.md#live-updates). The stream opens with `event: ready`
 * and sends a `: heartbeat` comment every 25 s.
 */
export const changeEvent = z.object({
  topic: z.string(),
  classId: z.number().int(),
  students: z.array(studentFigures).optional(),
});
export type ChangeEventMessage = z.infer<typeof changeEvent>;

/** The SSE event name sent once the stream is live (its data is `{}`). */
export const READY_EVENT = 'ready';

/** `?view=projector`: the stream of a wall display, which gets no private figure (decision 0038). */
export const eventStreamQuery = z.object({ view: z.enum(['screen', 'projector']).default('screen') });
export type StreamView = z.infer<typeof eventStreamQuery>['view'];
