import { describe, expect, it } from 'vitest';
import { countOf } from './plural';

describe('countOf', () => {
  it('says one thing in the singular and every other count in the plural', () => {
    expect(countOf(1, 'question')).toBe('1 question');
    expect(countOf(0, 'question')).toBe('0 questions');
    expect(countOf(2, 'homework entry', 'homework entries')).toBe('2 homework entries');
    expect(countOf(1200, 'student')).toBe('1,200 students');
  });
});
