import { describe, expect, it } from 'vitest';
import {
  CARD_CODE_ALPHABET,
  CARD_CODE_LENGTH,
  cardSignInUrl,
  formatCardCode,
  generateCardCode,
  isCardCode,
  normalizeCardCode,
} from './card-code';

describe('login card codes', () => {
  it('has no look-alike characters', () => {
    for (const c of '01OQILZSB') expect(CARD_CODE_ALPHABET).not.toContain(c);
    expect(new Set(CARD_CODE_ALPHABET).size).toBe(CARD_CODE_ALPHABET.length);
  });

  it('generates codes of the alphabet, every character reachable', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const code = generateCardCode();
      expect(code).toHaveLength(CARD_CODE_LENGTH);
      expect(isCardCode(code)).toBe(true);
      for (const c of code) seen.add(c);
    }
    expect(seen.size).toBe(CARD_CODE_ALPHABET.length);
    expect(generateCardCode(() => 0)).toBe('A'.repeat(CARD_CODE_LENGTH));
  });

  it('ignores case, dashes and spaces, and reads Z, S and B as 2, 5 and 8', () => {
    expect(normalizeCardCode(' acd3f-g7hjk ')).toBe('ACD3FG7HJK');
    expect(normalizeCardCode('ACD3F – G7HJK')).toBe('ACD3FG7HJK');
    expect(normalizeCardCode('zsbAA-AAAAA')).toBe('258AAAAAAA');
    expect(isCardCode(normalizeCardCode('acd3f g7hjk'))).toBe(true);
    expect(isCardCode('ACD3FG7HJ')).toBe(false);
    expect(isCardCode('ACD3FG7HJ0')).toBe(false);
  });

  it('prints in two groups of five, and the QR opens the student sign-in', () => {
    expect(formatCardCode('ACD3FG7HJK')).toBe('ACD3F-G7HJK');
    expect(cardSignInUrl('https://chalk.school.org', 'ACD3FG7HJK')).toBe(
      'https://chalk.school.org/student/login?card=ACD3F-G7HJK',
    );
  });
});
