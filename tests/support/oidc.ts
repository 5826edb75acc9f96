// Drives a school sign-in for the API tests: the app's part through app.inject, the provider's
// login and consent pages through fetch, with a small cookie jar for each side.
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { AppConfig } from '../../src/server/config';
import { OIDC_CLIENT, OIDC_DOMAIN, startOidcProvider, type TestProvider } from './oidc-provider';
import type { TestContext } from './test-app';

/** The address the app is configured with: the provider sends the browser back here. */
export const APP_URL = 'http://127.0.0.1:3999';
export const CALLBACK = `${APP_URL}/api/auth/oidc/callback`;

export const startTestProvider = () => startOidcProvider({ redirectUris: [CALLBACK] });

export const oidcConfig = (provider: Pick<TestProvider, 'issuer'>): Partial<AppConfig> => ({
  publicUrl: APP_URL,
  oidc: {
    issuer: provider.issuer,
    ...OIDC_CLIENT,
    allowedDomains: [OIDC_DOMAIN],
    label: 'My School',
  },
});

/** The `name=value` of a cookie a response set, for a request header. */
export function setCookie(res: LightMyRequestResponse, name: string): string | undefined {
  const c = res.cookies.find((x) => x.name === name && x.value !== '');
  return c ? `${name}=${c.value}` : undefined;
}

export interface ProviderRoundTrip {
  /** The app's callback path with the provider's code and state. */
  callback: string;
  /** The sealed flow cookie the app set when the sign-in began. */
  flowCookie: string;
}

/** Starts a sign-in at the app and signs in (or cancels) at the provider as `login`. */
export async function visitProvider(
  t: TestContext,
  login: string,
  opts: { cancel?: boolean } = {},
): Promise<ProviderRoundTrip> {
  const start = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
  expect(start.statusCode, start.body).toBe(302);
  const flowCookie = setCookie(start, 'rc_oidc_flow');
  if (!flowCookie) throw new Error('the app set no flow cookie');
  const jar = new Map<string, string>();
  let next = new URL(String(start.headers.location));
  let form: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop++) {
    const res = await fetch(next, {
      method: form ? 'POST' : 'GET',
      body: form,
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, v] = pair.split('=');
      jar.set(k, v);
    }
    form = undefined;
    const location = res.headers.get('location');
    if (location) {
      next = new URL(location, next);
      if (next.href.startsWith(CALLBACK)) return { callback: next.pathname + next.search, flowCookie };
      continue;
    }
    const page = await res.text();
    if (opts.cancel) {
      next = new URL(`${next.pathname}/abort`, next);
    } else if (page.includes('name="login"')) {
      form = new URLSearchParams({ prompt: 'login', login, password: 'anything' });
    } else if (page.includes('value="consent"')) {
      form = new URLSearchParams({ prompt: 'consent' });
    } else {
      throw new Error(`unexpected provider page ${res.status}: ${page.slice(0, 300)}`);
    }
  }
  throw new Error('the provider never sent the browser back');
}

/** The provider's redirect back, as the browser makes it. */
export const returnToApp = (t: TestContext, trip: ProviderRoundTrip, cookie = trip.flowCookie) =>
  t.app.inject({ method: 'GET', url: trip.callback, headers: { cookie } });

/** A whole sign-in as `login`: the app's final answer (a redirect). */
export async function signInWithProvider(t: TestContext, login: string) {
  return returnToApp(t, await visitProvider(t, login));
}
