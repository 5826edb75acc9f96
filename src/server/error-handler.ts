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

/** The SQLSTATE of a database error, whether the driver's own or wrapped by Drizzle. */
function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  for (const code of [e.code, e.cause?.code]) {
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * What an error may put in the log. Drizzle's query errors carry the statement's parameters in
 * their message and `params` (password hashes, tokens, children's names): the log gets the
 * statement and the database's own message, never the values.
 */
export function loggable(err: unknown): unknown {
  const e = err as Error & { query?: unknown; cause?: { message?: string; code?: string } };
  if (!e || typeof e !== 'object' || !('params' in e)) return err;
  return {
    type: e.name,
    query: typeof e.query === 'string' ? e.query : undefined,
    message: e.cause?.message ?? 'query failed',
    code: e.cause?.code,
    // The first lines of the stack repeat the message (with the parameters); keep the frames.
    stack: e.stack
      ?.split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n'),
  };
}

/** A request with a bad field in every record is answered with its first problems, not all. */
export const MAX_ISSUES = 20;

/** The 400 body of invalid input: the first problem as the message, the first few listed. */
export function validationBody(issues: { path: string; message: string }[]) {
  const list = issues.slice(0, MAX_ISSUES);
  const first = list[0];
  const message = first
    ? first.path
      ? `${first.path}: ${first.message}`
      : first.message
    : 'Invalid request';
  return { message, code: 'VALIDATION', issues: list };
}

/** The one error handler: `{ message, code?, issues? }`, never a stack trace, 4xx for bad input. */
export function errorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(err)) {
    const issues = err.validation.map((v) => ({
      path: String(v.instancePath ?? '')
        .replace(/^\//, '')
        .replaceAll('/', '.'),
      message: v.message ?? 'is invalid',
    }));
    return reply.code(400).send(validationBody(issues));
  }
  if (err instanceof HttpError) {
    if (err.retryAfter !== undefined) reply.header('retry-after', String(err.retryAfter));
    return reply.code(err.statusCode).send({ message: err.message, code: err.code });
  }
  if (isResponseSerializationError(err)) {
    req.log.error({ err }, 'response did not match its schema');
    return reply.code(500).send({ message: 'Internal server error', code: 'INTERNAL' });
  }
  const pgCode = sqlState(err);
  const mapped = PG_CODES[pgCode ?? ''];
  if (mapped) {
    return reply.code(mapped[0]).send({ message: mapped[1], code: 'DB_CONSTRAINT' });
  }
  // Class 22 is "data exception": a value PostgreSQL cannot store (a NUL byte, a bad encoding,
  // a number out of range). The input was wrong, whatever check let it through.
  if (pgCode?.startsWith('22')) {
    return reply.code(400).send({ message: 'A value cannot be stored as given', code: 'INVALID_VALUE' });
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send({ message: err.message, code: err.code });
  }
  req.log.error({ err }, 'unhandled error');
  return reply.code(500).send({ message: 'Internal server error', code: 'INTERNAL' });
}
