import { describe, expect, it } from 'vitest';
import {
  average,
  formatAverage,
  formatPointCount,
  formatSignedPoints,
  leaderboardTier,
  scoreColor,
  skillProgress,
  totalScore,
} from './score';

describe('totalScore', () => {
  it('adds balance, homework score and every skill', () => {
    expect(totalScore(5, 4, [{ points: 3 }, { points: 2 }])).toBe(14);
    expect(totalScore(5, 4, [3, 2])).toBe(14);
  });
  it('works without skills and with a negative balance', () => {
    expect(totalScore(-7, 2)).toBe(-5);
    expect(totalScore(0, 0, [])).toBe(0);
  });
});

describe('scoreColor', () => {
  it.each([
    [100, 'green'],
    [15, 'green'],
    [14, 'blue'],
    [5, 'blue'],
    [4, 'amber'],
    [0, 'amber'],
    [-1, 'red'],
  ] as const)('%i is %s', (total, token) => {
    expect(scoreColor(total).token).toBe(token);
  });
  it('always carries a distinct text label, so colour is not the only cue', () => {
    const labels = [20, 10, 0, -5].map((t) => scoreColor(t).label);
    expect(new Set(labels).size).toBe(4);
    for (const l of labels) expect(l.length).toBeGreaterThan(0);
  });
});

describe('leaderboardTier', () => {
  it.each([
    [25, 'high'],
    [20, 'high'],
    [19, 'middle'],
    [10, 'middle'],
    [9, 'low'],
    [-3, 'low'],
  ] as const)('%i is %s', (points, tier) => {
    expect(leaderboardTier(points).tier).toBe(tier);
    expect(leaderboardTier(points).label).not.toBe('');
  });
});

describe('skillProgress', () => {
  it('is full at 10 points and capped there', () => {
    expect(skillProgress(0)).toBe(0);
    expect(skillProgress(3)).toBe(30);
    expect(skillProgress(10)).toBe(100);
    expect(skillProgress(57)).toBe(100);
  });
  it('never goes below 0', () => {
    expect(skillProgress(-2)).toBe(0);
    expect(skillProgress(Number.NaN)).toBe(0);
  });
});

describe('average and formatAverage', () => {
  it('averages, 0 for none', () => {
    expect(average([1, 2, 3, 4])).toBe(2.5);
    expect(average([])).toBe(0);
  });
  it('formats to one decimal, halves away from zero', () => {
    expect(formatAverage(7.25)).toBe('7.3');
    expect(formatAverage(-7.25)).toBe('-7.3');
    expect(formatAverage(1.15)).toBe('1.2');
    expect(formatAverage(3)).toBe('3.0');
    expect(formatAverage(2 / 3)).toBe('0.7');
  });
  it('formats a list of values, and none as 0.0', () => {
    expect(formatAverage([7, 7.5])).toBe('7.3');
    expect(formatAverage([])).toBe('0.0');
  });
  it('never shows -0.0', () => {
    expect(formatAverage(-0.01)).toBe('0.0');
    expect(formatAverage(Number.NaN)).toBe('0.0');
  });
});

describe('formatSignedPoints', () => {
  it('signs positive and negative, leaves 0 bare', () => {
    expect(formatSignedPoints(3)).toBe('+3');
    expect(formatSignedPoints(-2)).toBe('-2');
    expect(formatSignedPoints(0)).toBe('0');
  });
});

describe('formatPointCount', () => {
  it('says point for one and points otherwise, signed on request', () => {
    expect(formatPointCount(1)).toBe('1 point');
    expect(formatPointCount(0)).toBe('0 points');
    expect(formatPointCount(3)).toBe('3 points');
    expect(formatPointCount(5, { signed: true })).toBe('+5 points');
    expect(formatPointCount(-1, { signed: true })).toBe('-1 point');
  });
});
