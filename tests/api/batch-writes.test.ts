import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { homeworkEntries, studentSkills, students } from '../../src/server/db/schema';
import { createClassWithStudents, createTeacher } from '../../src/server/seed/factories';
import { createTestApp, type TestContext } from '../support/test-app';

// Mark All Present, the skill sheet and the bulk editor write in one transaction
// each, so a failure never leaves a class half graded, and the bulk editor's changes are deltas.

let t: TestContext;
let teacher: string;
let otherTeacher: string;
let studentCookie: string;
let classId: number;
let ids: number[];
let otherStudentId: number;
let skillIds: number[];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [a, b] = [await createTeacher(db), await createTeacher(db)];
  const mine = await createClassWithStudents(db, a.id, 4);
  const theirs = await createClassWithStudents(db, b.id, 1);
  classId = mine.klass.id;
  ids = mine.students.map((s) => s.id);
  otherStudentId = theirs.students[0].id;
  teacher = await t.cookieFor({ kind: 'teacher', id: a.id });
  otherTeacher = await t.cookieFor({ kind: 'teacher', id: b.id });
  studentCookie = await t.cookieFor({ kind: 'student', id: ids[0] });
  const skills = await t.app.inject({ method: 'GET', url: '/api/skills', headers: { cookie: teacher } });
  skillIds = skills.json().map((s: { id: number }) => s.id);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, cookie: string | null = teacher) =>
  t.app.inject({ method: 'POST', url, headers: cookie ? { cookie } : {}, payload: payload as object });
const homework = (entries: unknown, cookie?: string | null) =>
  post('/api/homework/batch', { entries }, cookie);
const skillChanges = (changes: unknown, cookie?: string | null) =>
  post('/api/skills/changes', { changes }, cookie);

const hwScores = async () => {
  const rows = await t.database.db.select({ id: students.id, hwScore: students.hwScore }).from(students);
  return new Map(rows.map((r) => [r.id, r.hwScore]));
};
const entryCount = async (studentId: number) =>
  (await t.database.db.select().from(homeworkEntries).where(eq(homeworkEntries.studentId, studentId))).length;
const skillPoints = async (studentId: number, skillId: number) => {
  const rows = await t.database.db.select().from(studentSkills).where(eq(studentSkills.studentId, studentId));
  return rows.find((r) => r.skillId === skillId)?.points ?? 0;
};

