// Family invite codes (docs/decisions/0100): 10 characters from an alphabet without
// look-alikes (no 0/O, 1/I/L), so a parent copying the code from a paper letter cannot mistype it.
// 31^10 ≈ 8·10^14 codes: unguessable behind the sign-in rate limits. Shown in two groups of five
// (ABCDE-FGHJK); dashes and spaces a parent types are ignored.
export const FAMILY_CODE_LENGTH = 10;
export const FAMILY_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const FAMILY_CODE_PATTERN = new RegExp(`^[${FAMILY_CODE_ALPHABET}]{${FAMILY_CODE_LENGTH}}$`);

/** How long an invite can be used: 30 days from its creation. */
export const FAMILY_INVITE_DAYS = 30;
/** How many family accounts one invite can link (two parents). */
export const FAMILY_INVITE_MAX_USES = 2;
/** Days a family account with no linked child is kept before the sweeper deletes it (decision 0101). */
export const FAMILY_UNLINKED_RETENTION_DAYS = 30;

/** What a parent typed → the stored form: upper case, no spaces or dashes. */
export const normalizeFamilyCode = (code: string) => code.replace(/[\s-]+/g, '').toUpperCase();

/** The printed form: 'ABCDEFGHJK' → 'ABCDE-FGHJK'. */
export const formatFamilyCode = (code: string) =>
  code.length === FAMILY_CODE_LENGTH ? `${code.slice(0, 5)}-${code.slice(5)}` : code;

/** A crypto-random code; `random(n)` returns 0..n-1 uniformly (injectable for tests). */
export function generateFamilyCode(random: (n: number) => number = cryptoRandom): string {
  let code = '';
  for (let i = 0; i < FAMILY_CODE_LENGTH; i++)
    code += FAMILY_CODE_ALPHABET[random(FAMILY_CODE_ALPHABET.length)];
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
