import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorCode, errorMessage, parseRetryAfter } from './api';
import { queryKeyToUrl } from './query-client';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: string, statusText = '') =>
  vi.stubGlobal('fetch', async () => new Response(body || null, { status, statusText }));

describe('apiRequest', () => {
  it('parses JSON, and an empty body as undefined', async () => {
    answer(200, '{"ok":true}');
    expect(await apiRequest('GET', '/api/x')).toEqual({ ok: true });
    answer(204, '');
    expect(await apiRequest('DELETE', '/api/x')).toBeUndefined();
  });

  it("raises '{status}: {body}' and keeps the server's message and code", async () => {
    answer(409, '{"message":"An account with this email already exists","code":"EMAIL_TAKEN"}');
    const error = await apiRequest('POST', '/api/teachers/register', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe(
      '409: {"message":"An account with this email already exists","code":"EMAIL_TAKEN"}',
    );
    expect(errorMessage(error, 'fallback')).toBe('An account with this email already exists');
    expect(errorCode(error)).toBe('EMAIL_TAKEN');
  });

  it('uses the status text when the body is empty, and the fallback for toasts', async () => {
    answer(502, '', 'Bad Gateway');
    const error = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect((error as Error).message).toBe('502: Bad Gateway');
    expect(errorMessage(error, 'Please try again later.')).toBe('Please try again later.');
  });

  it('reads the message from any error in the same shape', () => {
    expect(errorMessage(new Error('400: {"message":"Bad class code"}'), 'x')).toBe('Bad class code');
    expect(errorMessage(new Error('network down'), 'x')).toBe('x');
  });
});

describe('queryKeyToUrl', () => {
  it('joins the key parts with /', () => {
    expect(queryKeyToUrl(['/api/students', 5])).toBe('/api/students/5');
    expect(queryKeyToUrl(['/api/auth/me'])).toBe('/api/auth/me');
  });

  it('turns a trailing object into the query string, skipping empty values', () => {
    expect(queryKeyToUrl(['/api/students', { classId: 3, q: undefined }])).toBe('/api/students?classId=3');
    expect(queryKeyToUrl(['/api/students', {}])).toBe('/api/students');
  });
});

describe('parseRetryAfter', () => {
  it('reads whole seconds and an HTTP date, and ignores anything else', () => {
    const now = Date.parse('2026-11-28T20:00:00Z');
    expect(parseRetryAfter('30', now)).toBe(30_000);
    expect(parseRetryAfter('Sat, 28 Nov 2026 20:02:00 GMT', now)).toBe(120_000);
    expect(parseRetryAfter('Sat, 28 Nov 2026 19:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-5', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
