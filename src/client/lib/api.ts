// THE request helper. Every call sends cookies; a body is JSON with a JSON
// content type; a non-ok response throws an ApiError whose message is
// `${status}: ${body text or status text}`.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export class ApiError extends Error {
  readonly status: number;
  /** The raw response body text ('' when empty). */
  readonly body: string;
  /** `code` of the server's JSON error body (e.g. 'EMAIL_TAKEN'), when present. */
  readonly code?: string;
  /** `message` of the server's JSON error body, when present. */
  readonly serverMessage?: string;
  /** How long the server asked to wait (its Retry-After, on a 429 or 503), in ms. */
  readonly retryAfterMs?: number;

  constructor(status: number, statusText: string, body: string, retryAfter?: string | null) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    const parsed = parseErrorBody(body);
    this.code = parsed?.code;
    this.serverMessage = parsed?.message;
    this.retryAfterMs = parseRetryAfter(retryAfter);
  }
}

/** Retry-After is whole seconds or an HTTP date (RFC 9110 §10.2.3); anything else is ignored. */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  // An HTTP date names its day and month ('Sat, 28 Nov 2026 20:02:00 GMT'); Date.parse alone
  // would take '-5' for a year.
  const at = /^[A-Za-z]{3}, /.test(trimmed) ? Date.parse(trimmed) : Number.NaN;
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The ApiError of a response that is not ok, for every request the client makes. */
export async function responseError(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  return new ApiError(res.status, res.statusText, text, res.headers.get('retry-after'));
}

function parseErrorBody(text: string): { message?: string; code?: string } | undefined {
  if (!text) return undefined;
  try {
    const json: unknown = JSON.parse(text);
    if (!json || typeof json !== 'object') return undefined;
    const { message, code } = json as Record<string, unknown>;
    return {
      message: typeof message === 'string' && message ? message : undefined,
      code: typeof code === 'string' ? code : undefined,
    };
  } catch {
    return undefined;
  }
}

/**
 * Sends one request and returns the parsed JSON (undefined for an empty body). `headers` adds
 * to the JSON content type (a queued write's Idempotency-Key). `signal` aborts it: a read's comes
 * from React Query, so cancelling the query (sign-out, docs/decisions/0158) stops the request too.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
  signal?: AbortSignal,
): Promise<T> {
  const res = await fetch(url, {
    method,
    signal,
    credentials: 'include',
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw await responseError(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Shorthands over apiRequest, for readability at call sites. */
export const api = {
  get: <T = unknown>(url: string) => apiRequest<T>('GET', url),
  post: <T = unknown>(url: string, body?: unknown) => apiRequest<T>('POST', url, body ?? {}),
  put: <T = unknown>(url: string, body?: unknown) => apiRequest<T>('PUT', url, body ?? {}),
  patch: <T = unknown>(url: string, body?: unknown) => apiRequest<T>('PATCH', url, body ?? {}),
  // A DELETE has no body; what it needs beyond its address travels in a header.
  delete: <T = unknown>(url: string, headers?: Record<string, string>) =>
    apiRequest<T>('DELETE', url, undefined, headers),
};

/**
 * The text to show in a toast for a failed call: the server's `message` when present
 * (the server's message is the most precise one), otherwise `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof Error) {
    // An error built elsewhere in the same `${status}: ${body}` shape.
    const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
    if (match) return parseErrorBody(match[1])?.message ?? fallback;
  }
  return fallback;
}

/** The `code` of a server error body ('EMAIL_TAKEN', 'CLASS_CODE_TAKEN' …), if any. */
export const errorCode = (error: unknown) => (error instanceof ApiError ? error.code : undefined);

/** The HTTP status of a failed call, if it was one. */
export const errorStatus = (error: unknown) => (error instanceof ApiError ? error.status : undefined);
