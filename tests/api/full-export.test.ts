import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviors, classes, homeworkEntries, students } from '../../src/server/db/schema';
import { createTeacher } from '../../src/server/seed/factories';
import { classroom, countQueries, requester } from '../support/classroom';
import { ROUTE_POLICIES } from '../support/route-policies';
import { createTestApp, expectNoSecrets, type TestContext } from '../support/test-app';

// The full export and its restore (decision 0019): everything a teacher owns, nothing
// of anyone else's, back into any account with new ids, and the same document out again.

let t: TestContext;
let c: Awaited<ReturnType<typeof classroom>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await classroom(t, 3);
  // A second class, with records of every kind.
  const second = (await c.asTeacher('POST', '/api/classes', { name: 'Robotics Club' })).json();
  await c.asTeacher('POST', '/api/students/import', {
    students: [
      {
        firstName: 'Grace',
        lastName: 'Hopper',
        nickname: 'Amazing',
        email: 'grace@school.edu',
        className: 'Robotics Club',
      },
      {
        firstName: 'Alan',
        lastName: 'Turing',
        className: 'Robotics Club',
        photoUrl: 'https://example.org/a.png',
      },
    ],
  });
  const ids = [...c.mine.students.map((s) => s.id)];
  const robotics = (await c.asTeacher('GET', `/api/students?classId=${second.id}`)).json();
  const all = [...ids, ...robotics.map((s: { id: number }) => s.id)];
  await c.asTeacher('POST', '/api/behaviors/batch', { studentIds: all, type: 'Teamwork', points: 1 });
  await c.asTeacher('POST', '/api/behaviors/batch', {
    studentIds: [all[0], all[3]],
    type: 'Disruption',
    points: -2,
    description: 'Loud',
  });
  await c.asTeacher('POST', '/api/homework/batch', {
    entries: [
      { studentId: all[1], points: 2, description: 'Essay' },
      { studentId: all[3], points: 1 },
    ],
  });
  const skills = (await c.asTeacher('GET', '/api/skills')).json();
  await c.asTeacher('POST', '/api/skills/changes', {
    changes: [
      { studentId: all[0], skillId: skills[0].id, points: 3 },
      { studentId: all[3], skillId: skills[1].id, points: 5 },
    ],
  });
  // A contract with rules, the unified contract signed by a student, a question with a reply
  // and a vote, and a lesson plan with sections and a link (decision 0029).
  const contract = (
    await c.asTeacher('POST', '/api/social-contracts', {
      classId: c.mine.klass.id,
      title: 'Our Class Contract',
      contractText: 'We listen.',
    })
  ).json();
  for (const [order, [category, ruleText]] of [
    ['should_do', 'Listen when others speak'],
    ['non_negotiable', 'Keep hands to yourself'],
  ].entries()) {
    await c.asTeacher('POST', '/api/contract-rules', { contractId: contract.id, category, ruleText, order });
  }
  const unified = (
    await c.asTeacher('POST', '/api/generate-unified-contract', { classId: c.mine.klass.id })
  ).json();
  await c.asTeacher('POST', '/api/contract-signatures', { contractId: unified.id, studentId: all[0] });
  const question = (
    await c.asTeacher('POST', '/api/questions', {
      classId: c.mine.klass.id,
      content: 'When is the test?',
      authorName: 'Ms Teacher',
    })
  ).json();
  await c.asTeacher('POST', `/api/questions/${question.id}/replies`, {
    content: 'Friday',
    authorName: 'Ms Teacher',
  });
  await c.asTeacher('POST', `/api/questions/${question.id}/vote`, { voterName: 'Ms Teacher' });
  await c.asTeacher('POST', '/api/lesson-plans', {
    teacherId: c.teacher.id,
    date: '2026-03-02',
    title: 'Fractions',
    notes: 'Bring rulers',
    sections: [{ sectionNumber: '601' }, { sectionNumber: '701', sectionName: 'Lab' }],
    resources: [
      { title: 'Slides', url: 'https://docs.google.com/presentation/d/1', resourceType: 'google_slide' },
    ],
  });
  // The class's own behaviours (decision 0085): one added, one renamed, one moved, one deleted; the
  // second class was never customised and travels as an empty list (the spec's 15 on arrival).
  const own = (await c.asTeacher('GET', `/api/classes/${c.mine.klass.id}/behavior-types`)).json();
  const lab = (
    await c.asTeacher('POST', `/api/classes/${c.mine.klass.id}/behavior-types`, {
      name: 'Lab Safety',
      points: 2,
      kind: 'positive',
      icon: 'FlaskConical',
    })
  ).json();
  await c.asTeacher('PATCH', `/api/behavior-types/${lab.id}`, { position: 0 });
  await c.asTeacher('PATCH', `/api/behavior-types/${own[9].id}`, { name: 'Chatting', points: -3 });
  await c.asTeacher('DELETE', `/api/behavior-types/${own[14].id}`);
  // Attendance (decision 0088): two days in the first class.
  for (const [date, absentStudentIds] of [
    ['2026-03-02', [ids[0], ids[2]]],
    ['2026-03-03', [ids[1]]],
  ] as const) {
    await t.app.inject({
      method: 'PUT',
      url: `/api/classes/${c.mine.klass.id}/attendance?date=${date}`,
      payload: { absentStudentIds: [...absentStudentIds] },
      headers: { cookie: await t.cookieFor({ kind: 'teacher', id: c.teacher.id }) },
    });
  }
  // The other teacher's things must never appear.
  await c.asOther('POST', '/api/behaviors/batch', {
    studentIds: [c.theirs.students[0].id],
    type: 'Theirs',
    points: 3,
  });
});
afterAll(() => t.close());

