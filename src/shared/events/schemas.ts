import { z } from 'zod';

/**
 * One message of GET /api/events (Server-Sent Events): `data: {"topic":…,"classId":…}`.
 * The client refetches the queries the topic names (ARCHITECTURE §6). The stream opens with
 * `event: ready` and sends a `: heartbeat` comment every 25 s.
 */
export const changeEvent = z.object({ topic: z.string(), classId: z.number().int() });
export type ChangeEventMessage = z.infer<typeof changeEvent>;

/** The SSE event name sent once the stream is live (its data is `{}`). */
export const READY_EVENT = 'ready';
