import { countOf } from '@shared/common/plural';
import type { BehaviorGroup } from './week-summary';

// How a parent reads a needs-work record (decision 0105). The teacher's words ('Disrupting
// Class', −1) are facts for the classroom; at home the same fact is said as something the child
// is working on, without red, without a minus sign in large type, and with the way back in view.

/** 'Helping Others' earned twice: '2 times' (a once is 'once'). */
export const timesText = (count: number) => (count === 1 ? 'once' : `${count} times`);

/** The line under a needs-work behaviour: 'Reminded once · 1 point to win back'. */
export function needsWorkLine(group: BehaviorGroup): string {
  const reminded = `Reminded ${timesText(group.count)}`;
  return `${reminded} · ${countOf(Math.abs(group.points), 'point')} to win back`;
}

/** The line under an earned behaviour: 'Earned 2 times · +3 points'. */
export function earnedLine(group: BehaviorGroup): string {
  return `Earned ${timesText(group.count)} · +${countOf(group.points, 'point')}`;
}

/** A single needs-work record in the history: its points, said gently. */
export function recordPointsText(points: number): string {
  if (points > 0) return `+${countOf(points, 'point')}`;
  return `${countOf(-points, 'point')} to win back`;
}

/** The sentence under the week's total, chosen for how the week went. */
export function weekMessage(points: number, earnedCount: number, needsWorkCount: number): string {
  if (earnedCount === 0 && needsWorkCount === 0) return 'Nothing recorded yet this week.';
  if (needsWorkCount === 0) return 'A great week so far.';
  if (points > 0) return 'Mostly going well, with a thing or two to work on.';
  return 'A week with a few things to work on. A kind word at home helps.';
}
