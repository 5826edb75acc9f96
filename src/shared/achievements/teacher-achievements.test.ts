import { describe, expect, it } from 'vitest';
import { TEACHER_COUNTERS, type TeacherCounter, type TeacherFigures } from './schemas';
import {
  COUNTER_RULES,
  categoryProgress,
  counterThresholds,
  TEACHER_ACHIEVEMENT_CATEGORIES,
  teacherAchievements,
} from './teacher-achievements';
import { recentlyUnlocked } from './types';

const AT = '2026-02-01T10:00:00.000Z';

/** Figures where every counter is `count`, each threshold reached (at AT) when count allows. */
function figures(
  counts: Partial<Record<TeacherCounter, number>> = {},
  over: Partial<TeacherFigures> = {},
): TeacherFigures {
  const thresholds = counterThresholds();
  const counters = Object.fromEntries(
    TEACHER_COUNTERS.map((k) => {
      const count = counts[k] ?? 0;
      const reachedAt = Object.fromEntries(
        (thresholds[k] ?? []).map((t) => [String(t), count >= t ? AT : null]),
      );
      return [k, { count, reachedAt }];
    }),
  ) as TeacherFigures['counters'];
  return { counters, studentsWithPositiveBalance: 0, excellentStudents: 0, ...over };
}

const find = (f: TeacherFigures, id: string) => {
  const a = teacherAchievements(f).find((x) => x.id === id);
  if (!a) throw new Error(id);
  return a;
};

describe('teacherAchievements', () => {
  it('has 12 to 20 achievements in the four teacher categories, each category used', () => {
    const list = teacherAchievements(figures());
    expect(list.length).toBeGreaterThanOrEqual(12);
    expect(list.length).toBeLessThanOrEqual(20);
    expect(new Set(list.map((a) => a.id)).size).toBe(list.length);
    for (const c of TEACHER_ACHIEVEMENT_CATEGORIES) expect(list.some((a) => a.category === c)).toBe(true);
    expect(list.every((a) => !a.isUnlocked && a.progress === 0)).toBe(true);
  });

  it.each(COUNTER_RULES.map((r) => [r.id, r.counter, r.threshold] as const))(
    '%s: locked at %s = threshold − 1, unlocked at the threshold with the time it was reached',
    (id, counter, threshold) => {
      expect(find(figures({ [counter]: threshold - 1 }), id)).toMatchObject({
        isUnlocked: false,
        unlockedAt: null,
        progress: threshold - 1,
        maxProgress: threshold,
      });
      expect(find(figures({ [counter]: threshold }), id)).toMatchObject({
        isUnlocked: true,
        unlockedAt: AT,
        progress: threshold,
      });
      expect(find(figures({ [counter]: threshold * 3 }), id).progress).toBe(threshold);
    },
  );

  it('Positive Classroom: every student above 0; none with no students', () => {
    expect(find(figures({ students: 0 }), 'positive-classroom').isUnlocked).toBe(false);
    expect(
      find(figures({ students: 20 }, { studentsWithPositiveBalance: 19 }), 'positive-classroom'),
    ).toMatchObject({
      isUnlocked: false,
      progress: 19,
      maxProgress: 20,
    });
    expect(
      find(figures({ students: 20 }, { studentsWithPositiveBalance: 20 }), 'positive-classroom').isUnlocked,
    ).toBe(true);
  });

  it('Rising Stars: 5 students at 15 or more', () => {
    expect(find(figures({}, { excellentStudents: 4 }), 'rising-stars').isUnlocked).toBe(false);
    expect(find(figures({}, { excellentStudents: 5 }), 'rising-stars').isUnlocked).toBe(true);
  });

  it('counterThresholds lists each threshold once per counter', () => {
    const t = counterThresholds();
    expect(t.pointsAwarded.sort((a, b) => a - b)).toEqual([100, 1000]);
    expect(t.classes.sort((a, b) => a - b)).toEqual([1, 3]);
  });

  it('categoryProgress counts per category and overall; recentlyUnlocked takes the newest 3', () => {
    const f = figures({ classes: 3, positiveAwards: 1, contracts: 1 });
    const list = teacherAchievements(f);
    expect(categoryProgress(list)).toEqual({ unlocked: 4, total: list.length });
    expect(categoryProgress(list, 'management')).toMatchObject({ unlocked: 2 });
    const dated = list.map((a, i) =>
      a.isUnlocked ? { ...a, unlockedAt: new Date(Date.UTC(2026, 0, i + 1)).toISOString() } : a,
    );
    // Unlocked: first-award, many-hats, contract-maker, welcome (in list order, dated in that order).
    expect(recentlyUnlocked(dated, 3).map((a) => a.id)).toEqual(['welcome', 'contract-maker', 'many-hats']);
  });
});
