// The point values the buttons send (docs/product.md#scores), in the API's request shapes, so
// the client sends exactly those and the server floors exactly as the client predicts.
import { SKILL_POINTS_LIMIT, type SkillPointsBody } from '../skills/schemas';

// ---- homework ----

export type HomeworkGradeId = 'complete' | 'partial' | 'missing';

export interface HomeworkGrade {
  id: HomeworkGradeId;
  label: string;
  points: number;
}

/** Homework quick check: Complete +2, Partial +1, Missing 0. */
export const HOMEWORK_GRADES: readonly HomeworkGrade[] = [
  { id: 'complete', label: 'Complete', points: 2 },
  { id: 'partial', label: 'Partial', points: 1 },
  { id: 'missing', label: 'Missing', points: 0 },
];

/** Mark All Present gives this to every ungraded student. */
export const MARK_ALL_PRESENT_POINTS = 2;

export function homeworkGrade(id: HomeworkGradeId): HomeworkGrade {
  const grade = HOMEWORK_GRADES.find((g) => g.id === id);
  if (!grade) throw new Error(`Unknown homework grade ${id}`);
  return grade;
}

// ---- skills ----

/** Class-wide panel 'Award Skill Points': +1, +2, +3, +5, -1, -2 (default +1). */
export const CLASS_WIDE_SKILL_POINTS = [1, 2, 3, 5, -1, -2] as const;
export const DEFAULT_CLASS_WIDE_SKILL_POINTS = 1;

/** Skill side sheet quick values 1, 3, 5 (default 1); a custom number of 0 or more is allowed too. */
export const SKILL_SHEET_QUICK_VALUES = [1, 3, 5] as const;
export const DEFAULT_SKILL_SHEET_POINTS = 1;

/** Profile dialog skill buttons: +1, +2, +3. */
export const PROFILE_SKILL_POINTS = [1, 2, 3] as const;

/** Bulk edit sliders on the student detail page. */
export const BULK_EDIT_SLIDER = { min: 0, max: 100, step: 1 } as const;

export interface SkillButton {
  label: string;
  /** The PATCH /api/students/{id}/skills/{skillId} body this button sends. */
  body: SkillPointsBody;
}

/** Per-student skill buttons on the student card: -1, +1, set to 0, +3, +5, +7, +10. */
export const STUDENT_SKILL_BUTTONS: readonly SkillButton[] = [
  { label: '-1', body: { points: -1 } },
  { label: '+1', body: { points: 1 } },
  { label: 'Set to 0', body: { set: 0 } },
  { label: '+3', body: { points: 3 } },
  { label: '+5', body: { points: 5 } },
  { label: '+7', body: { points: 7 } },
  { label: '+10', body: { points: 10 } },
];

/** The server's rule, for optimistic updates: a change stops at 0, a set replaces. */
export function applySkillPoints(
  current: number,
  body: SkillPointsBody,
): { points: number; applied: number } {
  const points = body.set !== undefined ? body.set : Math.max(0, current + (body.points ?? 0));
  return { points, applied: points - current };
}

/** The minus button is disabled at 0: points never go below 0. */
export function isSkillButtonDisabled(button: SkillButton, current: number): boolean {
  return (button.body.points ?? 0) < 0 && current <= 0;
}

export type SkillPointsInput =
  | { ok: true; points: number }
  | { ok: false; title: string; description: string };

/** The skill sheet's custom number: a whole number of 0 or more. */
export function parseSkillSheetPoints(text: string): SkillPointsInput {
  const trimmed = text.trim();
  const value = trimmed === '' ? Number.NaN : Number(trimmed);
  if (!Number.isInteger(value) || value < 0) {
    return { ok: false, title: 'Invalid Points', description: 'Please enter a valid number (0 or higher)' };
  }
  if (value > SKILL_POINTS_LIMIT) {
    return {
      ok: false,
      title: 'Invalid Points',
      description: `Please enter a number up to ${SKILL_POINTS_LIMIT}`,
    };
  }
  return { ok: true, points: value };
}
