import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { forbidden, unauthorized } from '../errors';
import {
  createSession,
  deleteSession,
  findPrincipal,
  type Principal,
  SESSION_COOKIE,
  SESSION_TTL_MS,
} from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
}

// Authenticate once per request (a hook); handlers authorize against the specific resource.
export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; secureCookies: boolean }) => {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (req) => {
    if (!req.url.startsWith('/api/')) return;
    const token = req.cookies[SESSION_COOKIE];
    req.principal = token ? await findPrincipal(opts.db, token) : null;
  });
});

export async function signIn(
  db: Db,
  reply: FastifyReply,
  principal: { kind: 'teacher'; id: number } | { kind: 'student'; id: number },
  secure: boolean,
) {
  // The session this browser had (another account on a shared classroom laptop) ends here.
  const previous = reply.request.cookies[SESSION_COOKIE];
  if (previous) await deleteSession(db, previous);
  const { token } = await createSession(db, principal);
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

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

export function requireStudent(req: FastifyRequest): { studentId: number; classId: number } {
  const p = req.principal;
  if (!p) throw unauthorized();
  if (p.kind !== 'student') throw forbidden('Only students can do this');
  return p;
}

export function requirePrincipal(req: FastifyRequest): Principal {
  if (!req.principal) throw unauthorized();
  return req.principal;
}
