import { describe, expect, it } from 'vitest';
import { ordinal, placeLabel, projectorName } from './display';

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [101, '101st'],
    [111, '111th'],
  ])('%i → %s', (n, expected) => {
    expect(ordinal(n)).toBe(expected);
  });

  it('labels places', () => {
    expect(placeLabel(1)).toBe('1st place');
    expect(placeLabel(4)).toBe('4th place');
  });
});

describe('projectorName', () => {
  it('shows the first name and the last initial', () => {
    expect(projectorName({ firstName: 'Maya', lastName: 'Rodriguez', nickname: null })).toBe('Maya R.');
  });
  it('prefers a nickname', () => {
    expect(projectorName({ firstName: 'Maya', lastName: 'Rodriguez', nickname: ' Mo ' })).toBe('Mo');
  });
  it('ignores a blank nickname and trims names', () => {
    expect(projectorName({ firstName: ' Maya ', lastName: ' rodriguez', nickname: '  ' })).toBe('Maya R.');
  });
  it('copes with a missing last name and letters outside ASCII', () => {
    expect(projectorName({ firstName: 'Zoë', lastName: '', nickname: null })).toBe('Zoë');
    expect(projectorName({ firstName: 'Ali', lastName: 'Øksendal', nickname: null })).toBe('Ali Ø.');
  });
});
