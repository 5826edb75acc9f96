// Helpers for the family API tests: an invite from a teacher, a family signed up with it.
import { expect } from 'vitest';
import { call, STRONG_PASSWORD, uniqueEmail } from './accounts';
import { sessionCookie, type TestContext } from './test-app';

export const FAMILY_PASSWORD = STRONG_PASSWORD;

/** A fresh invite code for the student, made by their teacher. */
export async function inviteFor(t: TestContext, teacherCookie: string, studentId: number): Promise<string> {
  const res = await call(t, 'POST', `/api/students/${studentId}/family-invites`, { cookie: teacherCookie });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().code;
}

/** The last verification link mailed to `to`, as its token. */
export function verificationToken(t: TestContext, to: string): string {
  const mail = t.mail.filter((m) => m.to === to && m.subject.includes('Confirm')).at(-1);
  expect(mail, `no confirmation mail to ${to}`).toBeDefined();
  const link = new URL(mail?.link ?? '');
  expect(link.pathname).toBe('/family/verify-email');
  return link.searchParams.get('token') ?? '';
}

/** Opens the confirmation link last mailed to `to` (as the family's browser does). */
export async function confirmFamilyEmail(t: TestContext, to: string) {
  const res = await call(t, 'POST', '/api/families/verify-email', {
    payload: { token: verificationToken(t, to) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/**
 * A family account signed up with `code`; its cookie and id. Its email is confirmed through the
 * mailed link unless `confirmed` is false.
 */
export async function registerFamily(t: TestContext, code: string, name = 'Pat Parent', confirmed = true) {
  const email = uniqueEmail('family');
  const res = await call(t, 'POST', '/api/families/register', {
    payload: { code, name, email, password: FAMILY_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(201);
  if (confirmed) await confirmFamilyEmail(t, email);
  return { cookie: sessionCookie(res), id: res.json().family.id as number, email, me: res.json() };
}
