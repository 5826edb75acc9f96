import fastifyMetrics from 'fastify-metrics';
import fp from 'fastify-plugin';
import { errorBody } from '../../shared/common/schemas';

/**
 * `GET /metrics` in Prometheus text format, only when the operator turned it on (METRICS=1).
 * Off, the path answers a JSON 404 like any unknown API path (not the app's HTML page), so a
 * scraper pointed at a server without metrics fails clearly. Who may read it is the operator's
 * call (docs/decisions/0036-health-metrics-shutdown.md): the figures name routes, never people, and
 * the reverse proxy is where access is restricted.
 *
 * Wrapped with fastify-plugin: the timing hooks must see every route, not only this scope's.
 */
export const metricsPlugin = fp<{ enabled: boolean }>(async (app, { enabled }) => {
  if (!enabled) {
    app.get('/metrics', { schema: { hide: true, response: { 404: errorBody } } }, (_req, reply) =>
      reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' }),
    );
    return;
  }
  await app.register(fastifyMetrics, {
    endpoint: {
      url: '/metrics',
      method: 'GET',
      // Scrapes every few seconds would drown the request log.
      logLevel: 'fatal',
      exposeHeadRoute: false,
      schema: { hide: true },
      // Replaced by the plugin's own handler; RouteOptions requires one.
      handler: () => {},
    },
    // One registry per process; a second app in the same process (tests) starts it afresh
    // instead of failing on "metric already registered".
    clearRegisterOnInit: true,
    routeMetrics: {
      enabled: true,
      // Labels are route patterns ("/api/students/:id"), never raw URLs: bounded, and no ids.
      registeredRoutesOnly: true,
      // A live stream stays open for hours: its "duration" says nothing about the server's speed.
      routeBlacklist: ['/api/events', '/metrics'],
    },
  });
});
