import { describe, expect, it } from 'vitest';
import {
  FAMILY_CODE_ALPHABET,
  FAMILY_CODE_PATTERN,
  formatFamilyCode,
  generateFamilyCode,
  normalizeFamilyCode,
} from './invite-code';
import { familyCodeField } from './schemas';

describe('family invite codes', () => {
  it('are 10 characters of an alphabet without look-alikes', () => {
    expect(FAMILY_CODE_ALPHABET).not.toMatch(/[01OIL]/);
    const codes = new Set(Array.from({ length: 200 }, () => generateFamilyCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(FAMILY_CODE_PATTERN);
  });

  it('use every character of the alphabet', () => {
    let i = 0;
    const code = generateFamilyCode(() => i++ % FAMILY_CODE_ALPHABET.length);
    expect(code).toBe(FAMILY_CODE_ALPHABET.slice(0, 10));
  });

  it('are printed in two groups and read back however they are typed', () => {
    expect(formatFamilyCode('ABCDEFGHJK')).toBe('ABCDE-FGHJK');
    expect(normalizeFamilyCode(' abcde-fghjk ')).toBe('ABCDEFGHJK');
    expect(familyCodeField.parse('abcde fghjk')).toBe('ABCDEFGHJK');
    expect(familyCodeField.safeParse('ABCDE-FGHJ0').success).toBe(false);
    expect(familyCodeField.safeParse('').error?.issues[0].message).toBe('Invite code is required');
  });
});
