import { describe, expect, it } from 'vitest';
import { clipAtWord } from './clip-text';

describe('clipAtWord', () => {
  it('leaves text that fits alone', () => {
    expect(clipAtWord('Ada Lovelace')).toBe('Ada Lovelace');
  });

  it('cuts a long name after its last whole word, never inside a word', () => {
    const name =
      'Alexandrina Maximiliana Theodora Wilhelmina Bartholomew-Montgomery Fitzgerald-Worthington Smythe';
    const clipped = clipAtWord(name, 44);
    expect(clipped).toBe('Alexandrina Maximiliana Theodora Wilhelmina…');
    expect(clipped.length).toBeLessThanOrEqual(44);
    const words = clipped.slice(0, -1).split(/[\s-]+/);
    for (const w of words) expect(name.split(/[\s-]+/)).toContain(w);
  });

  it('cuts after a hyphen when that is the last boundary', () => {
    expect(clipAtWord('Anne Bartholomew-Montgomery', 22)).toBe('Anne Bartholomew…');
  });

  it('cuts inside a single word longer than the limit (nothing else fits)', () => {
    expect(clipAtWord('Supercalifragilisticexpialidocious', 10)).toBe('Supercali…');
  });
});
