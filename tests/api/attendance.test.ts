import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverToday } from '../../src/server/modules/attendance/today';
import { createTeacher } from '../../src/server/seed/factories';
import { classroom, recordEvents, requester } from '../support/classroom';
import { createTestApp, type TestContext } from '../support/test-app';

// Attendance (docs/decisions/0088): GET/PUT /api/classes/{id}/attendance, a student's
// absences, and the days absent in the class report and its CSV.

let t: TestContext;
let c: Awaited<ReturnType<typeof classroom>>;
let cookies: Record<'teacher' | 'other' | 'student', string>;
beforeAll(async () => {
  t = await createTestApp();
  c = await classroom(t, 4);
  cookies = {
    teacher: await t.cookieFor({ kind: 'teacher', id: c.teacher.id }),
    other: await t.cookieFor({ kind: 'teacher', id: c.otherTeacher.id }),
    student: await t.cookieFor({ kind: 'student', id: c.mine.students[0].id }),
  };
});
afterAll(() => t.close());

const put = (who: keyof typeof cookies | null, url: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url,
    payload: payload as object,
    headers: who ? { cookie: cookies[who] } : {},
  });
const url = (query = '') => `/api/classes/${c.mine.klass.id}/attendance${query}`;
const ids = () => c.mine.students.map((s) => s.id);

describe('GET/PUT /api/classes/{classId}/attendance', () => {
  it('a day nobody marked: everyone present, today by default (the server’s time zone)', async () => {
    const res = await c.asTeacher('GET', url());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      date: serverToday(),
      absentStudentIds: [],
      lateStudentIds: [],
      leftEarlyStudentIds: [],
    });
  });

  it("replaces the day's list, sorted, and says so on the live stream", async () => {
    const [a, b, d] = ids();
    const events = recordEvents(t);
    const res = await put('teacher', url('?date=2026-03-02'), { absentStudentIds: [d, a] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      date: '2026-03-02',
      absentStudentIds: [a, d].sort((x, y) => x - y),
      lateStudentIds: [],
      leftEarlyStudentIds: [],
    });
    await events.expectEvent({ topic: 'attendance', classId: c.mine.klass.id });
    // A second save replaces, never adds.
    await put('teacher', url('?date=2026-03-02'), { absentStudentIds: [b] });
    expect((await c.asTeacher('GET', url('?date=2026-03-02'))).json().absentStudentIds).toEqual([b]);
    // Other days are their own.
    expect((await c.asTeacher('GET', url('?date=2026-03-03'))).json().absentStudentIds).toEqual([]);
    // An empty list: everyone is here.
    expect((await put('teacher', url('?date=2026-03-02'), { absentStudentIds: [] })).json()).toEqual({
      date: '2026-03-02',
      absentStudentIds: [],
      lateStudentIds: [],
      leftEarlyStudentIds: [],
    });
  });

  it('PUT without a date is today', async () => {
    const [a] = ids();
    expect((await put('teacher', url(), { absentStudentIds: [a] })).json()).toMatchObject({
      date: serverToday(),
      absentStudentIds: [a],
    });
    expect((await c.asTeacher('GET', url())).json().absentStudentIds).toEqual([a]);
    await put('teacher', url(), { absentStudentIds: [] });
  });

  it('400 for a student of another class, a duplicate or a bad date, and nothing changes', async () => {
    const [a, b] = ids();
    await put('teacher', url('?date=2026-04-01'), { absentStudentIds: [a] });
    const cases: [string, unknown, string][] = [
      [
        url('?date=2026-04-01'),
        { absentStudentIds: [b, c.theirs.students[0].id] },
        'Only students of this class can be marked absent, late or left early',
      ],
      [
        url('?date=2026-04-01'),
        { absentStudentIds: [b, 99999999] },
        'Only students of this class can be marked absent, late or left early',
      ],
      [
        url('?date=2026-04-01'),
        { absentStudentIds: [b], lateStudentIds: [c.theirs.students[0].id] },
        'Only students of this class can be marked absent, late or left early',
      ],
      [url('?date=2026-04-01'), { absentStudentIds: [b, b] }, 'Each student may appear only once'],
      [
        url('?date=2026-04-01'),
        { absentStudentIds: 'all' },
        'absentStudentIds must be a list of student ids',
      ],
      [url('?date=2026-02-30'), { absentStudentIds: [b] }, 'date must be a real date (YYYY-MM-DD)'],
      [url('?date=yesterday'), { absentStudentIds: [b] }, 'date must be a real date (YYYY-MM-DD)'],
    ];
    for (const [where, body, message] of cases) {
      const res = await put('teacher', where, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect((await c.asTeacher('GET', url('?date=2026-04-01'))).json().absentStudentIds).toEqual([a]);
    expect((await c.asTeacher('GET', url('?date=2026-02-30'))).statusCode).toBe(400);
  });

  it('401 signed out, 403 for a student, 404 for another teacher’s class (or none)', async () => {
    const [a] = ids();
    expect((await c.anonymous('GET', url())).statusCode).toBe(401);
    expect((await put(null, url(), { absentStudentIds: [a] })).statusCode).toBe(401);
    expect((await c.asStudent('GET', url())).statusCode).toBe(403);
    expect((await put('student', url(), { absentStudentIds: [a] })).statusCode).toBe(403);
    expect((await c.asOther('GET', url())).statusCode).toBe(404);
    expect((await put('other', url(), { absentStudentIds: [a] })).statusCode).toBe(404);
    expect((await put('other', url(), { absentStudentIds: [] })).statusCode).toBe(404);
    expect((await c.asTeacher('GET', '/api/classes/99999999/attendance')).statusCode).toBe(404);
    // The other teacher's own class cannot be given my students either.
    const theirs = `/api/classes/${c.theirs.klass.id}/attendance`;
    expect((await put('other', theirs, { absentStudentIds: [a] })).statusCode).toBe(400);
    expect((await c.asTeacher('GET', url())).json().absentStudentIds).toEqual([]);
  });
});

