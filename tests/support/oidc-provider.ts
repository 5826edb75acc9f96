// A real OpenID Connect provider (oidc-provider, the certified server library) on a loopback
// port, for the school sign-in tests: the API tests drive its login and consent pages with
// fetch, the browser test with Chromium. It can also spoil the next ID token it issues (another
// audience, an expired one, a foreign signature), which an honest provider never does.
import { createSign, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export const OIDC_CLIENT = { clientId: 'remote-chalk', clientSecret: 'test-client-secret-0123456789' };
export const OIDC_DOMAIN = 'myschool.org';

export interface ProviderAccount {
  email: string;
  email_verified: boolean;
  name: string;
}

/**
 * Who a login name signs in as, unless a test set the account: the subject is the login name;
 * 'ada' is ada@myschool.org, 'ada@elsewhere.org' that address; 'unverified-…' an address the
 * provider has not verified.
 */
export const accountFor = (login: string): ProviderAccount => ({
  email: login.includes('@') ? login : `${login}@${OIDC_DOMAIN}`,
  email_verified: !login.startsWith('unverified-'),
  name: `Teacher ${login.split('@')[0]}`,
});

type Claims = Record<string, unknown>;

export interface TestProvider {
  issuer: string;
  /** Sets (or changes) what the provider says about a subject. */
  accounts: Map<string, ProviderAccount>;
  /** The next ID token issued is re-signed with these claims changed (and with `key`, if given). */
  spoilNextIdToken(change: (claims: Claims) => Claims, opts?: { foreignKey?: boolean }): void;
  close(): Promise<void>;
}

function signJwt(header: Claims, claims: Claims, key: KeyObject) {
  const part = (v: Claims) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const input = `${part(header)}.${part(claims)}`;
  return `${input}.${createSign('RSA-SHA256').update(input).sign(key).toString('base64url')}`;
}

export async function startOidcProvider(opts: {
  redirectUris: string[];
  port?: number;
}): Promise<TestProvider> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const foreign = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const jwk = { ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' };
  const accounts = new Map<string, ProviderAccount>();
  let spoil: { change: (c: Claims) => Claims; foreignKey?: boolean } | undefined;

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT.clientId,
        client_secret: OIDC_CLIENT.clientSecret,
        redirect_uris: opts.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ['test-provider-cookie-key'] },
    pkce: { required: () => true, methods: ['S256'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The email claims in the ID token itself, as Google, Entra and Keycloak send them.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: true } },
    // Stated, so the provider does not remind us of each default on every sign-in.
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    findAccount: async (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => ({ sub, ...(accounts.get(sub) ?? accountFor(sub)) }),
    }),
  });
  provider.use(async (ctx, next) => {
    await next();
    const body = ctx.body as { id_token?: string } | undefined;
    if (ctx.path !== '/token' || ctx.status !== 200 || !spoil || !body?.id_token) return;
    const [header, payload] = body.id_token
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()));
    const key = spoil.foreignKey ? foreign : privateKey;
    ctx.body = { ...body, id_token: signJwt(header, spoil.change(payload), key) };
    spoil = undefined;
  });
  server.on('request', provider.callback());
  return {
    issuer,
    accounts,
    spoilNextIdToken(change, o) {
      spoil = { change, foreignKey: o?.foreignKey };
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
