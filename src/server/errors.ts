// Typed HTTP errors: a handler throws one and the error handler turns it into
// `{ message, code }` with its status (docs/architecture.md#errors).
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    /** Seconds to wait before trying again: sent as Retry-After. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new HttpError(400, message, code);
export const unauthorized = (message = 'Not signed in') => new HttpError(401, message, 'UNAUTHORIZED');
export const forbidden = (message = 'Not allowed') => new HttpError(403, message, 'FORBIDDEN');
export const notFound = (message = 'Not found') => new HttpError(404, message, 'NOT_FOUND');
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, message, code);
export const tooLarge = (message: string, code = 'TOO_LARGE') => new HttpError(413, message, code);
export const tooMany = (message: string, code = 'RATE_LIMITED', retryAfter?: number) =>
  new HttpError(429, message, code, retryAfter);
