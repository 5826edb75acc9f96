import { describe, expect, it } from 'vitest';
import {
  POSITIVE_BEHAVIOR_BADGES,
  positiveBehaviorDelta,
  STUDENT_ACHIEVEMENT_COUNT,
  type StudentRecords,
  studentAchievements,
} from './student-achievements';
import { isNewlyUnlocked } from './types';

const T0 = Date.parse('2026-01-05T09:00:00.000Z');
/** The n-th minute after T0, ISO. */
const at = (minute: number) => new Date(T0 + minute * 60_000).toISOString();

const award = (minute: number, points = 2, type = 'Great Participation') => ({
  type,
  points,
  timestamp: at(minute),
});
const awards = (n: number) => Array.from({ length: n }, (_, i) => award(i));

function records(over: Partial<StudentRecords> = {}): StudentRecords {
  const behaviors = over.behaviors ?? [];
  const homework = over.homework ?? [];
  return {
    balance: behaviors.reduce((s, b) => s + b.points, 0),
    hwScore: homework.reduce((s, h) => s + h.points, 0),
    behaviors,
    homework,
    skills: [],
    ...over,
  };
}

const find = (r: StudentRecords, id: string) => {
  const a = studentAchievements(r).find((x) => x.id === id);
  if (!a) throw new Error(`no achievement ${id}`);
  return a;
};

