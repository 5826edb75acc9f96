import { totalScore } from '../../../shared/scores/score';
import type { ClassReportData } from './report-data';

// One CSV for a class: a row per student, a column per figure. Opens cleanly in Excel and Google
// Sheets (UTF-8 byte-order mark, CRLF, every text quoted). A text cell starting with = + - @
// (or a tab or carriage return) is prefixed with ' so a spreadsheet never runs it as a formula.

/** Text for a spreadsheet cell: quoted, with formula triggers neutralised. */
export function csvText(value: string | null | undefined): string {
  const v = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function classReportCsv(data: ClassReportData): string {
  const skillNames = [...new Set(data.students.flatMap((s) => s.skills.map((k) => k.skill.name)))].sort();
  const header = [
    'First Name',
    'Last Name',
    'Nickname',
    'Email',
    'Balance',
    'Homework Score',
    'Skill Points',
    'Total Score',
    'Period Behavior Points',
    'Period Positive',
    'Period Negative',
    'Period Homework Points',
    'Period Days Absent',
    'Period Days Late',
    'Period Days Left Early',
    ...skillNames,
  ].map(csvText);
  const rows = data.students.map((s) => {
    const points = new Map(s.skills.map((k) => [k.skill.name, k.points]));
    const skillSum = s.skills.reduce((n, k) => n + k.points, 0);
    return [
      csvText(s.firstName),
      csvText(s.lastName),
      csvText(s.nickname),
      csvText(s.email),
      s.balance,
      s.hwScore,
      skillSum,
      totalScore(s.balance, s.hwScore, s.skills),
      s.periodPoints,
      s.positive,
      s.negative,
      s.periodHomework,
      s.daysAbsent,
      s.daysLate,
      s.daysLeftEarly,
      ...skillNames.map((n) => points.get(n) ?? 0),
    ].join(',');
  });
  return `\uFEFF${[header.join(','), ...rows].join('\r\n')}\r\n`;
}
