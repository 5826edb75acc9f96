// Class codes: 6 uppercase alphanumerics, generated on the client at registration
// and on the server when a class is created without one. Ambiguous glyphs (0/O, 1/I) are left
// out so a child copying the code from the board cannot mistype it.
export const CLASS_CODE_LENGTH = 6;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function generateClassCode(random: (n: number) => number = cryptoRandom): string {
  let code = '';
  for (let i = 0; i < CLASS_CODE_LENGTH; i++) code += ALPHABET[random(ALPHABET.length)];
  return code;
}

export const CLASS_CODE_PATTERN = /^[A-Z0-9]{6,12}$/;

export const normalizeClassCode = (code: string) => code.trim().toUpperCase();

export const isValidClassCode = (code: string) => CLASS_CODE_PATTERN.test(code);

function cryptoRandom(n: number): number {
  const buf = new Uint32Array(1);
  // Rejection sampling keeps every character equally likely.
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  do globalThis.crypto.getRandomValues(buf);
  while (buf[0] >= limit);
  return buf[0] % n;
}

/** The registered class name: 'Math' + period 3 → 'Math - Period 3'. */
export function classNameWithPeriod(className: string, period?: string | number | null): string {
  const name = className.trim();
  const p = period == null ? '' : String(period).trim();
  return p ? `${name} - Period ${p}` : name;
}
