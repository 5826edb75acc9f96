import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tooMany } from '../errors';
import { clientNetwork } from './client-network';
import type { DeviceCookies } from './device-cookie';
import type { Counters } from './rate-limit';

// Brute-force protection of sign-in, join, registration and reset (decisions 0013 and 0046).
// Failures are what is limited, per IP and per account, so a whole class joining from one
// school NAT is never refused while guessing stays slow.

const MINUTE = 60_000;
/** All attempts per IP per minute, successes included: a ceiling against floods only. */
const FLOOD_FACTOR = 10;
/** A source's failures are counted over this window, and a locked source waits this long. */
const WINDOW_MS = 15 * MINUTE;
const MAX_FAILURES = 10;
/**
 * Failures at one account from all untrusted sources together, over a day from the first: the
 * first ACCOUNT_FREE_FAILURES cost nothing, each one after sets a wait that doubles from 1 s up to
 * MAX_ACCOUNT_DELAY_MS (decision 0121). Many addresses taking turns (a botnet, a /64's
 * addresses, a school's IPs) then get about 130 guesses a day, not a hundred in a few seconds.
 */
const ACCOUNT_WINDOW_MS = 24 * 60 * MINUTE;
const ACCOUNT_FREE_FAILURES = 20;
const MAX_ACCOUNT_DELAY_MS = 15 * MINUTE;
export const accountDelayMs = (failures: number) =>
  Math.min(1000 * 2 ** (failures - ACCOUNT_FREE_FAILURES - 1), MAX_ACCOUNT_DELAY_MS);
const MAIL_WINDOW_MS = 15 * MINUTE;
const MAX_MAILS = 3;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Counts this route's failed attempts (4xx) per IP; refuses past the limit with 429.
     * 'password': a password sign-in, where the account guard refuses instead, so that a
     * browser trusted by the account (a device cookie) still gets in (decision 0046).
     */
    authLimited?: boolean | 'password';
  }
  interface FastifyRequest {
    /** The network limit is reached; left to the account guard on password sign-ins. */
    networkLimited?: boolean;
  }
}

// The network's failures are counted per minute: a minute is the most it waits.
const networkRefusal = () =>
  tooMany('Too many attempts from this network. Please wait a minute and try again.', 'RATE_LIMITED', 60);

