import type { AppConfig } from '../../config';

/**
 * Links in mail point at PUBLIC_URL, or at the address the server was started on. Never at the
 * request's Host or X-Forwarded-Host: a client chooses those, so `forgot-password` with
 * `Host: evil.example` would mail the victim a reset link to the attacker's site.
 */
export function appLink(config: Pick<AppConfig, 'publicUrl'>, path: string) {
  return new URL(path, config.publicUrl ?? 'http://localhost:3000').toString();
}
