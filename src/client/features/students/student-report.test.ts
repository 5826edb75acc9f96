import type { BehaviorView } from '@shared/behaviors/schemas';
import type { StudentView } from '@shared/students/schemas';
import { describe, expect, it } from 'vitest';
import { buildStudentReport, mailtoHref } from './student-report';

const student: StudentView = {
  id: 7,
  classId: 1,
  firstName: 'Ada',
  lastName: 'Lovelace',
  nickname: 'Countess',
  email: 'ada@school.edu',
  photoUrl: null,
  bio: null,
  balance: 4,
  hwScore: 3,
  isRegistered: false,
  createdAt: '2025-01-01T00:00:00Z',
};

const behavior = (id: number, points: number): BehaviorView => ({
  id,
  studentId: 7,
  type: `Behavior ${id}`,
  points,
  description: id === 12 ? 'stayed late to help' : null,
  timestamp: new Date(Date.UTC(2025, 2, id)).toISOString(),
  undoesId: null,
  undone: false,
});

describe('buildStudentReport', () => {
  const behaviors = Array.from({ length: 12 }, (_, i) => behavior(12 - i, i % 2 ? -1 : 2));
  const skill = { skillId: 1, points: 5, skill: { id: 1, name: 'Teamwork', description: '' } };
  const { subject, body } = buildStudentReport({
    student,
    skills: [skill],
    behaviors,
    teacherName: 'Ms. Hopper',
    now: new Date(Date.UTC(2025, 2, 20)),
  });

  it('names the student in the subject', () => {
    expect(subject).toContain('Progress Report: Ada Lovelace');
  });

  it('sums up the scores and skills', () => {
    expect(body).toContain('Remote Chalk Points: +4');
    expect(body).toContain('Homework Score: 3');
    expect(body).toContain('Total Score: +12');
    expect(body).toContain('- Teamwork: 5 points');
  });

  it('lists only the 10 most recent behaviours, newest first', () => {
    expect(body).toContain('Behavior 12 (+2) - stayed late to help');
    expect(body).toContain('Behavior 3 ');
    expect(body).not.toContain('Behavior 2 ');
    expect(body.indexOf('Behavior 12')).toBeLessThan(body.indexOf('Behavior 11'));
  });

  it('signs with the teacher name', () => {
    expect(body.endsWith('Ms. Hopper')).toBe(true);
  });
});

describe('mailtoHref', () => {
  it('encodes subject and body and keeps the address readable', () => {
    const href = mailtoHref('parent@home.org', 'Report & more', 'Line 1\nLine 2');
    expect(href).toBe('mailto:parent@home.org?subject=Report%20%26%20more&body=Line%201%0ALine%202');
  });
});
