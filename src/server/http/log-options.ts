import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';
import type { AppConfig } from '../config';
import { loggable } from '../error-handler';

/** Fields a person at a terminal does not need on every line (they stay in the JSON log). */
const HIDDEN_WHEN_PRETTY = ['pid', 'hostname', 'reqId', 'req', 'res', 'responseTime', 'startup'];

/**
 * Fastify's logger: one JSON object a line, or (LOG_FORMAT=pretty, the default on a terminal)
 * coloured lines like "[12:04:31] INFO: request completed GET /api/classes 200 3.1 ms" written by
 * pino-pretty in a worker thread, so the requests' thread formats no more than it does for JSON
 * (docs/decisions/0054-readable-logs.md).
 */
export function logOptions(config: AppConfig): NonNullable<FastifyServerOptions['logger']> {
  // Every logged error passes `loggable`: no query parameters (hashes, tokens) in the log.
  const base = {
    level: config.logLevel,
    serializers: { err: (err: Error) => pino.stdSerializers.err(loggable(err) as Error) },
  };
  if (config.logFormat !== 'pretty') return base;
  return {
    ...base,
    transport: {
      target: 'pino-pretty',
      options: {
        // The worker's own stdout is never a terminal: colour is decided here, for the process's.
        colorize: process.stdout.isTTY === true && !process.env.NO_COLOR,
        translateTime: 'SYS:HH:MM:ss',
        ignore: HIDDEN_WHEN_PRETTY.join(','),
        singleLine: true,
        messageFormat: '{msg}{if req.method} {req.method} {req.url} {res.statusCode} {responseTime} ms{end}',
      },
    },
  };
}
