import { describe, expect, it } from 'vitest';
import { describeSummary } from './data-section';

const summary = {
  classes: 1,
  students: 1,
  behaviorRecords: 1,
  homeworkEntries: 1,
  skillScores: 2,
  more: { contracts: 0, questions: 1, 'lesson plans': 3 },
  unknownSkills: [],
  exportedAt: '2026-11-27T10:00:00.000Z',
  teacherName: 'Ada Lovelace',
  uploadedFiles: 0,
  uploadedFilesLeftOut: 0,
  alreadyPresent: { classes: [], lessonPlans: 0 },
  familyLinks: 0,
  familyNote: null,
};

describe('describeSummary (the restore preview)', () => {
  it('says one of a thing in the singular, the areas added later too', () => {
    expect(describeSummary(summary)).toBe(
      '1 class, 1 student, 1 behavior record, 1 homework entry, 2 skill scores, 1 question and 3 lesson plans',
    );
  });
});
