// Helpers for the account and access API tests: every call goes through `call`, which checks
// that no response ever carries a password hash, token or login code (docs/architecture.md#permissions).
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { expectNoSecrets, sessionCookie, type TestContext } from './test-app';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export async function call(
  t: TestContext,
  method: Method,
  url: string,
  opts: { payload?: object; cookie?: string; ip?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const res = await t.app.inject({
    method,
    url,
    payload: opts.payload,
    headers: { ...opts.headers, ...(opts.cookie && { cookie: opts.cookie }) },
    remoteAddress: opts.ip,
  });
  expectNoSecrets(res.body);
  return res;
}

export const STRONG_PASSWORD = 'Str0ngPass';
let n = 0;
export const uniqueEmail = (prefix = 'teacher') => `${prefix}-${process.pid}-${++n}@school.edu`;

/**
 * A new student joining with this class code (POST /api/students/access), anonymously. Each has
 * a name of their own: a name the class already has waits for the teacher (decision 0164).
 */
export const joinWithCode = (t: TestContext, classCode: string) =>
  call(t, 'POST', '/api/students/access', {
    payload: {
      classCode,
      firstName: 'Grace',
      lastName: `Hopper${++n}`,
      email: uniqueEmail('kid'),
      password: 'cobol59',
    },
  });

/** The registration page's payload form; override any field. */
export const registration = (overrides: Record<string, unknown> = {}) => ({
  teacherName: 'Ada Lovelace',
  email: uniqueEmail(),
  password: STRONG_PASSWORD,
  schoolName: 'Lincoln Middle School',
  className: 'Math',
  ...overrides,
});

/** Registers through the API and returns the answer and the session cookie. */
export async function registerTeacher(t: TestContext, overrides: Record<string, unknown> = {}) {
  const payload = registration(overrides);
  const res = await call(t, 'POST', '/api/teachers/register', { payload });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json();
  return {
    payload,
    teacher: body.teacher as { id: number; email: string; name: string; isVerified: boolean },
    klass: body.class as { id: number; classCode: string; name: string },
    cookie: sessionCookie(res),
  };
}

/** Who the cookie signs in as: 'none', 'teacher' or 'student'. */
export async function whoAmI(t: TestContext, cookie?: string): Promise<string> {
  const res = await call(t, 'GET', '/api/auth/me', { cookie });
  expect(res.statusCode).toBe(200);
  return res.json().kind;
}

/** The token in the link of the last mail sent to `to` (`?reset=`, `?verify=` or a family's `?token=`). */
export function tokenFromMail(t: TestContext, to: string, param: 'reset' | 'verify' | 'token'): string {
  const message = t.mail.filter((m) => m.to === to).at(-1);
  if (!message?.link) throw new Error(`no mail with a link to ${to}`);
  const token = new URL(message.link).searchParams.get(param);
  if (!token) throw new Error(`mail link has no ${param} token: ${message.link}`);
  expect(message.text).toContain(message.link);
  return token;
}
