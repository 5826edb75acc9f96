import { formatDateTime } from '@client/lib/relative-time';
import type { BehaviorView } from '@shared/behaviors/schemas';
import { formatAverage, formatPointCount, formatSignedPoints, totalScore } from '@shared/scores/score';
import type { StudentSkillView } from '@shared/skills/schemas';
import type { StudentView } from '@shared/students/schemas';

// The Share Report mail (a mail draft with a prefilled subject and body that
// includes the 10 most recent behaviours). Plain text: every mail program shows it the same.

export const REPORT_BEHAVIOR_COUNT = 10;

interface ReportInput {
  student: StudentView;
  skills: readonly StudentSkillView[];
  /** Newest first, as the API answers. */
  behaviors: readonly BehaviorView[];
  teacherName?: string | null;
  now?: Date;
}

export function buildStudentReport({
  student,
  skills,
  behaviors,
  teacherName,
  now = new Date(),
}: ReportInput) {
  const name = `${student.firstName} ${student.lastName}`;
  const date = now.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  const subject = `Progress Report: ${name} (${date})`;

  const skillLines = skills.length
    ? skills.map((s) => `- ${s.skill?.name || 'Unknown Skill'}: ${formatPointCount(s.points)}`)
    : ['- No skills graded yet.'];
  // A report goes to the family: an undone record (and its undo) is no part of it (decision 0076).
  const recent = behaviors.filter((b) => !b.undone).slice(0, REPORT_BEHAVIOR_COUNT);
  const behaviorLines = recent.length
    ? recent.map(
        (b) =>
          `- ${formatDateTime(b.timestamp)}: ${b.type} (${formatSignedPoints(b.points)})${b.description ? ` - ${b.description}` : ''}`,
      )
    : ['- No behavior recorded yet.'];

  const body = [
    `Progress report for ${name}${student.nickname ? ` ("${student.nickname}")` : ''}`,
    `Date: ${date}`,
    '',
    'SUMMARY',
    `Remote Chalk Points: ${formatSignedPoints(student.balance)}`,
    `Homework Score: ${student.hwScore}`,
    `Total Score: ${formatSignedPoints(totalScore(student.balance, student.hwScore, skills))}`,
    '',
    'SKILLS',
    ...skillLines,
    `Average: ${formatAverage(skills.map((s) => s.points))} points per skill`,
    '',
    `RECENT BEHAVIOR (latest ${REPORT_BEHAVIOR_COUNT})`,
    ...behaviorLines,
    '',
    teacherName ? `Kind regards,\n${teacherName}` : 'Kind regards',
  ].join('\n');

  return { subject, body };
}

/** A mailto: address that opens a draft; the recipient may be left empty. */
export function mailtoHref(to: string, subject: string, body: string): string {
  const params = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return `mailto:${encodeURIComponent(to.trim()).replace(/%40/g, '@')}?${params}`;
}