describe('GET /api/students/{id}/absences', () => {
  it("lists the student's days newest first; others 401/403/404", async () => {
    const [a] = ids();
    await put('teacher', url('?date=2026-05-04'), { absentStudentIds: [a] });
    await put('teacher', url('?date=2026-05-06'), { absentStudentIds: [a] });
    const res = await c.asTeacher('GET', `/api/students/${a}/absences`);
    expect(res.statusCode).toBe(200);
    expect(res.json().dates.slice(0, 2)).toEqual(['2026-05-06', '2026-05-04']);
    expect((await c.anonymous('GET', `/api/students/${a}/absences`)).statusCode).toBe(401);
    expect((await c.asStudent('GET', `/api/students/${a}/absences`)).statusCode).toBe(403);
    expect((await c.asOther('GET', `/api/students/${a}/absences`)).statusCode).toBe(404);
  });
});

describe('days absent in the class report', () => {
  it('counts the days of the period in the text and the CSV', async () => {
    const [a, b] = ids();
    await put('teacher', url('?date=2025-09-01'), { absentStudentIds: [a, b] });
    await put('teacher', url('?date=2025-09-02'), { absentStudentIds: [a] });
    await put('teacher', url('?date=2025-10-01'), { absentStudentIds: [a] });
    const period = '?from=2025-09-01&to=2025-09-30';
    const text = await c.asTeacher('GET', `/api/export/class-summary/${c.mine.klass.id}${period}`);
    expect(text.statusCode).toBe(200);
    const star = c.mine.students[0];
    const block = text.body.slice(text.body.indexOf(`${star.firstName} ${star.lastName}`));
    expect(block).toMatch(/homework points, 2 days absent/);
    expect(text.body).toMatch(/homework points, 1 day absent/);
    const csv = await c.asTeacher('GET', `/api/export/class-summary/${c.mine.klass.id}/csv${period}`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const header = lines[0].split(',');
    const column = header.indexOf('"Period Days Absent"');
    expect(column).toBeGreaterThan(0);
    const absentOf = (s: { firstName: string; lastName: string }) =>
      lines.find((l) => l.startsWith(`"${s.firstName}","${s.lastName}"`))?.split(',')[column];
    expect(absentOf(star)).toBe('2');
    expect(absentOf(c.mine.students[1])).toBe('1');
    expect(absentOf(c.mine.students[2])).toBe('0');
    // A period that covers October too counts that day as well.
    const longer = await c.asTeacher(
      'GET',
      `/api/export/class-summary/${c.mine.klass.id}/csv?from=2025-09-01&to=2025-10-01`,
    );
    const row = longer.body.split('\r\n').find((l) => l.startsWith(`"${star.firstName}","${star.lastName}"`));
    expect(row?.split(',')[column]).toBe('3');
  });
});

describe('class-wide skill award', () => {
  it('skips the students absent today; all absent is a 400 that changes nothing', async () => {
    const [a, ...rest] = ids();
    const skill = (await c.asTeacher('GET', '/api/skills')).json()[0];
    const award = () =>
      c.asTeacher('POST', `/api/classes/${c.mine.klass.id}/skills/${skill.id}/award`, { points: 2 });
    await put('teacher', url(), { absentStudentIds: [a] });
    const res = await award();
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .results.map((r: { studentId: number }) => r.studentId)
        .sort(),
    ).toEqual([...rest].sort());
    await put('teacher', url(), { absentStudentIds: ids() });
    const none = await award();
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ code: 'NO_ONE_PRESENT' });
    const skillsOf = async (id: number) =>
      (await c.asTeacher('GET', `/api/students/${id}/skills`)).json() as {
        skillId: number;
        points: number;
      }[];
    expect((await skillsOf(a)).find((s) => s.skillId === skill.id)?.points ?? 0).toBe(0);
    expect((await skillsOf(rest[0])).find((s) => s.skillId === skill.id)?.points).toBe(2);
    await put('teacher', url(), { absentStudentIds: [] });
  });
});

