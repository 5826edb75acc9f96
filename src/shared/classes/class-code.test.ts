import { describe, expect, it } from 'vitest';
import {
  CLASS_CODE_LENGTH,
  CLASS_CODE_PATTERN,
  classNameWithPeriod,
  generateClassCode,
  isValidClassCode,
  normalizeClassCode,
} from './class-code';

const UNAMBIGUOUS = /^[A-HJ-NP-Z2-9]{6}$/; // no 0/O, no 1/I

describe('generateClassCode', () => {
  it('makes 6 uppercase alphanumerics without ambiguous glyphs', () => {
    expect(CLASS_CODE_LENGTH).toBe(6);
    for (let i = 0; i < 200; i++) {
      const code = generateClassCode();
      expect(code).toMatch(UNAMBIGUOUS);
      expect(isValidClassCode(code)).toBe(true);
    }
  });

  it('draws each character from a 32-letter alphabet through the random source', () => {
    const asked: number[] = [];
    const first = generateClassCode((n) => {
      asked.push(n);
      return 0;
    });
    expect(asked).toEqual([32, 32, 32, 32, 32, 32]);
    expect(first).toBe('AAAAAA');
    expect(generateClassCode((n) => n - 1)).toBe('999999');
    let i = 0;
    expect(generateClassCode(() => i++)).toBe('ABCDEF');
  });

  it('rarely repeats itself over many draws and uses the whole alphabet', () => {
    const draws = Array.from({ length: 2000 }, () => generateClassCode());
    // 32^6 ≈ 1.07e9 codes: a repeat among 2000 draws has p ≈ 0.002, two repeats ≈ 2e-6.
    expect(new Set(draws).size).toBeGreaterThanOrEqual(draws.length - 1);
    const letters = new Set(draws.join(''));
    expect(letters.size).toBe(32);
  });
});

describe('class code validation and normalisation', () => {
  it('normalises what a student types: trimmed and uppercased', () => {
    expect(normalizeClassCode('  ab3xk9 ')).toBe('AB3XK9');
  });

  it.each([
    ['AB3XK9', true],
    ['ABC123', true], // codes may hold any digit or letter, not only the generator's alphabet
    ['ABCDEFGHJKLM', true], // 12 is the most
    ['ABCDEFGHJKLMN', false],
    ['AB3XK', false], // at least 6
    ['ab3xk9', false], // stored codes are uppercase
    ['AB-3XK', false],
    ['AB 3XK', false],
    ['', false],
  ])('%j valid: %s', (code, ok) => {
    expect(isValidClassCode(code)).toBe(ok);
    expect(CLASS_CODE_PATTERN.test(code)).toBe(ok);
  });
});

describe('classNameWithPeriod', () => {
  it('appends " - Period {n}" for a number or a string', () => {
    expect(classNameWithPeriod('Math', 3)).toBe('Math - Period 3');
    expect(classNameWithPeriod('Math', '3')).toBe('Math - Period 3');
    expect(classNameWithPeriod('Science 7', '6A')).toBe('Science 7 - Period 6A');
  });

  it('trims both parts', () => {
    expect(classNameWithPeriod('  Math ', ' 3 ')).toBe('Math - Period 3');
  });

  it('leaves the name alone without a period', () => {
    expect(classNameWithPeriod('Math')).toBe('Math');
    expect(classNameWithPeriod('Math', null)).toBe('Math');
    expect(classNameWithPeriod('Math', '')).toBe('Math');
    expect(classNameWithPeriod(' Math ', '  ')).toBe('Math');
  });
});
