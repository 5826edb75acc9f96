import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classroom } from '../support/classroom';
import { createTestApp, type TestContext } from '../support/test-app';

// The reports: text files a teacher hands to a parent or a principal, and the class CSV.

let t: TestContext;
let c: Awaited<ReturnType<typeof classroom>>;
let star: { id: number; firstName: string; lastName: string };
beforeAll(async () => {
  t = await createTestApp();
  c = await classroom(t, 3);
  star = c.mine.students[0];
  const ids = c.mine.students.map((s) => s.id);
  await c.asTeacher('POST', '/api/behaviors/batch', { studentIds: ids, type: 'Teamwork', points: 1 });
  await c.asTeacher('POST', '/api/behaviors/batch', {
    studentIds: [star.id],
    type: 'Outstanding Question',
    points: 3,
    description: 'Asked why',
  });
  await c.asTeacher('POST', '/api/behaviors/batch', { studentIds: [ids[1]], type: 'Disruption', points: -2 });
  await c.asTeacher('PATCH', `/api/students/${star.id}/homework`, { points: 2 });
  await c.asTeacher('PATCH', `/api/students/${ids[2]}`, { nickname: '=HYPERLINK("http://evil")' });
  // Names of their own, so that a leak would show.
  for (const [i, s] of c.theirs.students.entries()) {
    await c.asOther('PATCH', `/api/students/${s.id}`, { firstName: `Other${i}`, lastName: 'Pupil' });
    s.firstName = `Other${i}`;
    s.lastName = 'Pupil';
  }
  await c.asOther('POST', '/api/behaviors/batch', {
    studentIds: [c.theirs.students[0].id],
    type: 'Secret Award',
    points: 3,
  });
});
afterAll(() => t.close());

const file = (res: { statusCode: number; headers: Record<string, unknown>; body: string }) => {
  expect(res.statusCode, res.body).toBe(200);
  return {
    type: String(res.headers['content-type']),
    name: String(res.headers['content-disposition']),
    text: res.body,
  };
};
const today = new Date().toISOString().slice(0, 10);

