import { describe, expect, it } from 'vitest';
import { missingPasswordParts, passwordStrength, REQUIRED_STRENGTH, strengthLabel } from './password';

describe('passwordStrength', () => {
  it.each([
    ['', 0],
    ['abc', 25], // lowercase only
    ['ABC', 25], // uppercase only
    ['123', 25], // digit only
    ['abcdefgh', 50], // length + lowercase
    ['12345678', 50], // length + digit
    ['Abc1', 75], // every kind of character, but short
    ['Abcdefgh', 75], // length + upper + lower
    ['abcdefg1', 75], // length + lower + digit
    ['Abcdefg1', 100],
    ['Str0ng pass word!', 100],
  ])('scores %j as %i', (password, score) => {
    expect(passwordStrength(password)).toBe(score);
  });

  it('counts the length of 8 as enough (boundary)', () => {
    expect(passwordStrength('aaaaaaa')).toBe(25);
    expect(passwordStrength('aaaaaaaa')).toBe(50);
  });

  it('needs 75 to register', () => {
    expect(REQUIRED_STRENGTH).toBe(75);
    expect(passwordStrength('Abcdefgh')).toBeGreaterThanOrEqual(REQUIRED_STRENGTH);
    expect(passwordStrength('abcdefgh')).toBeLessThan(REQUIRED_STRENGTH);
  });
});

describe('strengthLabel', () => {
  it.each([
    [0, 'Weak'],
    [24, 'Weak'],
    [25, 'Weak'],
    [50, 'Weak'],
    [74, 'Weak'],
    [75, 'Fair'],
    [99, 'Fair'],
    [100, 'Strong'],
  ])('labels %i as %s', (score, label) => {
    expect(strengthLabel(score)).toBe(label);
  });

  it('labels real passwords as the meter shows them', () => {
    expect(strengthLabel(passwordStrength(''))).toBe('Weak');
    // One kind of character out of four is not 'Fair' (decision 0079).
    expect(strengthLabel(passwordStrength('abc'))).toBe('Weak');
    expect(strengthLabel(passwordStrength('abcdefgh'))).toBe('Weak');
    expect(strengthLabel(passwordStrength('Abcdefgh'))).toBe('Fair');
    expect(strengthLabel(passwordStrength('Abcdefg1'))).toBe('Strong');
  });
});

describe('missingPasswordParts', () => {
  it('is empty for a password with every part', () => {
    expect(missingPasswordParts('Abcdefg1')).toEqual([]);
  });

  it('lists every missing part in a fixed order', () => {
    expect(missingPasswordParts('')).toEqual([
      '8+ characters',
      'an uppercase letter',
      'a lowercase letter',
      'a number',
    ]);
  });

  it.each([
    ['Abc1', ['8+ characters']],
    ['abcdefg1', ['an uppercase letter']],
    ['ABCDEFG1', ['a lowercase letter']],
    ['Abcdefgh', ['a number']],
    ['abcdefgh', ['an uppercase letter', 'a number']],
  ])('for %j lists %j', (password, missing) => {
    expect(missingPasswordParts(password)).toEqual(missing);
  });

  it('agrees with the score: nothing missing exactly when the score is 100', () => {
    for (const p of ['', 'a', 'Abc1', 'abcdefgh', 'Abcdefgh', 'Abcdefg1', 'ÄÖÜäöü12']) {
      expect(missingPasswordParts(p).length === 0).toBe(passwordStrength(p) === 100);
    }
  });
});
