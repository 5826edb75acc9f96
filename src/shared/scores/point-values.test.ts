import { describe, expect, it } from 'vitest';
import { skillPointsBody } from '../skills/schemas';
import {
  applySkillPoints,
  CLASS_WIDE_SKILL_POINTS,
  DEFAULT_CLASS_WIDE_SKILL_POINTS,
  DEFAULT_SKILL_SHEET_POINTS,
  HOMEWORK_GRADES,
  homeworkGrade,
  isSkillButtonDisabled,
  MARK_ALL_PRESENT_POINTS,
  PROFILE_SKILL_POINTS,
  parseSkillSheetPoints,
  SKILL_SHEET_QUICK_VALUES,
  STUDENT_SKILL_BUTTONS,
} from './point-values';

describe('homework values', () => {
  it('are Complete +2, Partial +1, Missing 0 and Mark All Present +2', () => {
    expect(HOMEWORK_GRADES.map((g) => [g.label, g.points])).toEqual([
      ['Complete', 2],
      ['Partial', 1],
      ['Missing', 0],
    ]);
    expect(homeworkGrade('partial').points).toBe(1);
    expect(MARK_ALL_PRESENT_POINTS).toBe(2);
  });
});

describe('skill button values', () => {
  it('match the spec', () => {
    expect(CLASS_WIDE_SKILL_POINTS).toEqual([1, 2, 3, 5, -1, -2]);
    expect(DEFAULT_CLASS_WIDE_SKILL_POINTS).toBe(1);
    expect(SKILL_SHEET_QUICK_VALUES).toEqual([1, 3, 5]);
    expect(DEFAULT_SKILL_SHEET_POINTS).toBe(1);
    expect(PROFILE_SKILL_POINTS).toEqual([1, 2, 3]);
    expect(STUDENT_SKILL_BUTTONS.map((b) => b.label)).toEqual([
      '-1',
      '+1',
      'Set to 0',
      '+3',
      '+5',
      '+7',
      '+10',
    ]);
  });
  it('send bodies the API accepts', () => {
    for (const b of STUDENT_SKILL_BUTTONS) expect(skillPointsBody.safeParse(b.body).success).toBe(true);
  });
  it('disable only the minus, and only at 0', () => {
    const [minus, plus] = STUDENT_SKILL_BUTTONS;
    expect(isSkillButtonDisabled(minus, 0)).toBe(true);
    expect(isSkillButtonDisabled(minus, 1)).toBe(false);
    expect(isSkillButtonDisabled(plus, 0)).toBe(false);
  });
});

describe('applySkillPoints', () => {
  it('adds a change and floors at 0, reporting what actually changed', () => {
    expect(applySkillPoints(3, { points: 2 })).toEqual({ points: 5, applied: 2 });
    expect(applySkillPoints(3, { points: -50 })).toEqual({ points: 0, applied: -3 });
  });
  it('replaces with an absolute value', () => {
    expect(applySkillPoints(7, { set: 0 })).toEqual({ points: 0, applied: -7 });
    expect(applySkillPoints(2, { set: 5 })).toEqual({ points: 5, applied: 3 });
  });
});

describe('parseSkillSheetPoints', () => {
  it('accepts whole numbers of 0 or more', () => {
    expect(parseSkillSheetPoints(' 4 ')).toEqual({ ok: true, points: 4 });
    expect(parseSkillSheetPoints('0')).toEqual({ ok: true, points: 0 });
  });
  it.each(['', 'abc', '-1', '2.5'])('refuses %j with the spec message', (text) => {
    expect(parseSkillSheetPoints(text)).toEqual({
      ok: false,
      title: 'Invalid Points',
      description: 'Please enter a valid number (0 or higher)',
    });
  });
  it('refuses more than the API allows', () => {
    expect(parseSkillSheetPoints('99999').ok).toBe(false);
  });
});
