import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../errors';
import type { Counters } from './rate-limit';

// Brute-force protection of sign-in, join, registration and reset (ARCHITECTURE §5, decision
// 0013). Failures are what is limited, per IP and per account, so a whole class joining from one
// school NAT is never refused while guessing stays slow.

const MINUTE = 60_000;
/** All attempts per IP per minute, successes included: a ceiling against floods only. */
const FLOOD_FACTOR = 10;
const ACCOUNT_WINDOW_MS = 15 * MINUTE;
const MAX_ACCOUNT_FAILURES = 10;
const MAIL_WINDOW_MS = 15 * MINUTE;
const MAX_MAILS = 3;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counts this route's failed attempts (4xx) per IP; refuses past the limit with 429. */
    authLimited?: boolean;
  }
}

const tooMany = (message: string) => new HttpError(429, message, 'RATE_LIMITED');

/** Per-IP limits on the routes marked `config: { authLimited: true }`. */
export const authLimitsPlugin = fp(
  async (app: FastifyInstance, opts: { counters: Counters; perMinute: number }) => {
    const { counters, perMinute } = opts;
    app.addHook('onRequest', async (req) => {
      if (!req.routeOptions.config?.authLimited) return;
      if (await ipAttemptRefused(counters, req.ip, perMinute)) {
        throw tooMany('Too many attempts from this network. Please wait a minute and try again.');
      }
    });
    // onSend, not onResponse: the count is in before the client hears the answer, so its next
    // attempt already meets it.
    app.addHook('onSend', async (req, reply, payload) => {
      const status = reply.statusCode;
      if (req.routeOptions.config?.authLimited && status >= 400 && status < 500 && status !== 429) {
        await countIpFailure(counters, req.ip);
      }
      return payload;
    });
  },
);

/**
 * Counts one attempt from this IP and says whether it is over the limits. Routes a browser
 * navigates to (the identity provider's callback) call it themselves, so that a refusal is a page
 * that explains it rather than JSON.
 */
export async function ipAttemptRefused(counters: Counters, ip: string, perMinute: number) {
  const attempts = await counters.hit(`ip-all:${ip}`, MINUTE);
  const [failures] = await counters.read(`ip-fail:${ip}`);
  return failures >= perMinute || attempts > perMinute * FLOOD_FACTOR;
}

export const countIpFailure = (counters: Counters, ip: string) => counters.hit(`ip-fail:${ip}`, MINUTE);

/**
 * Per-account lockout in the way OWASP ASVS 2.2.1 asks: after 10 failures in 15 minutes the
 * account is not shut for its owner. A client (IP) that has not failed against it goes on as
 * usual; one that has waits a minute after each failure, so the right password still gets
 * through and a guesser gets one try a minute.
 */
export function createAccountGuard(counters: Counters) {
  const failKey = (account: string) => `acct-fail:${account}`;
  const hereKey = (account: string, ip: string) => `acct-ip-fail:${account}:${ip}`;
  const slowKey = (account: string, ip: string) => `acct-slow:${account}:${ip}`;
  return {
    async check(account: string, ip: string) {
      const [failures, fromHere, recent] = await counters.read(
        failKey(account),
        hereKey(account, ip),
        slowKey(account, ip),
      );
      if (failures >= MAX_ACCOUNT_FAILURES && fromHere > 0 && recent > 0) {
        throw tooMany(
          'Too many failed attempts for this account from this network. Wait a minute and try again: the right password still works, once a minute from here, or at once from another device.',
        );
      }
    },
    async fail(account: string, ip: string) {
      await counters.hit(failKey(account), ACCOUNT_WINDOW_MS);
      await counters.hit(hereKey(account, ip), ACCOUNT_WINDOW_MS);
      await counters.hit(slowKey(account, ip), MINUTE);
    },
    /** The owner is in: earlier failures no longer count against the account. */
    async succeed(account: string, ip: string) {
      await counters.clear(failKey(account));
      await counters.clear(hereKey(account, ip));
    },
  };
}
export type AccountGuard = ReturnType<typeof createAccountGuard>;

/** Whether one more mail may go to this account now (3 per 15 minutes): no mail bombing. */
export async function mayMail(counters: Counters, account: string) {
  return (await counters.hit(`mail:${account}`, MAIL_WINDOW_MS)) <= MAX_MAILS;
}
