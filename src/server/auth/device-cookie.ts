import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { loadServerSecret } from './server-secrets';

// Device cookies (docs/decisions/0046): a browser that has signed in to an account keeps a
// signed proof of it, and its attempts at that account are counted apart from everyone else's,
// so nobody sharing its network can lock it out. One cookie holds an entry per account signed
// in from the browser (a classroom laptop has several); an entry names no account, it is only
// checkable against the account being signed in to.

export const DEVICE_COOKIE = 'rc_device';
const DEVICE_TTL_S = 365 * 24 * 60 * 60;
/** Entries kept per browser, newest first: a shared laptop's last few users stay trusted. */
const MAX_ENTRIES = 12;
const ENTRY = /^[A-Za-z0-9_-]{22}\.[0-9a-z]{1,10}\.[A-Za-z0-9_-]{43}$/;

/** The signing key every instance shares. */
export const loadDeviceSecret = (db: Db) => loadServerSecret(db, 'device-cookie');

/** One account's proof on one browser; `id` names it for counting (never the account). */
export interface DeviceEntry {
  id: string;
  raw: string;
}

export function createDeviceCookies(secret: Buffer, secure: boolean) {
  const mac = (subject: string, nonce: string, issued: string) =>
    createHmac('sha256', secret).update(`device:v1|${subject}|${nonce}|${issued}`).digest();

  const entriesOf = (req: FastifyRequest) =>
    (req.cookies[DEVICE_COOKIE] ?? '')
      .split('~')
      .filter((e) => ENTRY.test(e))
      .slice(0, MAX_ENTRIES);

  const isFor = (raw: string, subject: string) => {
    const [nonce, issued, signature] = raw.split('.');
    const ageS = Date.now() / 1000 - Number.parseInt(issued, 36);
    if (!(ageS >= 0 && ageS < DEVICE_TTL_S)) return false;
    return timingSafeEqual(Buffer.from(signature, 'base64url'), mac(subject, nonce, issued));
  };

  return {
    /** The entry of this request's device cookie that was issued for `subject`, if any. */
    find(req: FastifyRequest, subject: string): DeviceEntry | null {
      const raw = entriesOf(req).find((e) => isFor(e, subject));
      return raw ? { id: raw.split('.')[0], raw } : null;
    },

    /** A fresh entry for `subject` replaces its old one; other accounts' entries stay. */
    issue(req: FastifyRequest, reply: FastifyReply, subject: string) {
      const nonce = randomBytes(16).toString('base64url');
      const issued = Math.floor(Date.now() / 1000).toString(36);
      const fresh = `${nonce}.${issued}.${mac(subject, nonce, issued).toString('base64url')}`;
      const others = entriesOf(req).filter((e) => !isFor(e, subject));
      // Sign-out leaves it: it proves the browser, not a session (path /api: only the API reads it).
      reply.setCookie(DEVICE_COOKIE, [fresh, ...others].slice(0, MAX_ENTRIES).join('~'), {
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/api',
        maxAge: DEVICE_TTL_S,
      });
    },
  };
}
export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