/** The document without what a restore changes by design: ids are not in it; these are. */
const content = (doc: Record<string, unknown>) => {
  const { exportedAt: _at, teacher: _t, ...rest } = doc;
  return JSON.parse(JSON.stringify(rest, (k, v) => (k === 'classCode' ? undefined : v)));
};

describe('GET /api/export', () => {
  it('answers 401 signed out and 403 for a student', async () => {
    expect((await c.anonymous('GET', '/api/export')).statusCode).toBe(401);
    expect((await c.asStudent('GET', '/api/export')).statusCode).toBe(403);
  });

  it("holds everything of the teacher's and nothing of anyone else, as a download", async () => {
    const res = await c.asTeacher('GET', '/api/export');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="remote-chalk-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expectNoSecrets(res.body);
    expect(res.body).not.toContain('Theirs');
    expect(res.body).not.toContain(c.theirs.klass.name);
    const doc = res.json();
    expect(doc).toMatchObject({
      format: 'remote-chalk-export',
      version: 1,
      teacher: { name: c.teacher.name, email: c.teacher.email },
    });
    expect(doc.classes.map((k: { name: string }) => k.name)).toEqual([c.mine.klass.name, 'Robotics Club']);
    const grace = doc.classes[1].students[0];
    expect(grace).toMatchObject({
      ref: 's4',
      firstName: 'Grace',
      nickname: 'Amazing',
      email: 'grace@school.edu',
      balance: -1,
      hwScore: 1,
      skills: [{ skill: expect.any(String), points: 5 }],
    });
    expect(grace.behaviors.map((b: { type: string; points: number }) => [b.type, b.points])).toEqual([
      ['Teamwork', 1],
      ['Disruption', -2],
    ]);
    expect(Object.keys(grace)).not.toContain('id');
    expect(Object.keys(grace)).not.toContain('classId');
  });

  it('costs a constant number of queries whatever the roster size', async () => {
    const small = await countQueries(t, () => c.asOther('GET', '/api/export'));
    const big = await countQueries(t, () => c.asTeacher('GET', '/api/export'));
    expect(big).toBe(small);
  });
});