describe('late and left early (decision 0146)', () => {
  it('keeps three lists for the day and returns them, each sorted', async () => {
    const [a, b, d, e] = ids();
    const res = await put('teacher', url('?date=2026-06-01'), {
      absentStudentIds: [a],
      lateStudentIds: [e, b],
      leftEarlyStudentIds: [d],
    });
    expect(res.statusCode, res.body).toBe(200);
    const day = {
      date: '2026-06-01',
      absentStudentIds: [a],
      lateStudentIds: [b, e].sort((x, y) => x - y),
      leftEarlyStudentIds: [d],
    };
    expect(res.json()).toEqual(day);
    expect((await c.asTeacher('GET', url('?date=2026-06-01'))).json()).toEqual(day);
    // A save without the newer lists replaces them too: nobody is late any more.
    await put('teacher', url('?date=2026-06-01'), { absentStudentIds: [b] });
    expect((await c.asTeacher('GET', url('?date=2026-06-01'))).json()).toEqual({
      date: '2026-06-01',
      absentStudentIds: [b],
      lateStudentIds: [],
      leftEarlyStudentIds: [],
    });
    // A late day is not an absence on the student's page.
    await put('teacher', url('?date=2026-06-02'), { absentStudentIds: [], lateStudentIds: [a] });
    expect((await c.asTeacher('GET', `/api/students/${a}/absences`)).json().dates).not.toContain(
      '2026-06-02',
    );
  });

  it('400 for a student in two lists, with a clear message, and nothing changes', async () => {
    const [a, b] = ids();
    await put('teacher', url('?date=2026-06-03'), { absentStudentIds: [a] });
    for (const body of [
      { absentStudentIds: [b], lateStudentIds: [b] },
      { absentStudentIds: [], lateStudentIds: [a], leftEarlyStudentIds: [a] },
      { absentStudentIds: [b], leftEarlyStudentIds: [b] },
    ]) {
      const res = await put('teacher', url('?date=2026-06-03'), body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain('A student can be in only one list: absent, late or left early');
    }
    const bad = await put('teacher', url('?date=2026-06-03'), { absentStudentIds: [], lateStudentIds: 'b' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('lateStudentIds must be a list of student ids');
    expect((await c.asTeacher('GET', url('?date=2026-06-03'))).json()).toEqual({
      date: '2026-06-03',
      absentStudentIds: [a],
      lateStudentIds: [],
      leftEarlyStudentIds: [],
    });
  });

  it('counts late and left-early students as present for a class-wide award; the picker skips who left', async () => {
    const [a, b, d, e] = ids();
    const skill = (await c.asTeacher('GET', '/api/skills')).json()[1];
    await put('teacher', url(), { absentStudentIds: [a], lateStudentIds: [b], leftEarlyStudentIds: [d] });
    const res = await c.asTeacher('POST', `/api/classes/${c.mine.klass.id}/skills/${skill.id}/award`, {
      points: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    const awarded = res.json().results.map((r: { studentId: number }) => r.studentId);
    expect(awarded.sort()).toEqual([b, d, e].sort());
    // Everyone but the late one away: the picker calls on the late one, who is in the room.
    await put('teacher', url(), { absentStudentIds: [a, e], lateStudentIds: [b], leftEarlyStudentIds: [d] });
    await c.asTeacher('DELETE', `/api/classes/${c.mine.klass.id}/picks`);
    for (let i = 0; i < 3; i++) {
      const pick = await c.asTeacher('POST', `/api/classes/${c.mine.klass.id}/picks`);
      expect(pick.statusCode, pick.body).toBe(201);
      expect(pick.json().student.id).toBe(b);
    }
    await put('teacher', url(), { absentStudentIds: [a, b, e], leftEarlyStudentIds: [d] });
    const none = await c.asTeacher('POST', `/api/classes/${c.mine.klass.id}/picks`);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'NO_ONE_PRESENT' });
    await put('teacher', url(), { absentStudentIds: [] });
  });

  it('counts days late and left early in the class report and its CSV', async () => {
    const [a, b] = ids();
    await put('teacher', url('?date=2025-11-03'), { absentStudentIds: [], lateStudentIds: [a, b] });
    await put('teacher', url('?date=2025-11-04'), { absentStudentIds: [b], lateStudentIds: [a] });
    await put('teacher', url('?date=2025-11-05'), { absentStudentIds: [], leftEarlyStudentIds: [a] });
    const period = '?from=2025-11-01&to=2025-11-30';
    const text = await c.asTeacher('GET', `/api/export/class-summary/${c.mine.klass.id}${period}`);
    expect(text.statusCode).toBe(200);
    expect(text.body).toMatch(/homework points, 0 days absent, 2 days late, 1 day left early/);
    expect(text.body).toMatch(/homework points, 1 day absent, 1 day late\n/);
    const csv = await c.asTeacher('GET', `/api/export/class-summary/${c.mine.klass.id}/csv${period}`);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    const header = lines[0].split(',');
    const cells = (s: { firstName: string; lastName: string }) => {
      const row = lines.find((l) => l.startsWith(`"${s.firstName}","${s.lastName}"`))?.split(',') ?? [];
      return ['"Period Days Absent"', '"Period Days Late"', '"Period Days Left Early"'].map(
        (h) => row[header.indexOf(h)],
      );
    };
    expect(cells(c.mine.students[0])).toEqual(['0', '2', '1']);
    expect(cells(c.mine.students[1])).toEqual(['1', '1', '0']);
    expect(cells(c.mine.students[2])).toEqual(['0', '0', '0']);
  });

  it('travels in the full export and comes back after a restore', async () => {
    const [a, b, d] = ids();
    await put('teacher', url('?date=2026-07-01'), {
      absentStudentIds: [a],
      lateStudentIds: [b],
      leftEarlyStudentIds: [d],
    });
    await put('teacher', url('?date=2026-07-02'), { absentStudentIds: [], lateStudentIds: [a] });
    const file = (await c.asTeacher('GET', '/api/export')).json();
    const days = file.classes[0].attendance as { date: string; lateStudents?: string[] }[];
    expect(days.find((x) => x.date === '2026-07-02')).toMatchObject({
      absentStudents: [],
      lateStudents: [expect.any(String)],
    });
    const fresh = await createTeacher(t.database.db, { name: 'Restoring Teacher' });
    const asFresh = requester(t, await t.cookieFor({ kind: 'teacher', id: fresh.id }));
    const restored = await asFresh('POST', '/api/import/full', file);
    expect(restored.statusCode, restored.body).toBe(201);
    const klass = restored.json().createdClasses[0].id;
    const day = (await asFresh('GET', `/api/classes/${klass}/attendance?date=2026-07-01`)).json();
    expect([day.absentStudentIds.length, day.lateStudentIds.length, day.leftEarlyStudentIds.length]).toEqual([
      1, 1, 1,
    ]);
    expect((await asFresh('GET', `/api/export`)).json().classes[0].attendance).toEqual(days);
  });
});
