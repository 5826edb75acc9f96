import type { BehaviorView } from '@shared/behaviors/schemas';
import { describe, expect, it } from 'vitest';
import { balanceSeries, pointSplit } from './progress-chart-data';

const record = (id: number, points: number, day: number): BehaviorView => ({
  id,
  studentId: 1,
  type: 'x',
  points,
  description: null,
  timestamp: new Date(Date.UTC(2025, 0, day)).toISOString(),
  undoesId: null,
  undone: false,
});

describe('balanceSeries', () => {
  it('adds the records up oldest first and ends at the current balance', () => {
    const series = balanceSeries([record(3, -1, 3), record(1, 2, 1), record(2, 3, 2)], 4);
    expect(series.map((p) => p.balance)).toEqual([0, 2, 5, 4]);
  });

  it('starts from what older, unloaded records add up to', () => {
    const series = balanceSeries([record(9, 2, 9)], 10);
    expect(series.map((p) => p.balance)).toEqual([8, 10]);
  });

  it('is empty without records', () => {
    expect(balanceSeries([], 3)).toEqual([]);
  });
});

describe('pointSplit', () => {
  it('counts and sums the positive records and those that need work', () => {
    expect(pointSplit([record(1, 2, 1), record(2, -1, 2), record(3, 3, 3)])).toEqual({
      positive: { count: 2, points: 5 },
      needsWork: { count: 1, points: -1 },
    });
  });
});
