import { describe, expect, it } from 'vitest';
import {
  CONTRACT_CATEGORIES,
  DEFAULT_CONTRACT_TITLE,
  dedupeRules,
  generateContractText,
  PRELOADED_RULES,
} from './catalogue';

describe('contract catalogue', () => {
  it('offers 8 to 10 distinct rules in each category', () => {
    for (const category of CONTRACT_CATEGORIES) {
      const rules = PRELOADED_RULES[category];
      expect(rules.length).toBeGreaterThanOrEqual(8);
      expect(rules.length).toBeLessThanOrEqual(10);
      expect(new Set(rules.map((r) => r.toLowerCase())).size).toBe(rules.length);
    }
  });

  it('drops duplicate rules compared trimmed and case-insensitively, keeping the first', () => {
    const rules = dedupeRules([
      { category: 'should_do', ruleText: ' Be kind ' },
      { category: 'non_negotiable', ruleText: 'BE KIND' },
      { category: 'should_do', ruleText: 'be  kind' },
      { category: 'should_not_do', ruleText: '   ' },
      { category: 'should_not_do', ruleText: 'Shout' },
    ]);
    expect(rules).toEqual([
      { category: 'should_do', ruleText: 'Be kind' },
      { category: 'should_not_do', ruleText: 'Shout' },
    ]);
  });

  it('generates text with the title, the class and the rules by category', () => {
    const text = generateContractText('', 'Science', [
      { category: 'non_negotiable', ruleText: 'Respect' },
      { category: 'should_do', ruleText: 'Listen' },
      { category: 'should_do', ruleText: 'Share' },
    ]);
    expect(text.split('\n')[0]).toBe(DEFAULT_CONTRACT_TITLE);
    expect(text).toContain('Science');
    expect(text.indexOf('We Should:\n1. Listen\n2. Share')).toBeLessThan(
      text.indexOf('Non-Negotiables:\n1. Respect'),
    );
    expect(text).not.toContain('We Should Not');
  });
});
