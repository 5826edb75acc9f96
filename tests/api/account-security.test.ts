// Account-security findings of the hardening review (issue 8 §1), each with the test that
// would have caught it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, registerTeacher } from '../support/accounts';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
beforeAll(async () => {
  // No publicUrl: links come from the configured address, never the request's.
  t = await createTestApp();
});
afterAll(() => t.close());

describe('mailed links', () => {
  it('never point at the Host or X-Forwarded-Host a client sends', async () => {
    const { payload } = await registerTeacher(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/teachers/forgot-password',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { email: payload.email },
    });
    expect(res.statusCode).toBe(202);
    const mail = await vi.waitFor(() => {
      const m = t.mail.find((x) => x.to === payload.email && x.link?.includes('reset='));
      if (!m) throw new Error('no reset mail yet');
      return m;
    });
    expect(mail.link).toMatch(/^http:\/\/localhost:3000\/teacher-auth\?reset=/);
    expect(mail.text).not.toContain('evil.example');
  });
});

describe('control characters', () => {
  it('are refused with 400 on sign-in, before any query, whatever the field', async () => {
    for (const payload of [
      { email: 'a\u0000b@school.edu', password: 'whatever1' },
      { email: 'ab@school.edu', password: 'pass\u0000word' },
      { email: 'ab@school.edu\u001b', password: 'password' },
    ]) {
      const res = await call(t, 'POST', '/api/teachers/login', { payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toMatch(/must not contain control characters/);
    }
  });

  it('are refused in names, while tabs and newlines stay allowed where text is free', async () => {
    const { cookie, klass } = await registerTeacher(t);
    const bad = await call(t, 'PATCH', `/api/classes/${klass.id}`, {
      cookie,
      payload: { name: 'Science\u0000' },
    });
    expect(bad.statusCode).toBe(400);
    const student = await call(t, 'POST', '/api/students', {
      cookie,
      payload: { classId: klass.id, firstName: 'Ada', lastName: 'King', bio: 'Likes maths.\n\tAnd chess.' },
    });
    expect(student.statusCode, student.body).toBe(201);
  });
});
