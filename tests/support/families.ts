// Helpers for the family API tests (issue 25): an invite from a teacher, a family signed up with it.
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

/** A family account signed up with `code`; its cookie and id. */
export async function registerFamily(t: TestContext, code: string, name = 'Pat Parent') {
  const email = uniqueEmail('family');
  const res = await call(t, 'POST', '/api/families/register', {
    payload: { code, name, email, password: FAMILY_PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { cookie: sessionCookie(res), id: res.json().family.id as number, email, me: res.json() };
}
