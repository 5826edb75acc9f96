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
