import { describe, expect, it } from 'vitest';
import { CURRENT_PASSWORD_HEADER, currentPasswordHeader, currentPasswordHeaders } from './current-password';

const parse = (value: string | undefined) =>
  currentPasswordHeaders.safeParse({ host: 'chalk.school', [CURRENT_PASSWORD_HEADER]: value });

describe('the current password in a header', () => {
  it('carries any password through Latin-1 headers, and back', () => {
    for (const password of ['Passw0rd!', 'pässwörd', 'пароль-2024', 'a%b c+d', '🍎 apple']) {
      const header = currentPasswordHeader(password)[CURRENT_PASSWORD_HEADER];
      expect(header).toMatch(/^[\x20-\x7e]+$/);
      const parsed = parse(header);
      expect(parsed.success && parsed.data[CURRENT_PASSWORD_HEADER]).toBe(password);
    }
  });

  it('keeps the other headers', () => {
    const parsed = parse('x');
    expect(parsed.success && parsed.data.host).toBe('chalk.school');
  });

  it('is absent when not sent or empty', () => {
    for (const value of [undefined, '']) {
      const parsed = parse(value);
      expect(parsed.success && parsed.data[CURRENT_PASSWORD_HEADER]).toBeUndefined();
    }
  });

  it('refuses a value that is not percent-encoded UTF-8, too long, or holds control characters', () => {
    for (const value of [
      '%E0%A4%A',
      '%FF',
      encodeURIComponent('x'.repeat(201)),
      encodeURIComponent('a\u0000b'),
    ])
      expect(parse(value).success).toBe(false);
  });
});
