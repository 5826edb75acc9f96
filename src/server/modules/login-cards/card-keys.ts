import { createHmac, hkdfSync } from 'node:crypto';
import { createSealer } from '../../auth/sealed';
import { loadServerSecret } from '../../auth/server-secrets';
import type { Db } from '../../db/client';

// How a login card's code is kept (docs/decisions/0161-login-cards.md): a sign-in looks the code up
// by a keyed hash, and the code itself is sealed (AES-256-GCM) so the teacher can print it again.
// Someone who reads the students table (a leaked dump of it, a query in a report tool) holds
// neither a code nor anything to test guesses against offline; the key is the server's own.

/** A card never expires by itself (a new card retires it): sealed for a century. */
const SEALED_FOR_MS = 100 * 365 * 24 * 60 * 60 * 1000;

export interface CardKeys {
  /** The lookup hash of a normalized code (64 hex characters: students.login_code). */
  lookup(code: string): string;
  seal(code: string): string;
  /** The code, or null when the sealed text is not one of this server's. */
  unseal(sealed: string | null): string | null;
}

export async function loadCardKeys(db: Db): Promise<CardKeys> {
  const secret = await loadServerSecret(db, 'login-cards');
  const hmacKey = Buffer.from(hkdfSync('sha256', secret, 'remote-chalk', 'login-card-lookup', 32));
  const sealer = createSealer<string>(secret, 'login-card');
  return {
    lookup: (code) => createHmac('sha256', hmacKey).update(code).digest('hex'),
    seal: (code) => sealer.seal(code, SEALED_FOR_MS),
    unseal: (sealed) => (sealed ? sealer.unseal(sealed) : null),
  };
}
