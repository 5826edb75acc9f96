import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Short-lived state that must survive a round trip through another site (the identity
// provider) and reach whichever instance answers next: sealed into a cookie (AES-256-GCM) rather
// than kept in one process's memory. The browser can neither read nor change it; each purpose
// has its own key, so one kind of sealed value can never be passed off as another. A secret the
// server must show again later (a login card's code, for a reprint) is sealed the same way.

const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface Sealer<T> {
  seal(value: T, ttlMs: number): string;
  /** The value, or null when the text was changed, sealed for another purpose, or has expired. */
  unseal(text: string | undefined): T | null;
}

export function createSealer<T>(secret: Buffer | string, purpose: string): Sealer<T> {
  const key = Buffer.from(hkdfSync('sha256', secret, 'remote-chalk', `sealed:${purpose}`, 32));
  return {
    seal(value, ttlMs) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const plain = JSON.stringify({ v: value, exp: Date.now() + ttlMs });
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    unseal(text) {
      if (!text || text.length > 8192) return null;
      try {
        const raw = Buffer.from(text, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const plain = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
        const { v, exp } = JSON.parse(plain.toString('utf8')) as { v: T; exp: number };
        return typeof exp === 'number' && exp > Date.now() ? v : null;
      } catch {
        return null;
      }
    },
  };
}