describe('POST /api/import/full', () => {
  const example = async () =>
    (await ROUTE_POLICIES['POST /api/import/full'].example({} as never, t.database.db)).payload as Record<
      string,
      unknown
    >;

  it('answers 401, 403 for a student, 400 for what is not a Remote Chalk export', async () => {
    const doc = await example();
    expect((await c.anonymous('POST', '/api/import/full', doc)).statusCode).toBe(401);
    expect((await c.asStudent('POST', '/api/import/full', doc)).statusCode).toBe(403);
    for (const [payload, message] of [
      [{ ...doc, format: 'classcraft' }, /^format: This is not a Remote Chalk export/],
      [{ ...doc, version: 2 }, /^version: This file is of a version this server cannot read/],
      [{ ...doc, classes: 'x' }, /^classes: /],
      [{ ...doc, extra: 1 }, /extra/],
    ] as const) {
      const res = await c.asTeacher('POST', '/api/import/full', payload);
      expect(res.statusCode, JSON.stringify(res.json())).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const klass = (doc.classes as Record<string, unknown>[])[0];
    const student = (klass.students as Record<string, unknown>[])[0];
    const withStudent = (s: Record<string, unknown>) => ({
      ...doc,
      classes: [{ ...klass, students: [{ ...student, ...s }] }],
    });
    for (const [patch, message] of [
      [
        { firstName: 'A'.repeat(101) },
        'classes.0.students.0.firstName: First name must be at most 100 characters',
      ],
      [{ lastName: '' }, 'classes.0.students.0.lastName: Last name is required'],
      [
        { behaviors: [{ type: 'X', points: 1.5, description: null, timestamp: '2026-01-01T00:00:00Z' }] },
        'classes.0.students.0.behaviors.0.points: Points must be a whole number',
      ],
      [
        { homework: [{ points: 1, description: null, timestamp: 'yesterday' }] },
        'classes.0.students.0.homework.0.timestamp: must be an ISO date and time',
      ],
    ] as const) {
      const res = await c.asTeacher('POST', '/api/import/full', withStudent(patch));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('round trip: export → restore into a fresh account → export gives the same content', async () => {
    const original = (await c.asTeacher('GET', '/api/export')).json();
    const fresh = await createTeacher(t.database.db, { name: 'Fresh Teacher' });
    const asFresh = requester(t, await t.cookieFor({ kind: 'teacher', id: fresh.id }));

    const preview = await asFresh('POST', '/api/import/full?dryRun=true', original);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      classes: 2,
      students: 5,
      behaviorRecords: 7,
      homeworkEntries: 2,
      skillScores: 2,
      more: { contracts: 2, questions: 1, 'lesson plans': 1, 'class behaviors': 15, 'attendance days': 2 },
      unknownSkills: [],
      teacherName: c.teacher.name,
    });
    expect(await t.database.db.select().from(classes).where(eq(classes.teacherId, fresh.id))).toEqual([]);

    const res = await asFresh('POST', '/api/import/full', original);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().createdClasses.map((k: { name: string }) => k.name)).toEqual([
      c.mine.klass.name,
      'Robotics Club',
    ]);
    // Same server: the codes are taken, so the restored classes get new ones.
    expect(res.json().createdClasses[0].classCode).not.toBe(c.mine.klass.classCode);

    const again = (await asFresh('GET', '/api/export')).json();
    expect(content(again)).toEqual(content(original));
    // The areas added beside the core travel too (not just empty lists on both sides).
    const first = original.classes[0];
    expect(first.contracts.map((k: { isUnified: boolean }) => k.isUnified)).toEqual([false, true]);
    expect(first.contracts[0].rules).toHaveLength(2);
    // One signature, naming a student of that class by ref (the round trip maps it back).
    expect(first.contracts[1].signatures).toHaveLength(1);
    expect(first.students.map((s: { ref: string }) => s.ref)).toContain(
      first.contracts[1].signatures[0].student,
    );
    expect(first.questions[0]).toMatchObject({
      content: 'When is the test?',
      replies: [{ content: 'Friday' }],
    });
    expect(first.questions[0].votes).toHaveLength(1);
    // Attendance: each day's absent students by ref, mapped back to the restored students.
    expect(first.attendance.map((d: { date: string }) => d.date)).toEqual(['2026-03-02', '2026-03-03']);
    expect(first.attendance[0].absentStudents).toHaveLength(2);
    const restoredFirst = res.json().createdClasses[0].id;
    const day = await asFresh('GET', `/api/classes/${restoredFirst}/attendance?date=2026-03-02`);
    expect(day.json().absentStudentIds).toHaveLength(2);
    expect(original.lessonPlans[0].sections.map((x: { sectionNumber: string }) => x.sectionNumber)).toEqual([
      '601',
      '701',
    ]);
    expect(original.lessonPlans[0].sections[0].resources[0].title).toBe('Slides');
    // The class's own behaviours, in their order; the class never customised shows the spec's 15.
    expect(first.behaviorTypes).toHaveLength(15);
    expect(first.behaviorTypes[0]).toEqual({
      name: 'Lab Safety',
      points: 2,
      kind: 'positive',
      icon: 'FlaskConical',
    });
    expect(original.classes[1].behaviorTypes).toEqual([]);
    const [mineAgain, roboticsAgain] = res.json().createdClasses.map((k: { id: number }) => k.id);
    const listed = (await asFresh('GET', `/api/classes/${mineAgain}/behavior-types`)).json();
    expect(listed.map(({ id: _id, ...b }: { id: number }) => b)).toEqual(first.behaviorTypes);
    expect(listed.map((b: { name: string }) => b.name)).toContain('Chatting');
    expect(listed.map((b: { name: string }) => b.name)).not.toContain('Unprepared');
    expect((await asFresh('GET', `/api/classes/${roboticsAgain}/behavior-types`)).json()).toHaveLength(15);
    expect(again.teacher.name).toBe('Fresh Teacher');

    // Balances are the sums of the restored records.
    const restored = await t.database.db
      .select()
      .from(students)
      .where(
        inArray(
          students.classId,
          res.json().createdClasses.map((k: { id: number }) => k.id),
        ),
      );
    for (const s of restored) {
      const b = await t.database.db.select().from(behaviors).where(eq(behaviors.studentId, s.id));
      const h = await t.database.db.select().from(homeworkEntries).where(eq(homeworkEntries.studentId, s.id));
      expect(s.balance).toBe(b.reduce((n, r) => n + r.points, 0));
      expect(s.hwScore).toBe(h.reduce((n, r) => n + r.points, 0));
      expect(s.passwordHash).toBeNull();
    }
  });

  it('keeps a free class code, leaves out unknown skills and says so', async () => {
    const doc = (await example()) as { classes: { classCode: string; students: { skills: unknown[] }[] }[] };
    doc.classes[0].classCode = 'KEEPME';
    doc.classes[0].students[0].skills = [{ skill: 'Juggling', points: 4 }];
    const res = await c.asOther('POST', '/api/import/full', doc);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ skillScores: 0, unknownSkills: ['Juggling'] });
    expect(res.json().createdClasses[0].classCode).toBe('KEEPME');
  });

  it('nothing is half-written when the database refuses a row', async () => {
    const doc = (await example()) as { classes: Record<string, unknown>[] };
    const klass = doc.classes[0] as { students: Record<string, unknown>[] };
    const twin = { ...klass.students[0], ref: 's2', email: 'twin@school.edu' };
    doc.classes = [
      { ...doc.classes[0], ref: 'c1', name: 'Half Written A' },
      {
        ...doc.classes[0],
        ref: 'c2',
        name: 'Half Written B',
        students: [{ ...twin }, { ...twin, ref: 's3' }],
      },
    ];
    const res = await c.asOther('POST', '/api/import/full', doc);
    expect(res.statusCode).toBe(409);
    const left = await t.database.db.select().from(classes).where(eq(classes.teacherId, c.otherTeacher.id));
    expect(left.map((k) => k.name)).not.toContain('Half Written A');
  });

  it("refuses a class's behaviours the API would refuse, and writes nothing", async () => {
    const before = await t.database.db.select().from(classes).where(eq(classes.teacherId, c.otherTeacher.id));
    for (const [list, message] of [
      [
        [
          { name: 'Kind Words', points: 1, kind: 'positive', icon: 'Smile' },
          { name: 'kind words', points: 2, kind: 'positive', icon: 'Star' },
        ],
        "classes.0.behaviorTypes.1.name: 'kind words' appears twice",
      ],
      [
        [{ name: 'Phone Out', points: 1, kind: 'negative', icon: 'Smartphone' }],
        'classes.0.behaviorTypes.0.points: A negative behavior must take points away (-1 to -5)',
      ],
    ] as const) {
      const doc = (await example()) as { classes: Record<string, unknown>[] };
      doc.classes[0].behaviorTypes = list;
      const res = await c.asOther('POST', '/api/import/full', doc);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(
      await t.database.db.select().from(classes).where(eq(classes.teacherId, c.otherTeacher.id)),
    ).toEqual(before);
  });

  it('refuses a ref used twice', async () => {
    const doc = (await example()) as { classes: { ref: string }[] };
    doc.classes = [doc.classes[0], { ...doc.classes[0] }];
    const res = await c.asTeacher('POST', '/api/import/full', doc);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/ref 'c1' appears twice/);
  });
});

describe('POST /api/import/full: dates', () => {
  it('refuses a lesson plan on a day that does not exist instead of moving it to March', async () => {
    const doc = (await ROUTE_POLICIES['POST /api/import/full'].example({} as never, t.database.db))
      .payload as Record<string, unknown>;
    const plan = {
      date: '2024-02-31',
      title: 'Leap lesson',
      notes: null,
      createdAt: '2024-02-01T00:00:00Z',
      sections: [],
    };
    const res = await c.asTeacher('POST', '/api/import/full', { ...doc, lessonPlans: [plan] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe('lessonPlans.0.date: Date must be a real date as YYYY-MM-DD');
    const fine = await c.asTeacher('POST', '/api/import/full?dryRun=true', {
      ...doc,
      lessonPlans: [{ ...plan, date: '2024-02-29' }],
    });
    expect(fine.statusCode, fine.body).toBe(200);
  });
});
