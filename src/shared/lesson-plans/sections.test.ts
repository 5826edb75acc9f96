import { describe, expect, it } from 'vitest';
import {
  ALLOWED_SECTION_NUMBERS,
  addContentSectionName,
  fileKeyOf,
  isSafeResourceUrl,
  periodOfSection,
  sectionsForPeriodQuery,
} from './sections';

describe('lesson plan section rules', () => {
  it('allows 101-103 up to 801-803, and nothing else', () => {
    expect(ALLOWED_SECTION_NUMBERS).toHaveLength(24);
    expect(ALLOWED_SECTION_NUMBERS).toContain('101');
    expect(ALLOWED_SECTION_NUMBERS).toContain('803');
    expect(ALLOWED_SECTION_NUMBERS).not.toContain('104');
    expect(ALLOWED_SECTION_NUMBERS).not.toContain('901');
  });

  it('puts a section in the period of its hundreds digit', () => {
    expect(periodOfSection('601')).toBe(6);
    expect(periodOfSection('803')).toBe(8);
    expect(addContentSectionName('702')).toBe('Period 7 Content');
  });

  it('limits /add-content to period 6, 7 or 8, otherwise offers all seven', () => {
    expect(sectionsForPeriodQuery('6')).toEqual(['601', '602']);
    expect(sectionsForPeriodQuery('8')).toEqual(['801', '802', '803']);
    expect(sectionsForPeriodQuery('3')).toHaveLength(7);
    expect(sectionsForPeriodQuery(null)).toHaveLength(7);
    expect(sectionsForPeriodQuery('6.5')).toHaveLength(7);
  });

  it('accepts only http(s) links and uploaded files as resource addresses', () => {
    expect(isSafeResourceUrl('https://docs.google.com/document/d/1')).toBe(true);
    expect(isSafeResourceUrl('http://example.com')).toBe(true);
    expect(isSafeResourceUrl('/api/objects/abcdefghijklmnopqrstuv')).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'JAVASCRIPT:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>',
      'vbscript:x',
      '//evil.example',
      '/api/objects/../../etc',
      'https://',
      'ftp://example.com',
      'https://exa mple.com',
    ]) {
      expect(isSafeResourceUrl(bad), bad).toBe(false);
    }
    expect(fileKeyOf('/api/objects/abcdefghijklmnopqrstuv')).toBe('abcdefghijklmnopqrstuv');
    expect(fileKeyOf('https://x.org/api/objects/abcdefghijklmnopqrstuv')).toBeNull();
  });
});