describe('report permissions', () => {
  const urls = () => [
    '/api/export/class-summary',
    `/api/export/class-summary/${c.mine.klass.id}`,
    `/api/export/class-summary/${c.mine.klass.id}/csv`,
    `/api/export/student-report/${star.id}`,
  ];
  it('401 signed out, 403 for a student', async () => {
    for (const url of urls()) {
      expect((await c.anonymous('GET', url)).statusCode, url).toBe(401);
      expect((await c.asStudent('GET', url)).statusCode, url).toBe(403);
    }
  });
  it("404 for another teacher's class or student, 400 for bad ids and dates", async () => {
    expect((await c.asOther('GET', `/api/export/class-summary/${c.mine.klass.id}`)).statusCode).toBe(404);
    expect((await c.asOther('GET', `/api/export/class-summary/${c.mine.klass.id}/csv`)).statusCode).toBe(404);
    expect((await c.asOther('GET', `/api/export/student-report/${star.id}`)).statusCode).toBe(404);
    expect((await c.asTeacher('GET', '/api/export/student-report/x')).statusCode).toBe(400);
    const bad = await c.asTeacher('GET', `/api/export/class-summary/${c.mine.klass.id}?from=soon`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('from: from must be a real date (YYYY-MM-DD)');
    // JavaScript's Date reads 31 February as 2 March: a day that does not exist is refused.
    for (const query of ['from=2024-02-31', 'to=2023-02-29', 'from=2026-04-31&to=2026-05-01']) {
      const missing = await c.asTeacher('GET', `/api/export/class-summary/${c.mine.klass.id}?${query}`);
      expect(missing.statusCode, query).toBe(400);
      expect(missing.json().message).toMatch(/^(from|to): (from|to) must be a real date \(YYYY-MM-DD\)$/);
      const csv = await c.asTeacher('GET', `/api/export/class-summary/${c.mine.klass.id}/csv?${query}`);
      expect(csv.statusCode, query).toBe(400);
    }
    const backwards = await c.asTeacher(
      'GET',
      `/api/export/class-summary/${c.mine.klass.id}?from=2026-10-01&to=2026-09-01`,
    );
    expect(backwards.statusCode).toBe(400);
  });
});

describe('GET /api/export/class-summary', () => {
  it('summarises every class of the teacher and no one else’s', async () => {
    const f = file(await c.asTeacher('GET', '/api/export/class-summary'));
    expect(f.type).toBe('text/plain; charset=utf-8');
    expect(f.name).toBe(`attachment; filename="all-classes-summary-${today}.txt"`);
    expect(f.text).toContain('ALL CLASSES SUMMARY');
    expect(f.text).toContain(c.mine.klass.name);
    expect(f.text).toContain('Students: 3');
    expect(f.text).toContain('Average balance: 1.3'); // (4 - 1 + 1) / 3
    expect(f.text).toContain('Positive behaviors: 4');
    expect(f.text).toContain('Negative behaviors: 1');
    expect(f.text).toContain('Top behaviors: Teamwork (3), Outstanding Question (1)');
    expect(f.text).not.toContain(c.theirs.klass.name);
    expect(f.text).not.toContain('Secret Award');
  });
});

describe('GET /api/export/class-summary/{classId}', () => {
  it('lists each student with balance, homework, skills and the period', async () => {
    const f = file(await c.asTeacher('GET', `/api/export/class-summary/${c.mine.klass.id}`));
    expect(f.name).toMatch(/^attachment; filename="class-report-[A-Za-z0-9-]+-\d{4}-\d{2}-\d{2}\.txt"$/);
    expect(f.text).toContain(`CLASS REPORT - ${c.mine.klass.name}`);
    expect(f.text).toContain(`${star.firstName} ${star.lastName}`);
    expect(f.text).toContain('Balance: +4    Homework score: 2    Total: +6');
    expect(f.text).toContain(
      'In this period: +4 behavior points (2 positive, 0 negative), +2 homework points, 0 days absent',
    );
    for (const s of c.theirs.students) expect(f.text).not.toContain(`${s.firstName} ${s.lastName}`);
  });

  it('counts only the records of the chosen period', async () => {
    const f = file(
      await c.asTeacher('GET', `/api/export/class-summary/${c.mine.klass.id}?from=2020-01-01&to=2020-12-31`),
    );
    expect(f.text).toContain('Period: January 1, 2020 to December 31, 2020');
    expect(f.text).toContain('Balance: +4');
    expect(f.text).toContain(
      'In this period: 0 behavior points (0 positive, 0 negative), 0 homework points, 0 days absent',
    );
  });

  it('as CSV: a row per student, Excel-ready, formulas neutralised', async () => {
    const f = file(await c.asTeacher('GET', `/api/export/class-summary/${c.mine.klass.id}/csv`));
    expect(f.type).toBe('text/csv; charset=utf-8');
    expect(f.name).toMatch(/\.csv"$/);
    expect(f.text.startsWith('\uFEFF"First Name","Last Name"')).toBe(true);
    const lines = f.text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(f.text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    const row = lines.find((l) => l.includes(`"${star.firstName}","${star.lastName}"`));
    // … homework 2, days absent 0, late 0, left early 0.
    expect(row).toMatch(/,4,2,0,6,4,2,0,2,0,0,0$/);
  });
});

describe('GET /api/export/student-report/{studentId}', () => {
  it('has the profile, figures, skills and the 10 most recent behaviours', async () => {
    for (let i = 0; i < 11; i++) {
      await c.asTeacher('POST', '/api/behaviors/batch', {
        studentIds: [star.id],
        type: `Helper ${i}`,
        points: 1,
      });
    }
    const f = file(await c.asTeacher('GET', `/api/export/student-report/${star.id}`));
    expect(f.name).toMatch(new RegExp(`student-report-${star.firstName}-${star.lastName}-${today}\\.txt`));
    expect(f.text).toContain(`STUDENT REPORT - ${star.firstName} ${star.lastName}`);
    expect(f.text).toContain(`Class: ${c.mine.klass.name}`);
    expect(f.text).toContain('Remote Chalk Points (balance): +15');
    expect(f.text).toContain('Homework score: 2 (1 entry)');
    expect(f.text).toContain('RECENT BEHAVIOR (latest 10)');
    expect(f.text).toContain('Helper 10 (+1)');
    expect(f.text).toContain('Helper 1 (+1)');
    expect(f.text).not.toContain('Helper 0 (+1)');
    expect(f.text).not.toContain('Outstanding Question');
    expect(f.text).not.toContain(`${c.mine.students[1].firstName} ${c.mine.students[1].lastName}`);
  });
});
