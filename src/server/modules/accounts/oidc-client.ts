import * as oidc from 'openid-client';
import type { OidcFailure } from '../../../shared/accounts/oidc';
import { CONTROL_CHARACTERS } from '../../../shared/common/schemas';
import type { OidcConfig } from '../../config';

// The authorization code flow with PKCE, state and nonce, through openid-client (a certified
// relying-party library): it checks the ID token's issuer, audience, expiry and nonce, and,
// with non-repudiation checks on, its signature against the provider's published keys.

/** What a sign-in in progress must remember between leaving for the provider and coming back. */
export interface OidcFlow {
  state: string;
  nonce: string;
  verifier: string;
}

/** A person the provider vouches for, with a verified address of an allowed domain. */
export interface ProviderIdentity {
  issuer: string;
  subject: string;
  email: string;
  name: string;
}

export class OidcError extends Error {
  constructor(
    readonly reason: OidcFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const SCOPE = 'openid email profile';
/** Seconds a call to the provider may take before the sign-in says the provider is down. */
const PROVIDER_TIMEOUT_S = 10;

export function createOidcClient(cfg: OidcConfig, redirectUri: string) {
  let discovered: Promise<oidc.Configuration> | undefined;
  // Discovered once per process; a failure is not remembered, so the next sign-in tries again.
  const configuration = () => {
    discovered ??= oidc
      .discovery(new URL(cfg.issuer), cfg.clientId, cfg.clientSecret, undefined, {
        timeout: PROVIDER_TIMEOUT_S,
        execute: [
          oidc.enableNonRepudiationChecks,
          ...(new URL(cfg.issuer).protocol === 'http:' ? [oidc.allowInsecureRequests] : []),
        ],
      })
      .catch((err) => {
        discovered = undefined;
        throw new OidcError('provider_unavailable', 'The identity provider could not be reached', {
          cause: err,
        });
      });
    return discovered;
  };

  return {
    /** Where to send the browser, and what to remember until it comes back. */
    async begin(): Promise<{ url: string; flow: OidcFlow }> {
      const config = await configuration();
      const flow = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPE,
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      return { url: url.toString(), flow };
    },

    /** Exchanges the code the provider sent back; throws OidcError for anything but a verified identity. */
    async finish(query: string, flow: OidcFlow): Promise<ProviderIdentity> {
      const params = new URLSearchParams(query);
      if (params.get('error') === 'access_denied') throw new OidcError('cancelled', 'Sign-in was cancelled');
      const config = await configuration();
      // The address the provider redirected to, rebuilt from configuration, never from the Host header.
      const current = new URL(redirectUri);
      current.search = params.toString();
      const tokens = await oidc
        .authorizationCodeGrant(config, current, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        })
        .catch((err) => {
          throw classify(err);
        });
      return identityFromClaims(tokens.claims() ?? {}, config.serverMetadata().issuer, cfg.allowedDomains);
    },
  };
}

/** Which of the sign-in's failures an error of the exchange is, for the page that explains it. */
function classify(err: unknown): OidcError {
  const e = err as { code?: string; error?: string; status?: number; cause?: { message?: string } };
  const fail = (reason: OidcFailure, message: string) => new OidcError(reason, message, { cause: err });
  if (err instanceof TypeError || (err instanceof Error && /abort|timeout/i.test(err.name)))
    return fail('provider_unavailable', 'The identity provider did not answer');
  if (err instanceof oidc.AuthorizationResponseError)
    return e.error === 'access_denied'
      ? fail('cancelled', 'Sign-in was cancelled')
      : fail('rejected', 'The provider refused the sign-in');
  // A code used twice or too late; a state that is not this browser's (another tab started anew).
  if (err instanceof oidc.ResponseBodyError && e.error === 'invalid_grant')
    return fail('session_expired', 'The sign-in code was already used or has expired');
  if (e.code === 'OAUTH_INVALID_RESPONSE' && e.cause?.message?.includes('"state"'))
    return fail('session_expired', 'The sign-in does not belong to this browser session');
  if ((e.status ?? 0) >= 500 || e.code === 'OAUTH_RESPONSE_IS_NOT_JSON')
    return fail('provider_unavailable', 'The identity provider answered with an error');
  return fail('rejected', 'The provider’s answer did not pass the checks');
}

/**
 * The rules of who may sign in, on the ID token's (already verified) claims: a subject, an
 * address the provider has verified, and, when the school lists domains, one of them.
 */
export function identityFromClaims(
  claims: Record<string, unknown>,
  issuer: string,
  allowedDomains: string[],
): ProviderIdentity {
  const subject = typeof claims.sub === 'string' ? claims.sub : '';
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (!subject || subject.length > 255 || !email || email.length > 320)
    throw new OidcError('rejected', 'The provider did not send a subject and an email address');
  if (claims.email_verified !== true)
    throw new OidcError('unverified_email', 'The provider has not verified this email address');
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (allowedDomains.length > 0 && !allowedDomains.includes(domain))
    throw new OidcError('wrong_domain', `Addresses at ${domain} may not sign in here`);
  return { issuer, subject, email, name: displayName(claims, email) };
}

// The app's text fields refuse control characters; a provider's name loses them instead.
const CONTROL = new RegExp(CONTROL_CHARACTERS.source, 'g');

function displayName(claims: Record<string, unknown>, email: string): string {
  const str = (v: unknown) => (typeof v === 'string' ? v.replace(CONTROL, '').trim() : '');
  const name =
    str(claims.name) || [str(claims.given_name), str(claims.family_name)].filter(Boolean).join(' ');
  return (name || email.slice(0, email.indexOf('@'))).slice(0, 200);
}
