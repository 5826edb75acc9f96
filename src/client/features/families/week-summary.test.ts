import { describe, expect, it } from 'vitest';
import { groupBehaviors, weekAtAGlance, weeklyBars, weekStart } from './week-summary';

// Local dates: the week is the parent's (decision 0105).
const at = (y: number, m: number, d: number, h = 10) => new Date(y, m - 1, d, h).toISOString();

describe('weekStart', () => {
  it('is Monday at midnight, also on a Sunday', () => {
    expect(weekStart(new Date(2026, 10, 27, 15))).toEqual(new Date(2026, 10, 23));
    expect(weekStart(new Date(2026, 10, 29, 23))).toEqual(new Date(2026, 10, 23));
    expect(weekStart(new Date(2026, 10, 23, 0))).toEqual(new Date(2026, 10, 23));
  });
});

describe('groupBehaviors', () => {
  it('nets an award and its undo, and drops what cancels entirely', () => {
    const groups = groupBehaviors([
      { type: 'Helping Others', points: 2, date: at(2026, 11, 24) },
      { type: 'Helping Others', points: 2, date: at(2026, 11, 25) },
      { type: 'Undo: Helping Others', points: -2, date: at(2026, 11, 25) },
      { type: 'On Task', points: 1, date: at(2026, 11, 25) },
      { type: 'Undo: On Task', points: -1, date: at(2026, 11, 25) },
      { type: 'Disrupting Class', points: -1, date: at(2026, 11, 26) },
    ]);
    expect(groups).toEqual([
      { type: 'Helping Others', count: 1, points: 2 },
      { type: 'Disrupting Class', count: 1, points: -1 },
    ]);
  });
});

describe('weekAtAGlance', () => {
  it('counts only this week and splits earned from needs-work', () => {
    const now = new Date(2026, 10, 27, 12);
    const week = weekAtAGlance(
      [
        { type: 'Teamwork', points: 3, date: at(2026, 11, 22) }, // last Sunday
        { type: 'Teamwork', points: 3, date: at(2026, 11, 23, 8) },
        { type: 'Late', points: -1, date: at(2026, 11, 24) },
        { type: 'Late', points: -2, date: at(2026, 11, 26) },
      ],
      now,
    );
    expect(week.points).toBe(0);
    expect(week.earned).toEqual([{ type: 'Teamwork', count: 1, points: 3 }]);
    expect(week.needsWork).toEqual([{ type: 'Late', count: 2, points: -3 }]);
  });
});

describe('weeklyBars', () => {
  it('has one bar per week of the last 30 days, oldest first, undo on its own side', () => {
    const now = new Date(2026, 10, 27, 12); // Friday
    const bars = weeklyBars(
      [
        { type: 'Teamwork', points: 3, date: at(2026, 11, 24) },
        { type: 'Undo: Teamwork', points: -3, date: at(2026, 11, 24) },
        { type: 'Kindness', points: 1, date: at(2026, 11, 25) },
        { type: 'Late', points: -2, date: at(2026, 11, 16) },
        { type: 'Undo: Late', points: 2, date: at(2026, 11, 16) },
        { type: 'Late', points: -1, date: at(2026, 11, 17) },
      ],
      now,
    );
    // 30 days back from Nov 27 is Oct 29 (a Thursday): weeks from Oct 26 to Nov 23.
    expect(bars.map((b) => b.start.getDate())).toEqual([26, 2, 9, 16, 23]);
    expect(bars[0].partial).toBe(true);
    expect(bars[4]).toMatchObject({ earned: 1, needsWork: 0, partial: false });
    expect(bars[3]).toMatchObject({ earned: 0, needsWork: 1 });
  });
});
