import type { BehaviorView } from '@shared/behaviors/schemas';

// The two pictures of the detail page's chart: the balance over time and the split between
// positive records and those that need work.

export interface BalancePoint {
  time: number;
  balance: number;
}

/**
 * The balance after each record, oldest first. Only the newest records may be loaded, so the
 * series starts from what the older ones add up to: it always ends at the current balance.
 */
export function balanceSeries(behaviors: readonly BehaviorView[], currentBalance: number): BalancePoint[] {
  // An undone record and its undo cancel out; the teacher's history lists only the former.
  const sorted = behaviors
    .filter((b) => !b.undone)
    .map((b) => ({ time: Date.parse(b.timestamp), points: b.points, id: b.id }))
    .filter((b) => Number.isFinite(b.time))
    .sort((a, b) => a.time - b.time || a.id - b.id);
  let balance = currentBalance - sorted.reduce((sum, b) => sum + b.points, 0);
  const series: BalancePoint[] = [];
  if (sorted.length > 0) series.push({ time: sorted[0].time - 1, balance });
  for (const b of sorted) {
    balance += b.points;
    series.push({ time: b.time, balance });
  }
  return series;
}

export interface PointSplit {
  positive: { count: number; points: number };
  needsWork: { count: number; points: number };
}

export function pointSplit(behaviors: readonly BehaviorView[]): PointSplit {
  const split: PointSplit = { positive: { count: 0, points: 0 }, needsWork: { count: 0, points: 0 } };
  for (const b of behaviors) {
    if (b.undone) continue;
    const side = b.points > 0 ? split.positive : split.needsWork;
    side.count += 1;
    side.points += b.points;
  }
  return split;
}
