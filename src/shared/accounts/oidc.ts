import { z } from 'zod';
import { text } from '../common/schemas';

// Sign-in with the school's identity provider (OpenID Connect): what the server and the
// /teacher-auth page share. See docs/decisions/0052-oidc-account-linking.md.

/** Why a sign-in through the provider did not finish: the callback sends the browser to
 * /teacher-auth?oidc_error={reason}, which says what happened. */
export const OIDC_FAILURES = [
  'cancelled',
  'wrong_domain',
  'unverified_email',
  'provider_unavailable',
  'session_expired',
  'rejected',
  'linked_elsewhere',
  'rate_limited',
] as const;
export type OidcFailure = (typeof OIDC_FAILURES)[number];

export const isOidcFailure = (value: string | null): value is OidcFailure =>
  (OIDC_FAILURES as readonly string[]).includes(value ?? '');

/** GET /api/auth/oidc: whether the button shows, and this browser's sign-in state with it. */
export const oidcInfoResponse = z.object({
  enabled: z.boolean(),
  /** 'Sign in with {label}'. */
  label: z.string().nullable(),
  /** The existing account a provider sign-in waits to be linked to (password asked once). */
  pendingLinkEmail: z.string().nullable(),
  /** The signed-in teacher's linked provider account. */
  linkedEmail: z.string().nullable(),
});
export type OidcInfo = z.infer<typeof oidcInfoResponse>;

export const oidcLinkBody = z.strictObject({
  password: text('Password is required').min(1, 'Password is required').max(200),
});
