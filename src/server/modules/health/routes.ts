import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthOk, healthUnavailable } from '../../../shared/health/schemas';
import { NO_SESSION } from '../../http/openapi';
import { APP_VERSION } from '../../version';

// A load balancer's health check gives up after a few seconds; answering later than that is
// the same as not answering, and a hung pool must not hold the check open forever.
const DATABASE_TIMEOUT_MS = 3_000;

/** Resolves when the database answers a trivial query, rejects on an error or the timeout. */
async function ping(run: () => Promise<unknown>, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const query = run();
  // The query may still fail after the timeout won: that late rejection is expected, not a crash.
  query.catch(() => {});
  try {
    await Promise.race([
      query,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        operationId: 'getHealth',
        security: NO_SESSION,
        tags: ['health'],
        summary: 'Liveness, database reachability and the running version',
        description:
          '200 when the database answers a trivial query within 3 s; 503 (status "unavailable") when it fails or does not answer, so a load balancer takes this instance out. Both carry the version of the running server.',
        response: { 200: healthOk, 503: healthUnavailable },
      },
    },
    async (req, reply) => {
      try {
        await ping(() => app.deps.db.execute(sql`select 1`), DATABASE_TIMEOUT_MS);
        return { status: 'ok' as const, database: 'ok' as const, version: APP_VERSION };
      } catch (err) {
        // The cause goes to the log, not to whoever asked: it may name hosts or users.
        req.log.warn({ err }, 'health check: database did not answer');
        return reply.code(503).send({
          status: 'unavailable' as const,
          database: 'unreachable' as const,
          message: 'The database does not answer',
          version: APP_VERSION,
        });
      }
    },
  );
};
