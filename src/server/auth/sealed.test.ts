import { describe, expect, it } from 'vitest';
import { createSealer } from './sealed';

describe('sealed values', () => {
  const flow = createSealer<{ state: string }>('client-secret', 'flow');

  it('opens what it sealed, within its lifetime', () => {
    expect(flow.unseal(flow.seal({ state: 'abc' }, 60_000))).toEqual({ state: 'abc' });
  });

  it('refuses a changed, expired, foreign or missing value', () => {
    const sealed = flow.seal({ state: 'abc' }, 60_000);
    const flipped = Buffer.from(sealed, 'base64url');
    flipped[flipped.length - 1] ^= 1;
    expect(flow.unseal(flipped.toString('base64url'))).toBeNull();
    expect(flow.unseal(flow.seal({ state: 'abc' }, -1))).toBeNull();
    expect(createSealer('client-secret', 'link').unseal(sealed)).toBeNull();
    expect(createSealer('another-secret', 'flow').unseal(sealed)).toBeNull();
    expect(flow.unseal(undefined)).toBeNull();
    expect(flow.unseal('garbage')).toBeNull();
  });
});