describe('POST /api/homework/batch', () => {
  it('401 without a session, 403 for a student', async () => {
    expect((await homework([{ studentId: ids[0], points: 2 }], null)).statusCode).toBe(401);
    expect((await homework([{ studentId: ids[0], points: 2 }], studentCookie)).statusCode).toBe(403);
  });

  it.each([
    [[], 'at least one'],
    [
      [
        { studentId: 1, points: 2 },
        { studentId: 1, points: 1 },
      ],
      'only once',
    ],
    [[{ studentId: 1, points: 1.5 }], 'whole number'],
    [[{ studentId: 1 }], 'points'],
    [[{ studentId: 1, points: 2, extra: true }], 'Unrecognized key'],
    ['all', 'entries must be a list'],
  ])('400 for %j', async (entries, message) => {
    const res = await homework(entries);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('grades the whole list in one go and answers each new score in the order sent', async () => {
    const before = await hwScores();
    const entries = [ids[2], ids[0], ids[1]].map((studentId) => ({
      studentId,
      points: 2,
      description: 'Homework: Present',
    }));
    const res = await homework(entries);
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results.map((r: { entry: { studentId: number } }) => r.entry.studentId)).toEqual([
      ids[2],
      ids[0],
      ids[1],
    ]);
    const after = await hwScores();
    for (const r of results) {
      expect(r.entry).toMatchObject({ points: 2, description: 'Homework: Present' });
      expect(r.hwScore).toBe((before.get(r.entry.studentId) ?? 0) + 2);
      expect(after.get(r.entry.studentId)).toBe(r.hwScore);
    }
  });

  it("writes nothing when one student is another teacher's (404), not even for the others", async () => {
    const before = await hwScores();
    const counts = await Promise.all([ids[0], ids[1], otherStudentId].map(entryCount));
    const res = await homework([
      { studentId: ids[0], points: 2 },
      { studentId: otherStudentId, points: 2 },
      { studentId: ids[1], points: 2 },
    ]);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Student not found');
    expect(await hwScores()).toEqual(before);
    expect(await Promise.all([ids[0], ids[1], otherStudentId].map(entryCount))).toEqual(counts);
    const theirs = await homework([{ studentId: ids[0], points: 2 }], otherTeacher);
    expect(theirs.statusCode).toBe(404);
  });

  it('floors each score at 0 and the undo of a batch restores it', async () => {
    await homework([{ studentId: ids[3], points: 3 }]);
    const start = (await hwScores()).get(ids[3]) ?? 0;
    expect(start).toBeGreaterThan(0);
    const res = await homework([{ studentId: ids[3], points: -(start + 7) }]);
    expect(res.json().results[0]).toMatchObject({ entry: { points: -start }, hwScore: 0 });
    const undo = await homework([{ studentId: ids[3], points: start }]);
    expect(undo.json().results[0].hwScore).toBe(start);
  });

  it('publishes one homework event for the class, with the new score', async () => {
    const events: unknown[] = [];
    const off = t.app.deps.bus.subscribe((e) => events.push(e));
    const { hwScore } = (await homework([{ studentId: ids[0], points: 1 }])).json().results[0];
    await vi.waitFor(() =>
      expect(events).toContainEqual({ topic: 'homework', classId, students: [{ id: ids[0], hwScore }] }),
    );
    off();
  });
});

describe('POST /api/skills/changes', () => {
  it('401 without a session, 403 for a student', async () => {
    const change = [{ studentId: ids[0], skillId: skillIds[0], points: 1 }];
    expect((await skillChanges(change, null)).statusCode).toBe(401);
    expect((await skillChanges(change, studentCookie)).statusCode).toBe(403);
  });

  it.each([
    [[], 'at least one'],
    [[{ studentId: 1, skillId: 1 }], 'Send points'],
    [[{ studentId: 1, skillId: 1, points: 1, set: 2 }], 'not both'],
    [[{ studentId: 1, skillId: 1, set: -1 }], 'set must be 0 or more'],
    [
      [
        { studentId: 1, skillId: 1, points: 1 },
        { studentId: 1, skillId: 1, points: 2 },
      ],
      'only once',
    ],
    [[{ studentId: 1, skillId: 0, points: 1 }], 'skillId must be a positive number'],
  ])('400 for %j', async (changes, message) => {
    const res = await skillChanges(changes);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('applies changes as deltas: points given meanwhile on another device are kept', async () => {
    const [s1, s2] = skillIds;
    // Another device gives +4 in s1 after the editor loaded 0.
    await t.app.inject({
      method: 'PATCH',
      url: `/api/students/${ids[1]}/skills/${s1}`,
      headers: { cookie: teacher },
      payload: { points: 4 },
    });
    // The editor moved s1's slider from 0 to 3 and s2's from 0 to 5: it sends +3 and +5.
    const res = await skillChanges([
      { studentId: ids[1], skillId: s1, points: 3 },
      { studentId: ids[1], skillId: s2, points: 5 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      { studentId: ids[1], skillId: s1, points: 7, applied: 3 },
      { studentId: ids[1], skillId: s2, points: 5, applied: 5 },
    ]);
    expect(await skillPoints(ids[1], s1)).toBe(7);
  });

  it('sets absolute values for a class in one call and floors deltas at 0', async () => {
    const [s1] = skillIds;
    const res = await skillChanges([
      { studentId: ids[2], skillId: s1, set: 3 },
      { studentId: ids[3], skillId: s1, set: 3 },
      { studentId: ids[0], skillId: s1, points: -50 },
    ]);
    expect(res.statusCode).toBe(200);
    const [a, b, c] = res.json().results;
    expect([a.points, b.points, c.points]).toEqual([3, 3, 0]);
    expect(c.applied).toBeLessThanOrEqual(0);
  });

  it("writes nothing when a student is another teacher's or a skill is unknown (404)", async () => {
    const [s1] = skillIds;
    const before = await Promise.all([ids[0], otherStudentId].map((id) => skillPoints(id, s1)));
    const foreign = await skillChanges([
      { studentId: ids[0], skillId: s1, points: 2 },
      { studentId: otherStudentId, skillId: s1, points: 2 },
    ]);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Student not found');
    const unknownSkill = await skillChanges([
      { studentId: ids[0], skillId: s1, points: 2 },
      { studentId: ids[0], skillId: 999_999, points: 2 },
    ]);
    expect(unknownSkill.statusCode).toBe(404);
    expect(unknownSkill.json().message).toBe('Skill not found');
    expect(await Promise.all([ids[0], otherStudentId].map((id) => skillPoints(id, s1)))).toEqual(before);
    const theirs = await skillChanges([{ studentId: ids[0], skillId: s1, points: 1 }], otherTeacher);
    expect(theirs.statusCode).toBe(404);
  });

  it('two overlapping batches at once both apply in full', async () => {
    const [s1, s2] = skillIds;
    const before = await Promise.all([skillPoints(ids[2], s1), skillPoints(ids[3], s2)]);
    const one = [
      { studentId: ids[2], skillId: s1, points: 1 },
      { studentId: ids[3], skillId: s2, points: 1 },
    ];
    const other = [
      { studentId: ids[3], skillId: s2, points: 2 },
      { studentId: ids[2], skillId: s1, points: 2 },
    ];
    const answers = await Promise.all([skillChanges(one), skillChanges(other), skillChanges(one)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await skillPoints(ids[2], s1)).toBe(before[0] + 4);
    expect(await skillPoints(ids[3], s2)).toBe(before[1] + 4);
  });

  it('publishes a skills event for the class, with the new points', async () => {
    const events: unknown[] = [];
    const off = t.app.deps.bus.subscribe((e) => events.push(e));
    const res = await skillChanges([{ studentId: ids[0], skillId: skillIds[0], points: 1 }]);
    const { points } = res.json().results[0];
    await vi.waitFor(() =>
      expect(events).toContainEqual({
        topic: 'skills',
        classId,
        students: [{ id: ids[0], skills: [{ skillId: skillIds[0], points }] }],
      }),
    );
    off();
  });
});
