import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers on every answer. @fastify/helmet builds a new helmet (and parses the CSP
 * directives) on every request, about 40 µs each (docs/decisions/0041-prepared-reads.md); the
 * headers never vary here, so helmet is built once and applied per request.
 */
export const securityHeaders = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const apply = helmet(options);
  app.addHook('onRequest', (req, reply, done) => {
    apply(req.raw, reply.raw, (err) => done(err as Error | undefined));
  });
});
