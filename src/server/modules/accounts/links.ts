import type { FastifyRequest } from 'fastify';

/** Links in mail point at PUBLIC_URL when set, else at the address the request came to. */
export function appLink(req: FastifyRequest, publicUrl: string | undefined, path: string) {
  const base = publicUrl ?? `${req.protocol}://${req.host}`;
  return new URL(path, base).toString();
}
