import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from './errors';

// Postgres error codes a route may hit on bad input; they are the caller's fault, not ours.
const PG_CODES: Record<string, [number, string]> = {
  '23505': [409, 'Already exists'],
  '23503': [404, 'A referenced record does not exist'],
  '23514': [400, 'A value is out of the allowed range'],
  '22P02': [400, 'A value has the wrong format'],
  '22001': [400, 'A value is too long'],
  '22003': [400, 'A number is out of range'],
};

/** The one error handler: `{ message, code?, issues? }`, never a stack trace, 4xx for bad input. */
export function errorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const issues = err.validation.map((v) => ({
      path: String(v.instancePath ?? '')
        .replace(/^\//, '')
        .replaceAll('/', '.'),
      message: v.message ?? 'is invalid',
    }));
    const first = issues[0];
    const message = first
      ? first.path
        ? `${first.path}: ${first.message}`
        : first.message
      : 'Invalid request';
    return reply.code(400).send({ message, code: 'VALIDATION', issues });
  }
  if (err instanceof HttpError) {
    return reply.code(err.statusCode).send({ message: err.message, code: err.code });
  }
  if (isResponseSerializationError(err)) {
    req.log.error({ err }, 'response did not match its schema');
    return reply.code(500).send({ message: 'Internal server error', code: 'INTERNAL' });
  }
  const pgCode = (err as { code?: string }).code;
  const cause = (err as { cause?: { code?: string } }).cause?.code;
  const mapped = PG_CODES[pgCode ?? ''] ?? PG_CODES[cause ?? ''];
  if (mapped) {
    return reply.code(mapped[0]).send({ message: mapped[1], code: 'DB_CONSTRAINT' });
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ message: err.message, code: err.code });
  }
  req.log.error({ err }, 'unhandled error');
  return reply.code(500).send({ message: 'Internal server error', code: 'INTERNAL' });
}
