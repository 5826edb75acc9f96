// The class question board: questions, replies, Helpful votes (one
// per student or teacher, decision 0050), names a student cannot forge, and the teacher's
// moderation.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questions, questionVotes, students } from '../../src/server/db/schema';
import { classroom, countQueries, recordEvents, requester } from '../support/classroom';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
let c: Awaited<ReturnType<typeof classroom>>;
let classId: number;
let asOutsider: ReturnType<typeof requester>;

beforeAll(async () => {
  t = await createTestApp();
  c = await classroom(t, 3);
  classId = c.mine.klass.id;
  await t.database.db
    .update(students)
    .set({ nickname: sql`null`, firstName: 'Maya', lastName: 'Rivera' })
    .where(eq(students.id, c.mine.students[0].id));
  asOutsider = requester(t, await t.cookieFor({ kind: 'student', id: c.theirs.students[0].id }));
});
afterAll(() => t.close());

const ask = async (content: string, as = c.asTeacher, klass = classId, authorName = 'Ms. Teacher') => {
  const res = await as('POST', '/api/questions', { classId: klass, content, authorName });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; authorName: string; votesCount: number };
};

describe('POST /api/questions', () => {
  it('401 signed out, 404 for another teacher or another class, 400 for bad input', async () => {
    const body = { classId, content: 'Why?', authorName: 'Ms. Teacher' };
    expect((await c.anonymous('POST', '/api/questions', body)).statusCode).toBe(401);
    expect((await c.asOther('POST', '/api/questions', body)).statusCode).toBe(404);
    expect((await asOutsider('POST', '/api/questions', body)).statusCode).toBe(404);
    for (const bad of [
      { ...body, content: '   ' },
      { ...body, authorName: ' ' },
      { ...body, authorName: 'x'.repeat(101) },
      { ...body, classId: 'one' },
      { content: 'Why?', authorName: 'A' },
    ]) {
      expect((await c.asTeacher('POST', '/api/questions', bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('accepts a name of exactly 100 characters and trims content and name', async () => {
    const name = 'n'.repeat(100);
    const q = await ask('  Is the test on Friday?  ', c.asTeacher, classId, ` ${name} `);
    expect(q).toMatchObject({
      content: 'Is the test on Friday?',
      authorName: name,
      votesCount: 0,
      replies: [],
    });
  });

  it('a student posts under their own name, whatever the body says, and it is announced', async () => {
    const events = recordEvents(t);
    const q = await ask('Can we have a quiz review?', c.asStudent, classId, 'Ms. Teacher');
    expect(q.authorName).toBe('Maya Rivera');
    await events.expectEvent({ topic: 'questions', classId });
  });
});

describe('GET /api/questions', () => {
  it('401, another teacher 404, another class 404, teacher without classId 400', async () => {
    expect((await c.anonymous('GET', `/api/questions?classId=${classId}`)).statusCode).toBe(401);
    expect((await c.asOther('GET', `/api/questions?classId=${classId}`)).statusCode).toBe(404);
    expect((await asOutsider('GET', `/api/questions?classId=${classId}`)).statusCode).toBe(404);
    expect((await c.asTeacher('GET', '/api/questions')).statusCode).toBe(400);
    expect((await c.asTeacher('GET', '/api/questions?classId=x')).statusCode).toBe(400);
  });

  it('newest first, replies oldest first, for the teacher and the class (not another class)', async () => {
    const older = await ask('First question');
    const newer = await ask('Second question');
    const theirs = await ask('Other class question', c.asOther, c.theirs.klass.id);
    for (const text of ['Reply one', 'Reply two']) {
      const r = await c.asStudent('POST', `/api/questions/${older.id}/replies`, {
        content: text,
        authorName: 'x',
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    const list = (await c.asTeacher('GET', `/api/questions?classId=${classId}`)).json();
    const ids = list.map((q: { id: number }) => q.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids).not.toContain(theirs.id);
    const first = list.find((q: { id: number }) => q.id === older.id);
    expect(first.replies.map((r: { content: string }) => r.content)).toEqual(['Reply one', 'Reply two']);
    expect(first.replies[0]).toMatchObject({ authorName: 'Maya Rivera' });
    expect(Object.keys(first).sort()).toEqual(
      ['authorName', 'classId', 'content', 'createdAt', 'id', 'replies', 'votesCount'].sort(),
    );
    const asStudent = (await c.asStudent('GET', '/api/questions')).json();
    expect(asStudent.map((q: { id: number }) => q.id)).toEqual(ids);
  });

  it('runs a constant number of queries, however many questions and replies', async () => {
    const klass = (await c.asTeacher('POST', '/api/classes', { name: 'Board size' })).json().id;
    await ask('Only one', c.asTeacher, klass);
    const one = await countQueries(t, () => c.asTeacher('GET', `/api/questions?classId=${klass}`));
    for (let i = 0; i < 4; i++) {
      const q = await ask(`More ${i}`, c.asTeacher, klass);
      await c.asTeacher('POST', `/api/questions/${q.id}/replies`, { content: 'R', authorName: 'T' });
    }
    const many = await countQueries(t, () => c.asTeacher('GET', `/api/questions?classId=${klass}`));
    expect(many).toBe(one);
  });
});

describe('POST /api/questions/{id}/replies', () => {
  it('401, another teacher 404, another class 404, 400 for blank text or a long name', async () => {
    const q = await ask('Reply to me');
    const url = `/api/questions/${q.id}/replies`;
    const body = { content: 'Sure', authorName: 'Ms. Teacher' };
    expect((await c.anonymous('POST', url, body)).statusCode).toBe(401);
    expect((await c.asOther('POST', url, body)).statusCode).toBe(404);
    expect((await asOutsider('POST', url, body)).statusCode).toBe(404);
    expect((await c.asTeacher('POST', url, { ...body, content: ' ' })).statusCode).toBe(400);
    expect((await c.asTeacher('POST', url, { ...body, authorName: 'x'.repeat(101) })).statusCode).toBe(400);
    expect((await c.asTeacher('POST', '/api/questions/999999/replies', body)).statusCode).toBe(404);
    const ok = await c.asTeacher('POST', url, { ...body, authorName: 'y'.repeat(100) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().authorName).toHaveLength(100);
  });
});

describe('POST /api/questions/{id}/vote', () => {
  it('one vote per student or teacher, whatever the name; a repeat is 409 "Already voted"', async () => {
    const q = await ask('Vote for me');
    const url = `/api/questions/${q.id}/vote`;
    const first = await c.asTeacher('POST', url, { voterName: 'Ms. Teacher' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ questionId: q.id, votesCount: 1 });
    // The teacher writes any name, but votes once.
    const again = await c.asTeacher('POST', url, { voterName: 'Someone New' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('Already voted');
    // A student's vote counts under their own name: a forged name cannot vote twice for them.
    expect((await c.asStudent('POST', url, { voterName: 'Someone Else' })).statusCode).toBe(200);
    expect((await c.asStudent('POST', url, { voterName: 'Another Name' })).statusCode).toBe(409);
    const votes = await t.database.db.select().from(questionVotes).where(eq(questionVotes.questionId, q.id));
    expect(votes.map((v) => [v.voterName, v.voterStudentId, v.voterTeacherId]).sort()).toEqual([
      ['Maya Rivera', c.mine.students[0].id, null],
      ['Ms. Teacher', null, c.teacher.id],
    ]);
    const [row] = await t.database.db.select().from(questions).where(eq(questions.id, q.id));
    expect(row.votesCount).toBe(2);
  });

  it('two students who go by the same name each have their own vote', async () => {
    // Two children with the same name in one class (it happens): a vote is the account's, so
    // one's vote no longer answers "Already voted" to the other.
    const [, sam1, sam2] = c.mine.students;
    await t.database.db
      .update(students)
      .set({ firstName: 'Sam', lastName: 'Lee', nickname: null })
      .where(inArray(students.id, [sam1.id, sam2.id]));
    const asSam1 = requester(t, await t.cookieFor({ kind: 'student', id: sam1.id }));
    const asSam2 = requester(t, await t.cookieFor({ kind: 'student', id: sam2.id }));
    const q = await ask('Same names');
    const url = `/api/questions/${q.id}/vote`;
    expect((await asSam1('POST', url, { voterName: 'Sam Lee' })).statusCode).toBe(200);
    const second = await asSam2('POST', url, { voterName: 'Sam Lee' });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().votesCount).toBe(2);
    expect((await asSam2('POST', url, { voterName: 'Sam Lee' })).statusCode).toBe(409);
    // The teacher may write a student's name: still the teacher's own one vote.
    expect((await c.asTeacher('POST', url, { voterName: 'Sam Lee' })).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(questions).where(eq(questions.id, q.id));
    expect(row.votesCount).toBe(3);
  });

  it('counts taps at the same moment once per voter', async () => {
    const q = await ask('Race');
    const url = `/api/questions/${q.id}/vote`;
    const asMate = requester(t, await t.cookieFor({ kind: 'student', id: c.mine.students[1].id }));
    const results = await Promise.all([
      ...[1, 2, 3].map(() => c.asStudent('POST', url, { voterName: 'x' })),
      ...[1, 2].map(() => c.asTeacher('POST', url, { voterName: 'x' })),
      asMate('POST', url, { voterName: 'x' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 409, 409, 409]);
    const [row] = await t.database.db.select().from(questions).where(eq(questions.id, q.id));
    expect(row.votesCount).toBe(3);
  });

  it("a deleted student's vote stays counted, tied to no one", async () => {
    const q = await ask('Leaving');
    const [leaver] = await t.database.db
      .insert(students)
      .values({ classId, firstName: 'Lee', lastName: 'Vant' })
      .returning();
    const asLeaver = requester(t, await t.cookieFor({ kind: 'student', id: leaver.id }));
    expect((await asLeaver('POST', `/api/questions/${q.id}/vote`, { voterName: 'x' })).statusCode).toBe(200);
    expect((await c.asTeacher('DELETE', `/api/students/${leaver.id}`)).statusCode).toBe(200);
    const votes = await t.database.db.select().from(questionVotes).where(eq(questionVotes.questionId, q.id));
    expect(votes.map((v) => [v.voterName, v.voterStudentId])).toEqual([['Lee Vant', null]]);
    const [row] = await t.database.db.select().from(questions).where(eq(questions.id, q.id));
    expect(row.votesCount).toBe(1);
  });

  it('401, another teacher 404, another class 404, names of 100 and 101 characters', async () => {
    const q = await ask('Names');
    const url = `/api/questions/${q.id}/vote`;
    expect((await c.anonymous('POST', url, { voterName: 'A' })).statusCode).toBe(401);
    expect((await c.asOther('POST', url, { voterName: 'A' })).statusCode).toBe(404);
    expect((await asOutsider('POST', url, { voterName: 'A' })).statusCode).toBe(404);
    expect((await c.asTeacher('POST', url, { voterName: '' })).statusCode).toBe(400);
    expect((await c.asTeacher('POST', url, { voterName: 'v'.repeat(101) })).statusCode).toBe(400);
    expect((await c.asTeacher('POST', url, { voterName: 'v'.repeat(100) })).statusCode).toBe(200);
  });
});

describe('moderation: DELETE /api/questions/{id} and /api/questions/{id}/replies/{replyId}', () => {
  it('the teacher removes a reply, then the question; students 403, another teacher 404', async () => {
    const q = await ask('Moderate me');
    const reply = (
      await c.asStudent('POST', `/api/questions/${q.id}/replies`, { content: 'Rude', authorName: 'x' })
    ).json();
    const replyUrl = `/api/questions/${q.id}/replies/${reply.id}`;
    expect((await c.anonymous('DELETE', replyUrl)).statusCode).toBe(401);
    expect((await c.asStudent('DELETE', replyUrl)).statusCode).toBe(403);
    expect((await c.asOther('DELETE', replyUrl)).statusCode).toBe(404);
    expect((await c.asTeacher('DELETE', replyUrl)).statusCode).toBe(200);
    expect((await c.asTeacher('DELETE', replyUrl)).statusCode).toBe(404);
    const url = `/api/questions/${q.id}`;
    expect((await c.asStudent('DELETE', url)).statusCode).toBe(403);
    expect((await c.asOther('DELETE', url)).statusCode).toBe(404);
    expect((await c.asTeacher('DELETE', url)).statusCode).toBe(200);
    const list = (await c.asTeacher('GET', `/api/questions?classId=${classId}`)).json();
    expect(list.some((x: { id: number }) => x.id === q.id)).toBe(false);
  });

  it('deleting a class deletes its questions', async () => {
    const klass = (await c.asTeacher('POST', '/api/classes', { name: 'Doomed board' })).json().id;
    const q = await ask('Soon gone', c.asTeacher, klass);
    expect((await c.asTeacher('DELETE', `/api/classes/${klass}`)).statusCode).toBe(200);
    expect(await t.database.db.select().from(questions).where(eq(questions.id, q.id))).toEqual([]);
  });
});
