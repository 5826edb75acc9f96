import { countOf } from '../../../shared/common/plural';
import { formatAverage, formatSignedPoints, totalScore } from '../../../shared/scores/score';
import type { ClassReportData, ClassSummaryData, StudentReportData } from './report-data';

// The text reports: plain text a teacher can print or mail to a parent or a
// principal. Lines, not tables: every program shows them the same.

const RULE = '='.repeat(60);
const LINE = '-'.repeat(60);
const day = (d: Date) =>
  d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
const when = (d: Date) =>
  d.toLocaleString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  });
const name = (s: { firstName: string; lastName: string; nickname?: string | null }) =>
  `${s.firstName} ${s.lastName}${s.nickname ? ` ("${s.nickname}")` : ''}`;
const header = (title: string, lines: string[], now: Date) =>
  [RULE, title, RULE, ...lines, `Generated: ${day(now)}`, ''].join('\n');

export function classSummaryText(data: ClassSummaryData, now = new Date()) {
  const out = [
    header(
      'REMOTE CHALK - ALL CLASSES SUMMARY',
      [`Teacher: ${data.teacher}`, `Classes: ${data.classes.length}`],
      now,
    ),
  ];
  if (data.classes.length === 0) out.push('No classes yet.');
  for (const c of data.classes) {
    out.push(
      [
        c.name,
        LINE,
        `Class code: ${c.classCode}`,
        `Students: ${c.students}`,
        `Average balance: ${formatAverage(c.averageBalance)}`,
        `Average homework score: ${formatAverage(c.averageHomework)}`,
        `Positive behaviors: ${c.positive}`,
        `Negative behaviors: ${c.negative}`,
        `Top behaviors: ${c.topBehaviors.length ? c.topBehaviors.map((b) => `${b.type} (${b.count})`).join(', ') : 'none yet'}`,
        '',
      ].join('\n'),
    );
  }
  return out.join('\n');
}

export function classReportText(data: ClassReportData, now = new Date()) {
  const { klass, students, period } = data;
  const until = new Date(period.until.getTime() - 1);
  const out = [
    header(
      `CLASS REPORT - ${klass.name}`,
      [
        `Teacher: ${data.teacher}`,
        `Class code: ${klass.classCode}`,
        `Students: ${students.length}`,
        `Class average balance: ${formatAverage(students.map((s) => s.balance))}`,
        `Period: ${day(period.from)} to ${day(until)}`,
      ],
      now,
    ),
  ];
  if (students.length === 0) out.push('No students in this class.');
  for (const s of students) {
    const skills = s.skills.filter((k) => k.points > 0);
    out.push(
      [
        name(s),
        LINE,
        `Balance: ${formatSignedPoints(s.balance)}    Homework score: ${s.hwScore}    Total: ${formatSignedPoints(totalScore(s.balance, s.hwScore, s.skills))}`,
        `In this period: ${formatSignedPoints(s.periodPoints)} behavior points (${s.positive} positive, ${s.negative} negative), ${formatSignedPoints(s.periodHomework)} homework points, ${countOf(s.daysAbsent, 'day')} absent${attendanceExtras(s)}`,
        `Skills: ${skills.length ? skills.map((k) => `${k.skill.name} ${k.points}`).join(', ') : 'none graded yet'}`,
        '',
      ].join('\n'),
    );
  }
  return out.join('\n');
}

export function studentReportText(data: StudentReportData, now = new Date()) {
  const { student: s, recent } = data;
  const skills = s.skills;
  return [
    header(
      `STUDENT REPORT - ${s.firstName} ${s.lastName}`,
      [`Class: ${data.className}`, `Teacher: ${data.teacher}`],
      now,
    ),
    'PROFILE',
    LINE,
    `Name: ${name(s)}`,
    ...(s.email ? [`Email: ${s.email}`] : []),
    ...(s.bio ? [`About: ${s.bio}`] : []),
    '',
    'SUMMARY',
    LINE,
    `Remote Chalk Points (balance): ${formatSignedPoints(s.balance)}`,
    `Homework score: ${s.hwScore} (${data.homeworkEntries} ${data.homeworkEntries === 1 ? 'entry' : 'entries'})`,
    `Total score: ${formatSignedPoints(totalScore(s.balance, s.hwScore, skills))}`,
    '',
    'SKILLS',
    LINE,
    ...(skills.length ? skills.map((k) => `${k.skill.name}: ${k.points}`) : ['No skills graded yet.']),
    '',
    `RECENT BEHAVIOR (latest ${recent.length === 0 ? 10 : Math.min(10, recent.length)})`,
    LINE,
    ...(recent.length
      ? recent.map(
          (b) =>
            `${when(b.timestamp)}  ${b.type} (${formatSignedPoints(b.points)})${b.description ? ` - ${b.description}` : ''}`,
        )
      : ['No behavior history yet.']),
    '',
  ].join('\n');
}

/** Days late and left early, named only when there are some (the CSV always has both columns). */
function attendanceExtras(s: { daysLate: number; daysLeftEarly: number }): string {
  return [
    s.daysLate > 0 ? `, ${countOf(s.daysLate, 'day')} late` : '',
    s.daysLeftEarly > 0 ? `, ${countOf(s.daysLeftEarly, 'day')} left early` : '',
  ].join('');
}
