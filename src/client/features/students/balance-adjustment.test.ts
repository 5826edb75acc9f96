import { describe, expect, it } from 'vitest';
import { balanceDifference } from './balance-adjustment';

describe('balanceDifference', () => {
  it('turns a new balance into the difference to record', () => {
    expect(balanceDifference(5, 'set', 12)).toEqual({ ok: true, points: 7 });
    expect(balanceDifference(5, 'set', -3)).toEqual({ ok: true, points: -8 });
  });

  it('records an amount as it is', () => {
    expect(balanceDifference(5, 'adjust', -2)).toEqual({ ok: true, points: -2 });
  });

  it('refuses a change of nothing', () => {
    expect(balanceDifference(5, 'set', 5).ok).toBe(false);
    expect(balanceDifference(5, 'adjust', 0).ok).toBe(false);
  });

  it('refuses more than one record may carry', () => {
    expect(balanceDifference(0, 'set', 101).ok).toBe(false);
    expect(balanceDifference(0, 'adjust', -100)).toEqual({ ok: true, points: -100 });
  });
});
