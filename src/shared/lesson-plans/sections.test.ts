import { describe, expect, it } from 'vitest';
import {
  ALLOWED_SECTION_NUMBERS,
  addContentSectionName,
  fileKeyOf,
  fileLabel,
  inferResourceType,
  isSafeResourceUrl,
  periodOfSection,
  resourceLabel,
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

  it("offers /add-content?period=n only period n's sections; anything else offers all seven", () => {
    expect(sectionsForPeriodQuery('6')).toEqual(['601', '602']);
    expect(sectionsForPeriodQuery('8')).toEqual(['801', '802', '803']);
    // Period 3's card once offered 601-803: content from it landed in Period 6, 7 or 8.
    expect(sectionsForPeriodQuery('3')).toEqual(['301', '302', '303']);
    expect(sectionsForPeriodQuery('1')).toEqual(['101', '102', '103']);
    expect(sectionsForPeriodQuery(null)).toHaveLength(7);
    expect(sectionsForPeriodQuery('6.5')).toHaveLength(7);
    expect(sectionsForPeriodQuery('9')).toHaveLength(7);
    expect(sectionsForPeriodQuery('03')).toHaveLength(7);
  });

  it("reads a link's type from its address; anything unknown is 'other'", () => {
    expect(inferResourceType('https://docs.google.com/document/d/1/edit')).toBe('google_doc');
    expect(inferResourceType('https://docs.google.com/presentation/d/1')).toBe('google_slide');
    expect(inferResourceType('https://www.youtube.com/watch?v=x')).toBe('youtube');
    expect(inferResourceType('https://m.youtube.com/watch?v=x')).toBe('youtube');
    expect(inferResourceType('https://youtu.be/x')).toBe('youtube');
    expect(inferResourceType('https://phet.colorado.edu/en/simulations/energy-skate-park')).toBe('other');
    expect(inferResourceType('https://docs.google.com/spreadsheets/d/1')).toBe('other');
    expect(inferResourceType('https://notyoutube.com/x')).toBe('other');
    expect(inferResourceType('https://youtube.com.evil.example/x')).toBe('other');
    expect(inferResourceType('not a url')).toBe('other');
    expect(inferResourceType('')).toBe('other');
  });

  it("labels an 'other' resource by what it is: a file by its kind, a link by its site", () => {
    const file = '/api/objects/abcdefghijklmnopqrstuv';
    expect(resourceLabel({ resourceType: 'other', url: file, fileType: 'application/pdf' })).toBe('PDF');
    expect(resourceLabel({ resourceType: 'other', url: file, fileType: 'image/png' })).toBe('Image');
    expect(resourceLabel({ resourceType: 'other', url: file, fileType: null })).toBe('File');
    expect(resourceLabel({ resourceType: 'other', url: 'https://phet.colorado.edu/sims/x' })).toBe(
      'PhET Simulation',
    );
    expect(resourceLabel({ resourceType: 'other', url: 'https://docs.google.com/spreadsheets/d/1' })).toBe(
      'Google Sheets',
    );
    expect(resourceLabel({ resourceType: 'other', url: 'https://example.org' })).toBe('Website');
    // The teacher's own choice of a spec type keeps the spec's label.
    expect(resourceLabel({ resourceType: 'google_doc', url: 'https://phet.colorado.edu/x' })).toBe(
      'Google Doc',
    );
    expect(fileLabel(null, 'notes.DOCX')).toBe('Word Document');
    expect(fileLabel('text/plain; charset=utf-8')).toBe('Text File');
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
