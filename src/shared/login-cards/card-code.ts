// Login card codes (docs/decisions/0161-login-cards.md): what a child types from the card the
// teacher printed, or what the card's QR code carries. 10 characters from 27 that a seven-year-old
// cannot mix up on paper: no 0, 1, O, Q, I or L, and of 2/Z, 5/S and 8/B only the digit.
// 27^10 ≈ 2·10^14 codes: behind the per-network sign-in limits a guess is hopeless. Printed in two
// groups of five (ACD3F-G7HJK); case, dashes and spaces typed are ignored.
export const CARD_CODE_LENGTH = 10;
export const CARD_CODE_ALPHABET = 'ACDEFGHJKMNPRTUVWXY23456789';

const READ_AS: Record<string, string> = { Z: '2', S: '5', B: '8' };

/**
 * What a child typed (or the QR's address carried) → the stored form: upper case, no spaces or
 * dashes, and a Z, S or B (never printed) read as the digit it was taken for.
 */
export const normalizeCardCode = (code: string) =>
  code
    .replace(/[\s\-\u2010-\u2015]+/g, '')
    .toUpperCase()
    .replace(/[ZSB]/g, (c) => READ_AS[c]);

/** Whether a normalized text can be a card code at all (else it is not looked up). */
export const isCardCode = (code: string) =>
  code.length === CARD_CODE_LENGTH && [...code].every((c) => CARD_CODE_ALPHABET.includes(c));

/** The printed form: 'ACD3FG7HJK' → 'ACD3F-G7HJK'. */
export const formatCardCode = (code: string) =>
  code.length === CARD_CODE_LENGTH ? `${code.slice(0, 5)}-${code.slice(5)}` : code;

/** The address a card's QR code opens: the student sign-in page, which signs the child in. */
export const cardSignInUrl = (origin: string, code: string) =>
  `${origin}/student/login?card=${encodeURIComponent(formatCardCode(code))}`;

/** A crypto-random code; `random(n)` returns 0..n-1 uniformly (injectable for tests). */
export function generateCardCode(random: (n: number) => number = cryptoRandom): string {
  let code = '';
  for (let i = 0; i < CARD_CODE_LENGTH; i++) code += CARD_CODE_ALPHABET[random(CARD_CODE_ALPHABET.length)];
  return code;
}

function cryptoRandom(n: number): number {
  const buf = new Uint32Array(1);
  // Rejection sampling keeps every character equally likely.
  const limit = Math.floor(0x1_0000_0000 / n) * n;
  do globalThis.crypto.getRandomValues(buf);
  while (buf[0] >= limit);
  return buf[0] % n;
}