/** Per-IP limits on the routes marked `config: { authLimited }`. */
export const authLimitsPlugin = fp(
  async (app: FastifyInstance, opts: { counters: Counters; perMinute: number }) => {
    const { counters, perMinute } = opts;
    app.addHook('onRequest', async (req) => {
      const limited = req.routeOptions.config?.authLimited;
      if (!limited) return;
      if (await ipAttemptRefused(counters, req.ip, perMinute)) {
        if (limited !== 'password') throw networkRefusal();
        req.networkLimited = true;
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
 * Whose failures an attempt counts as: one trusted browser, or the untrusted ones of one network.
 * `claimed`: the end of the account's wait this attempt started (see admit), to end it on success.
 */
export type Source = { account: string; counter: string; trusted: boolean; claimed?: string | null };

/**
 * Counts one attempt from this IP and says whether it is over the limits. Routes a browser
 * navigates to (the identity provider's callback) call it themselves, so that a refusal is a page
 * that explains it rather than JSON.
 */
export async function ipAttemptRefused(counters: Counters, ip: string, perMinute: number) {
  const network = clientNetwork(ip);
  const attempts = await counters.hit(`ip-all:${network}`, MINUTE);
  const [failures] = await counters.read(`ip-fail:${network}`);
  return failures >= perMinute || attempts > perMinute * FLOOD_FACTOR;
}

export const countIpFailure = (counters: Counters, ip: string) =>
  counters.hit(`ip-fail:${clientNetwork(ip)}`, MINUTE);

/**
 * Per-account lockout with OWASP's device cookies (decision 0046). A browser that has signed in
 * to the account before is its own source: its failures count against it alone, and whatever
 * else is locked, the right password from it gets in. Other attempts count per account and IP.
 * A source that fails 10 times in 15 minutes is refused for the next 15 minutes, and refused
 * attempts count for nothing, so nobody can keep a lockout going by hammering it, and one
 * source's failures never lock or extend the lockout of another.
 *
 * On top, the untrusted sources of an account share one budget (decision 0121): past it, each failure
 * makes all of them wait a little longer (a 429 with Retry-After), never a lock; a trusted
 * browser does not wait.
 */
export function createAccountGuard(counters: Counters, devices: DeviceCookies) {
  const failKey = (s: Source) => `acct-fail:${s.counter}`;
  const lockKey = (s: Source) => `acct-lock:${s.counter}`;
  const isLocked = async (s: Source) => (await counters.read(lockKey(s)))[0] > 0;
  const accountFailKey = (account: string) => `acct-all:${account}`;
  const accountWaitKey = (account: string) => `acct-wait:${account}`;
  return {
    /** The source of this attempt at `account`, or 429 if it may not try now. */
    async admit(req: FastifyRequest, account: string): Promise<Source> {
      const device = devices.find(req, account);
      if (device) {
        const trusted = { account, counter: `device:${device.id}`, trusted: true };
        if (!(await isLocked(trusted))) return trusted;
        // A device locked by its own failures (a stolen cookie) is one more untrusted client.
      }
      if (req.networkLimited) throw networkRefusal();
      const untrusted = { account, counter: `${account}:${clientNetwork(req.ip)}`, trusted: false };
      if (await isLocked(untrusted)) {
        throw tooMany(
          'Too many failed attempts for this account from this network. Wait 15 minutes and try again, or sign in from a device you have used before.',
        );
      }
      const wait = accountWaitKey(account);
      const refuse = async () =>
        tooMany(
          'Too many failed attempts for this account. Wait a moment and try again, or sign in from a device you have used before.',
          'RATE_LIMITED',
          Math.max(1, Math.ceil((await counters.left(wait)) / 1000)),
        );
      // Refused while a wait runs: not counted, so hammering neither extends the wait nor spends
      // the budget.
      if ((await counters.left(wait)) > 0) throw await refuse();
      // Counted now, before the slow password check, not when it fails: requests sent at the same
      // moment all pass the check above, and each must still get its own place in the budget.
      const failures = await counters.hit(accountFailKey(account), ACCOUNT_WINDOW_MS);
      if (failures <= ACCOUNT_FREE_FAILURES) return untrusted;
      // Past the free budget an attempt starts the next wait itself, in one statement that only
      // one of concurrent requests wins; the others are refused and not counted.
      const claimed = await counters.claim(wait, accountDelayMs(failures));
      if (!claimed) {
        await counters.unhit(accountFailKey(account));
        throw await refuse();
      }
      return { ...untrusted, claimed };
    },
    async fail(source: Source) {
      if ((await counters.hit(failKey(source), WINDOW_MS)) >= MAX_FAILURES) {
        // hit() never moves a window's end: a lock lasts 15 minutes from the failure that set it.
        await counters.hit(lockKey(source), WINDOW_MS);
      }
      // The account's budget counted this attempt in admit.
    },
    /**
     * The owner is in: this source's failures are forgotten and the browser is trusted. The
     * attempt costs the account's budget nothing and starts no wait, but the budget is not
     * refilled: an attacker would otherwise get 20 fresh guesses each time the owner signs in.
     */
    async succeed(source: Source, reply: FastifyReply) {
      await counters.clear(failKey(source));
      if (!source.trusted) {
        await counters.unhit(accountFailKey(source.account));
        if (source.claimed) await counters.release(accountWaitKey(source.account), source.claimed);
      }
      devices.issue(reply.request, reply, source.account);
    },
    /**
     * A browser that has just proven the account another way (registration, a password reset by
     * the mailed link) is trusted too: it gets in however long the account's wait runs.
     */
    trust(reply: FastifyReply, account: string) {
      devices.issue(reply.request, reply, account);
    },
  };
}
export type AccountGuard = ReturnType<typeof createAccountGuard>;

/**
 * Whether one more mail may go now: 3 per 15 minutes per account asking, and, for mail to an
 * address no account has proven yet (an email change), 3 to that address, so many accounts
 * taking turns cannot flood one mailbox either. A request the first count refuses does not
 * spend the second.
 */
export async function mayMail(counters: Counters, account: string, unprovenAddress?: string) {
  if ((await counters.hit(`mail:${account}`, MAIL_WINDOW_MS)) > MAX_MAILS) return false;
  if (!unprovenAddress) return true;
  return (await counters.hit(`mail-to:${unprovenAddress.toLowerCase()}`, MAIL_WINDOW_MS)) <= MAX_MAILS;
}
