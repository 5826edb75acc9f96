import { describe, expect, it } from 'vitest';
import { nextBaseline } from './capacity';

// The award's reference moves only on a real change (docs/decisions/0108): noise within the
// allowed regression must neither lower it (the next honest run would fail) nor raise it.
describe('nextBaseline', () => {
  it('takes the first figure when none is committed', () => {
    expect(nextBaseline(undefined, 512)).toBe(512);
  });
  it('keeps the committed figure for a run within the band, lower or higher', () => {
    expect(nextBaseline(468, 430)).toBeUndefined();
    expect(nextBaseline(468, 500)).toBeUndefined();
  });
  it('lowers it for an improvement beyond the band', () => {
    expect(nextBaseline(468, 400)).toBe(400);
  });
});
