import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { forbidden, HttpError, unauthorized } from '../errors';
import type { ChangeEvent, EventBus } from '../realtime/bus';
import type { SessionCache, SessionsConcerned } from './session-cache';
import {
  type AnyPrincipal,
  createSession,
  deleteSession,
  type FamilyPrincipal,
  lookupSession,
  type Principal,
  SESSION_COOKIE,
  SESSION_TTL_MS,
  type SessionOwner,
} from './sessions';
import { digest } from './tokens';

declare module 'fastify' {
  interface FastifyRequest {
    principal: AnyPrincipal | null;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a cookie-carrying write comes from another site (docs/architecture.md#permissions), on
 * top of the JSON content type and SameSite=Lax: browsers send Sec-Fetch-Site, and Origin on every
 * POST, PUT, PATCH and DELETE. A request with neither (curl, a script) is no browser acting for a
 * victim.
 */
export function isForeignWrite(req: FastifyRequest, publicUrl: string | undefined): boolean {
  const site = req.headers['sec-fetch-site'];
  if (site) return site !== 'same-origin' && site !== 'none';
  const origin = req.headers.origin;
  if (!origin) return false;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return true; // 'null' (a sandboxed frame, a file) or garbage
  }
  const own = [req.host, publicUrl && new URL(publicUrl).host].filter(Boolean);
  return !own.includes(host);
}

// Authenticate once per request (a hook); handlers authorize against the specific resource.
// Sessions resolve through the in-process cache (decision 0037): a hit costs no query.
export const authPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { db: Db; bus: EventBus; cache: SessionCache; secureCookies: boolean; publicUrl?: string },
  ) => {
    const { db, cache } = opts;
    app.decorateRequest('principal', null);
    // Sessions ended through any instance (this one included) are forgotten when the bus says so.
    const stop = opts.bus.subscribe((event) => event.topic === 'sessions' && cache.forget(event));
    app.addHook('onClose', async () => stop());
    app.addHook('onRequest', async (req) => {
      if (!req.url.startsWith('/api/')) return;
      const token = req.cookies[SESSION_COOKIE];
      if (token && !SAFE_METHODS.has(req.method) && isForeignWrite(req, opts.publicUrl)) {
        throw new HttpError(403, 'Requests from other sites are not allowed', 'FOREIGN_ORIGIN');
      }
      if (!token) return;
      const tokenHash = digest(token);
      req.principal = await cache.resolve(tokenHash, () => lookupSession(db, tokenHash));
    });
  },
);

/**
 * Says that sessions ended or changed (sign-out, password change, deletion, a transfer): this
 * instance forgets them at once, so the very next request is refused; other instances forget
 * them, and open streams recheck, when the bus delivers the event. Awaiting it (the bus has sent
 * the event) before answering means every instance hears it before any later write's events.
 */
export function announceSessions(app: FastifyInstance, who: SessionsConcerned): Promise<void> {
  const event: ChangeEvent = { topic: 'sessions', classId: who.classId ?? null };
  if (who.teacherId !== undefined) event.teacherId = who.teacherId;
  if (who.studentId !== undefined) event.studentId = who.studentId;
  if (who.familyId !== undefined) event.familyId = who.familyId;
  app.deps.sessionCache.forget(event);
  return app.deps.bus.publish(event);
}

export async function signIn(db: Db, reply: FastifyReply, principal: SessionOwner, secure: boolean) {
  // The session this browser had (another account on a shared classroom laptop) ends here.
  const previous = reply.request.cookies[SESSION_COOKIE];
  if (previous) {
    await deleteSession(db, previous);
    const was = reply.request.principal;
    if (was) announceSessions(reply.server, principalOf(was));
  }
  const { token } = await createSession(db, principal);
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

/** The event fields that name a principal's sessions. */
export const principalOf = (p: AnyPrincipal): SessionsConcerned =>
  p.kind === 'teacher'
    ? { teacherId: p.teacherId }
    : p.kind === 'family'
      ? { familyId: p.familyId }
      : { studentId: p.studentId };

export function clearSessionCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

// ---- policies: small named checks used by handlers ----

export function requireTeacher(req: FastifyRequest): number {
  const p = req.principal;
  if (!p) throw unauthorized();
  if (p.kind !== 'teacher') throw forbidden('Only teachers can do this');
  return p.teacherId;
}

/** A teacher or a student. A family session is refused (403): it has its own routes (decision 0100). */
export function requirePrincipal(req: FastifyRequest): Principal {
  if (!req.principal) throw unauthorized();
  if (req.principal.kind === 'family') throw forbidden('Family accounts cannot do this');
  return req.principal;
}

/** A family session (decision 0100); teachers and students are refused (403). */
export function requireFamily(req: FastifyRequest): FamilyPrincipal {
  const p = req.principal;
  if (!p) throw unauthorized();
  if (p.kind !== 'family') throw forbidden('Only family accounts can do this');
  return p;
}