describe('studentAchievements', () => {
  it('lists the 13 achievements of the spec with every field', () => {
    const list = studentAchievements(records());
    expect(list).toHaveLength(13);
    expect(STUDENT_ACHIEVEMENT_COUNT).toBe(13);
    expect(list.map((a) => a.name)).toEqual([
      'First Steps',
      'Good Citizen',
      'Behavior Champion',
      'Exemplary Student',
      'Classroom Leader',
      'Skill Starter',
      'Well Rounded',
      'Skill Master',
      'Academic Excellence',
      'Scholar',
      'Points Collector',
      'High Achiever',
      'Homework Hero',
    ]);
    for (const a of list) {
      expect(a).toMatchObject({ isUnlocked: false, unlockedAt: null, progress: 0 });
      expect(['engagement', 'progress', 'milestone']).toContain(a.category);
      expect(['common', 'rare', 'epic', 'legendary']).toContain(a.rarity);
      expect(a.maxProgress).toBeGreaterThan(0);
      expect(a.icon).toBeTruthy();
      expect(a.description).toBeTruthy();
    }
    expect(new Set(list.map((a) => a.id)).size).toBe(13);
  });

  describe.each(POSITIVE_BEHAVIOR_BADGES.map(([d, n]) => [d.name, d.id, n] as const))(
    '%s',
    (_name, id, n) => {
      it(`is locked at ${n - 1} positive behaviours`, () => {
        const a = find(records({ behaviors: awards(n - 1) }), id);
        expect(a).toMatchObject({ isUnlocked: false, unlockedAt: null, progress: n - 1, maxProgress: n });
      });
      it(`unlocks at ${n}, at the time of the record that crossed`, () => {
        const a = find(records({ behaviors: awards(n) }), id);
        expect(a).toMatchObject({ isUnlocked: true, unlockedAt: at(n - 1), progress: n });
      });
      it('does not count deductions, and an undone award takes one back', () => {
        const deductions = [award(1000, -2, 'Disruption'), award(1001, -1, 'Late to Class')];
        expect(find(records({ behaviors: [...awards(n - 1), ...deductions] }), id).isUnlocked).toBe(false);
        const undone = [...awards(n), award(2000, -2, 'Undo: Great Participation')];
        expect(find(records({ behaviors: undone }), id)).toMatchObject({
          isUnlocked: false,
          progress: n - 1,
        });
      });
    },
  );

  it('First Steps: records arrive newest first and still count in time order', () => {
    const a = find(records({ behaviors: [award(5), award(3)].reverse() }), 'first-steps');
    expect(a.unlockedAt).toBe(at(3));
  });

  it('an award undone and given again unlocks again at the new record', () => {
    const list = [award(1), award(2, -2, 'Undo: Great Participation'), award(3)];
    expect(find(records({ behaviors: list }), 'first-steps').unlockedAt).toBe(at(3));
  });

  it('the undo of a deduction is not a positive behaviour', () => {
    const list = [award(1, -2, 'Disruption'), award(2, 2, 'Undo: Disruption')];
    expect(find(records({ behaviors: list }), 'first-steps').isUnlocked).toBe(false);
  });

  const skill = (points: number, minute: number | null = 0) => ({
    points,
    updatedAt: minute === null ? null : at(minute),
  });

  it('Skill Starter: 0 points locked, 1 point unlocked', () => {
    expect(find(records({ skills: [skill(0), skill(0)] }), 'skill-starter').isUnlocked).toBe(false);
    expect(find(records({ skills: [skill(0), skill(1, 4)] }), 'skill-starter')).toMatchObject({
      isUnlocked: true,
      unlockedAt: at(4),
      progress: 1,
    });
  });

  it('Well Rounded: 2 skills locked, 3 unlocked when the third was graded', () => {
    const two = [skill(1, 1), skill(2, 2), skill(0, null)];
    expect(find(records({ skills: two }), 'well-rounded')).toMatchObject({ isUnlocked: false, progress: 2 });
    const three = [skill(1, 1), skill(2, 7), skill(3, 5)];
    expect(find(records({ skills: three }), 'well-rounded')).toMatchObject({
      isUnlocked: true,
      unlockedAt: at(7),
      progress: 3,
    });
  });

  it.each([
    ['skill-master', 10],
    ['academic-excellence', 20],
  ])('%s: %i points in one skill', (id, n) => {
    expect(find(records({ skills: [skill(n - 1, 1), skill(n - 1, 2)] }), id)).toMatchObject({
      isUnlocked: false,
      progress: n - 1,
      maxProgress: n,
    });
    expect(find(records({ skills: [skill(n - 1, 1), skill(n, 2)] }), id)).toMatchObject({
      isUnlocked: true,
      unlockedAt: at(2),
      progress: n,
    });
    // Points spread over skills do not add up.
    expect(find(records({ skills: [skill(n / 2, 1), skill(n / 2, 2)] }), id).isUnlocked).toBe(false);
  });

  it('Scholar: 10 in every skill, one at 9 keeps it locked; no skills never unlocks', () => {
    const almost = [skill(10, 1), skill(12, 2), skill(9, 3)];
    expect(find(records({ skills: almost }), 'scholar')).toMatchObject({
      isUnlocked: false,
      progress: 2,
      maxProgress: 3,
    });
    const all = [skill(10, 1), skill(12, 6), skill(10, 3)];
    expect(find(records({ skills: all }), 'scholar')).toMatchObject({
      isUnlocked: true,
      unlockedAt: at(6),
      progress: 3,
    });
    expect(find(records({ skills: [] }), 'scholar').isUnlocked).toBe(false);
  });

  it.each([
    ['points-collector', 50],
    ['high-achiever', 100],
  ])('%s: a total score of %i (balance + homework + skills)', (id, n) => {
    const below = records({
      behaviors: [award(1, n - 1 - 5)],
      homework: [{ points: 3, timestamp: at(2) }],
      skills: [skill(2, 3)],
    });
    expect(find(below, id)).toMatchObject({ isUnlocked: false, progress: n - 1 });
    const hit = records({
      behaviors: [award(1, n - 5)],
      homework: [{ points: 3, timestamp: at(2) }],
      skills: [skill(2, 3)],
    });
    // The skill graded last is what took the total to n.
    expect(find(hit, id)).toMatchObject({ isUnlocked: true, unlockedAt: at(3), progress: n });
    // A deduction after the crossing that drops below locks it again.
    const dropped = records({ behaviors: [award(1, n), award(5, -3, 'Disruption')] });
    expect(find(dropped, id).isUnlocked).toBe(false);
  });

  it('the total crossing is found from the current figures even when old history is missing', () => {
    // The balance says 60, but only the newest two records are known.
    const r = records({ balance: 60, behaviors: [award(10, 3), award(11, 2)] });
    expect(find(r, 'points-collector')).toMatchObject({ isUnlocked: true, unlockedAt: null });
    const crossed = records({ balance: 51, behaviors: [award(10, 3), award(11, 2)] });
    expect(find(crossed, 'points-collector').unlockedAt).toBe(at(11));
  });

  it('Homework Hero: 89 locked, 90 unlocked; a negative entry drops it again', () => {
    const hw = (points: number, minute: number) => ({ points, timestamp: at(minute) });
    expect(find(records({ homework: [hw(80, 1), hw(9, 2)] }), 'homework-hero')).toMatchObject({
      isUnlocked: false,
      progress: 89,
    });
    expect(find(records({ homework: [hw(80, 1), hw(10, 2)] }), 'homework-hero')).toMatchObject({
      isUnlocked: true,
      unlockedAt: at(2),
      progress: 90,
    });
    expect(find(records({ homework: [hw(80, 1), hw(10, 2), hw(-2, 3)] }), 'homework-hero').isUnlocked).toBe(
      false,
    );
  });

  it('a negative balance never gives negative progress', () => {
    const r = records({ behaviors: [award(1, -20, 'Disruption')] });
    for (const a of studentAchievements(r)) expect(a.progress).toBeGreaterThanOrEqual(0);
  });
});

describe('positiveBehaviorDelta', () => {
  it('counts awards, takes back undone awards, ignores the rest', () => {
    expect(positiveBehaviorDelta({ type: 'Teamwork', points: 1 })).toBe(1);
    expect(positiveBehaviorDelta({ type: 'Undo: Teamwork', points: -1 })).toBe(-1);
    expect(positiveBehaviorDelta({ type: 'Disruption', points: -2 })).toBe(0);
    expect(positiveBehaviorDelta({ type: 'Undo: Disruption', points: 2 })).toBe(0);
  });
});

describe('isNewlyUnlocked', () => {
  const now = T0 + 60_000;
  it('is true within 10 s of the unlock, false after', () => {
    expect(isNewlyUnlocked({ isUnlocked: true, unlockedAt: new Date(now - 9_000).toISOString() }, now)).toBe(
      true,
    );
    expect(isNewlyUnlocked({ isUnlocked: true, unlockedAt: new Date(now - 11_000).toISOString() }, now)).toBe(
      false,
    );
    expect(isNewlyUnlocked({ isUnlocked: false, unlockedAt: null }, now)).toBe(false);
    expect(isNewlyUnlocked({ isUnlocked: true, unlockedAt: null }, now)).toBe(false);
  });
});
