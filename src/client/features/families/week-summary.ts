import { UNDO_PREFIX } from '@shared/behaviors/schemas';

// What a parent's page makes of a child's last 30 days of behaviour records: this week's points,
// the behaviours behind them, and the weeks before as a small chart. Pure, so it is unit tested.
// A week starts on Monday at midnight on the parent's device (decision 0105).

export interface FamilyRecord {
  type: string;
  points: number;
  /** ISO timestamp of the record. */
  date: string;
  description?: string | null;
}

export interface BehaviorGroup {
  /** The behaviour's name, as the teacher's catalogue says it. */
  type: string;
  /** How many times it counts this week, after undone awards are taken off. */
  count: number;
  points: number;
}

/** Monday 00:00 of the week that holds `now`, in local time. */
export function weekStart(now: Date): Date {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const sinceMonday = (start.getDay() + 6) % 7;
  start.setDate(start.getDate() - sinceMonday);
  return start;
}

const addDays = (day: Date, days: number) =>
  new Date(day.getFullYear(), day.getMonth(), day.getDate() + days);

/** An undo ('Undo: Helping Others', opposite points) counts against the behaviour it cancels. */
const baseType = (type: string) => (type.startsWith(UNDO_PREFIX) ? type.slice(UNDO_PREFIX.length) : type);

/**
 * The behaviours of the records, netted: an award and its undo cancel out, a behaviour whose
 * records cancel entirely is left out. Earned points first (largest first), then needs-work.
 */
export function groupBehaviors(records: readonly FamilyRecord[]): BehaviorGroup[] {
  const groups = new Map<string, BehaviorGroup>();
  for (const record of records) {
    const type = baseType(record.type);
    const group = groups.get(type) ?? { type, count: 0, points: 0 };
    group.count += record.type === type ? 1 : -1;
    group.points += record.points;
    groups.set(type, group);
  }
  return [...groups.values()]
    .filter((g) => g.count > 0 && g.points !== 0)
    .sort((a, b) => b.points - a.points || a.type.localeCompare(b.type));
}

const within = (record: FamilyRecord, from: Date, to: Date) => {
  const time = Date.parse(record.date);
  return Number.isFinite(time) && time >= from.getTime() && time < to.getTime();
};

export interface WeekAtAGlance {
  start: Date;
  points: number;
  earned: BehaviorGroup[];
  needsWork: BehaviorGroup[];
}

/** This week's total and the behaviours behind it, split into earned and needs-work. */
export function weekAtAGlance(records: readonly FamilyRecord[], now: Date): WeekAtAGlance {
  const start = weekStart(now);
  const thisWeek = records.filter((r) => within(r, start, addDays(start, 7)));
  const groups = groupBehaviors(thisWeek);
  return {
    start,
    points: thisWeek.reduce((sum, r) => sum + r.points, 0),
    earned: groups.filter((g) => g.points > 0),
    needsWork: groups.filter((g) => g.points < 0).reverse(),
  };
}

export interface WeekBar {
  start: Date;
  /** Points earned that week (positive records, undos of them taken off). */
  earned: number;
  /** Points of needs-work records that week, as a positive number. */
  needsWork: number;
  /** The first week may begin before the 30 days the server sends: it is then partial. */
  partial: boolean;
}

/** Records the server sends: the last 30 days (GET /api/families/children/{id}). */
export const RECORD_DAYS = 30;

/**
 * One bar per week for the weeks the last 30 days touch (5 or 6), oldest first. An undo is
 * counted on the side of the record it cancels, in the week it was made.
 */
export function weeklyBars(records: readonly FamilyRecord[], now: Date): WeekBar[] {
  const first = weekStart(addDays(now, -(RECORD_DAYS - 1)));
  const windowStart = addDays(new Date(now.getFullYear(), now.getMonth(), now.getDate()), -(RECORD_DAYS - 1));
  const bars: WeekBar[] = [];
  for (let start = first; start <= now; start = addDays(start, 7)) {
    const end = addDays(start, 7);
    let earned = 0;
    let needsWork = 0;
    for (const r of records) {
      if (!within(r, start, end)) continue;
      // An undo has the opposite sign of the award it cancels.
      const undo = r.type !== baseType(r.type);
      const positive = undo ? r.points < 0 : r.points > 0;
      if (positive) earned += r.points;
      else needsWork -= r.points;
    }
    bars.push({
      start,
      earned: Math.max(0, earned),
      needsWork: Math.max(0, needsWork),
      partial: start < windowStart,
    });
  }
  return bars;
}
