import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  behaviors,
  contractSignatures,
  lessonPlans,
  questions,
  socialContracts,
} from '../../src/server/db/schema';
import { createClassWithStudents, createTeacher } from '../../src/server/seed/factories';
import type { TeacherFigures } from '../../src/shared/achievements/schemas';
import { teacherAchievements } from '../../src/shared/achievements/teacher-achievements';
import { classroom, countQueries, requester } from '../support/classroom';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
let c: Awaited<ReturnType<typeof classroom>>;

beforeAll(async () => {
  t = await createTestApp();
  c = await classroom(t, 3);
});
afterAll(() => t.close());

const figures = async (as = c.asTeacher) => {
  const res = await as('GET', '/api/achievements');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TeacherFigures;
};

describe('GET /api/achievements', () => {
  it('401 signed out, 403 for a student', async () => {
    expect((await c.anonymous('GET', '/api/achievements')).statusCode).toBe(401);
    const student = await c.asStudent('GET', '/api/achievements');
    expect(student.statusCode).toBe(403);
    expect(student.json().message).toBeTruthy();
  });

  it('a new teacher: one class, its students, nothing awarded yet', async () => {
    const f = await figures();
    expect(f.counters.classes).toEqual({ count: 1, reachedAt: { '1': expect.any(String), '3': null } });
    expect(f.counters.students.count).toBe(3);
    expect(f.counters.realRosterStudents.count).toBe(3);
    expect(f.counters.positiveAwards).toEqual({ count: 0, reachedAt: { '1': null, '500': null } });
    expect(f.counters.pointsAwarded).toEqual({ count: 0, reachedAt: { '100': null, '1000': null } });
    expect(f).toMatchObject({ studentsWithPositiveBalance: 0, excellentStudents: 0 });
    const welcome = teacherAchievements(f).find((a) => a.id === 'welcome');
    expect(welcome?.isUnlocked).toBe(true);
  });

  it('counts positive awards and points, not deductions or undos, and dates the crossings', async () => {
    const ids = c.mine.students.map((s) => s.id);
    const award = await c.asTeacher('POST', '/api/behaviors/batch', {
      studentIds: ids,
      type: 'Teamwork',
      points: 2,
    });
    expect(award.statusCode).toBe(201);
    await c.asTeacher('POST', '/api/behaviors/batch', { studentIds: ids, type: 'Disruption', points: -1 });
    await c.asTeacher('POST', '/api/behaviors/batch', {
      studentIds: ids,
      type: 'Undo: Disruption',
      points: 1,
    });
    const f = await figures();
    expect(f.counters.positiveAwards.count).toBe(3);
    expect(f.counters.pointsAwarded.count).toBe(6);
    expect(f.counters.positiveAwards.reachedAt['1']).toBe(award.json().behaviors[0].timestamp);
    expect(f.counters.activeDays.count).toBe(1);
    expect(f.studentsWithPositiveBalance).toBe(3);
    expect(teacherAchievements(f).find((a) => a.id === 'positive-classroom')?.isUnlocked).toBe(true);

    // 100 points: the record that crosses dates it (older records written straight to the table).
    const db = t.database.db;
    const day = (n: number) => new Date(Date.UTC(2026, 0, n, 9));
    await db.insert(behaviors).values(
      Array.from({ length: 5 }, (_, i) => ({
        studentId: ids[0],
        type: 'Hard Work',
        points: 20,
        timestamp: day(i + 1),
      })),
    );
    const later = await figures();
    expect(later.counters.pointsAwarded.count).toBe(106);
    // 20 + 20 + 20 + 20 + 20 = 100 on the 5th of January.
    expect(later.counters.pointsAwarded.reachedAt['100']).toBe(day(5).toISOString());
    expect(later.counters.activeDays).toMatchObject({ count: 6, reachedAt: { '5': day(5).toISOString() } });
  });

  it('counts homework, skills, contracts, signatures, lesson plans and questions of this teacher only', async () => {
    const db = t.database.db;
    const [s0, s1] = c.mine.students;
    expect((await c.asTeacher('PATCH', `/api/students/${s0.id}/homework`, { points: 2 })).statusCode).toBe(
      200,
    );
    const skills = (await c.asTeacher('GET', '/api/skills')).json() as { id: number }[];
    await c.asTeacher('PATCH', `/api/students/${s1.id}/skills/${skills[0].id}`, { points: 3 });
    const [contract] = await db
      .insert(socialContracts)
      .values({ classId: c.mine.klass.id, title: 'Our Contract', contractText: 'Be kind.' })
      .returning();
    await db.insert(contractSignatures).values({ contractId: contract.id, studentId: s0.id });
    await db.insert(lessonPlans).values({ teacherId: c.teacher.id, date: '2026-03-02', title: 'Fractions' });
    await db.insert(questions).values({ classId: c.mine.klass.id, content: 'Why?', authorName: 'Lena' });
    // The other teacher's things count for them, never here.
    await db.insert(questions).values({ classId: c.theirs.klass.id, content: 'How?', authorName: 'Noor' });

    const f = await figures();
    expect(f.counters.homeworkEntries.count).toBe(1);
    expect(f.counters.gradedSkills.count).toBe(1);
    expect(f.counters.contracts.count).toBe(1);
    expect(f.counters.signatures.count).toBe(1);
    expect(f.counters.lessonPlans.count).toBe(1);
    expect(f.counters.questions.count).toBe(1);
    const other = await figures(c.asOther);
    expect(other.counters.questions.count).toBe(1);
    expect(other.counters.positiveAwards.count).toBe(0);
    expect(other.counters.contracts.count).toBe(0);
  });

  it('a trial class adds students but not a real roster', async () => {
    const teacher = await createTeacher(t.database.db);
    const as = requester(t, await t.cookieFor({ kind: 'teacher', id: teacher.id }));
    expect((await as('POST', '/api/classes/trial')).statusCode).toBe(201);
    const f = await figures(as);
    expect(f.counters.students.count).toBe(20);
    expect(f.counters.realRosterStudents.count).toBe(0);
  });

  it('runs the same number of queries for a small and a large teacher', async () => {
    const db = t.database.db;
    const big = await createTeacher(db);
    const klass = await createClassWithStudents(db, big.id, 60);
    await db
      .insert(behaviors)
      .values(
        klass.students.flatMap((s) =>
          Array.from({ length: 10 }, () => ({ studentId: s.id, type: 'Teamwork', points: 1 })),
        ),
      );
    const asBig = requester(t, await t.cookieFor({ kind: 'teacher', id: big.id }));
    const small = await countQueries(t, () => figures());
    const large = await countQueries(t, () => figures(asBig));
    expect(large).toBe(small);
    expect((await figures(asBig)).counters.positiveAwards.count).toBe(600);
  });
});
