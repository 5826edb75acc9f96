import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { behaviors, behaviorTypes } from '../../src/server/db/schema';
import { createClass } from '../../src/server/seed/factories';
import { BEHAVIORS } from '../../src/shared/behaviors/catalogue';
import { classroom, recordEvents } from '../support/classroom';
import { createTestApp, expectNoSecrets, type TestContext } from '../support/test-app';

let t: TestContext;
let c: Awaited<ReturnType<typeof classroom>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await classroom(t, 3);
});
afterAll(() => t.close());

const SPEC = BEHAVIORS.map(({ name, points, kind, icon }) => ({ name, points, kind, icon }));
const listUrl = (classId: number) => `/api/classes/${classId}/behavior-types`;
const withoutIds = (list: { id: number }[]) => list.map(({ id: _id, ...rest }) => rest);
const rowsOf = (classId: number) =>
  t.database.db.select().from(behaviorTypes).where(eq(behaviorTypes.classId, classId));

/** A class of the teacher's own, fresh for one test. */
const freshClass = async () => (await createClass(t.database.db, c.teacher.id)).id;
const list = async (classId: number) => {
  const res = await c.asTeacher('GET', listUrl(classId));
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; name: string; points: number; kind: string; icon: string }[];
};
const add = (classId: number, body: object) => c.asTeacher('POST', listUrl(classId), body);

describe('GET /api/classes/{classId}/behavior-types', () => {
  it("lists the spec's 15 in the spec's order for a class never customised", async () => {
    const classId = await freshClass();
    expect(await rowsOf(classId)).toHaveLength(0);
    const first = await list(classId);
    expect(withoutIds(first)).toEqual(SPEC);
    expect(new Set(first.map((b) => b.id)).size).toBe(15);
    // Written once: the same ids on the next read, and no second copy.
    expect(await list(classId)).toEqual(first);
    expect(await rowsOf(classId)).toHaveLength(15);
  });

  it('answers 401 signed out, 403 to a student, 404 for another teacher’s class or none', async () => {
    const url = listUrl(c.mine.klass.id);
    expect((await c.anonymous('GET', url)).statusCode).toBe(401);
    expect((await c.asStudent('GET', url)).statusCode).toBe(403);
    const theirs = await c.asTeacher('GET', listUrl(c.theirs.klass.id));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Class not found');
    // Another teacher's read writes nothing in their class either.
    expect(await rowsOf(c.theirs.klass.id)).toHaveLength(0);
    expect((await c.asTeacher('GET', listUrl(999_999))).statusCode).toBe(404);
    expect((await c.asTeacher('GET', '/api/classes/abc/behavior-types')).statusCode).toBe(400);
  });
});

describe('POST /api/classes/{classId}/behavior-types', () => {
  it('adds a trimmed behaviour at the end of its own group, with the icon by kind when none is chosen', async () => {
    const classId = await freshClass();
    const events = recordEvents(t);
    const res = await add(classId, {
      name: '  Lab Safety  ',
      points: 2,
      kind: 'positive',
      icon: 'FlaskConical',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name: 'Lab Safety',
      points: 2,
      kind: 'positive',
      icon: 'FlaskConical',
    });
    expectNoSecrets(res.body);
    await events.expectEvent({ topic: 'behavior-types', classId });
    const phone = await add(classId, { name: 'Phone Out', points: -1, kind: 'negative' });
    expect(phone.json()).toMatchObject({ name: 'Phone Out', icon: 'ThumbsDown' });
    // Each at the end of its own kind's group: the positive one after the last positive, not
    // after the needs-work ones (decision 0153).
    const expected = SPEC.map((b) => b.name);
    const lastOf = (kind: string) => SPEC.findLastIndex((b) => b.kind === kind);
    expected.splice(lastOf('negative') + 1, 0, 'Phone Out');
    expected.splice(lastOf('positive') + 1, 0, 'Lab Safety');
    expect((await list(classId)).map((b) => b.name)).toEqual(expected);
    expect(expected.indexOf('Lab Safety')).toBeLessThan(SPEC.length - 1);
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const classId = await freshClass();
    const before = await list(classId);
    const ok = { name: 'Kind Words', points: 1, kind: 'positive' };
    for (const [patch, message] of [
      [{ name: '   ' }, 'name: Name is required'],
      [{ name: 'x'.repeat(41) }, 'name: Name must be at most 40 characters'],
      [{ points: 0 }, 'points: Points must not be zero'],
      [{ points: 6 }, 'points: Points must be between -5 and 5'],
      [{ points: -6, kind: 'negative' }, 'points: Points must be between -5 and 5'],
      [{ points: 1.5 }, 'points: Points must be a whole number'],
      [{ points: -1 }, 'points: A positive behavior must give points (1 to 5)'],
      [{ kind: 'negative' }, 'points: A negative behavior must take points away (-1 to -5)'],
      [{ kind: 'warning', points: 2 }, 'points: A warning behavior must take points away (-1 to -5)'],
      [{ kind: 'great' }, "kind: Kind must be 'positive', 'negative' or 'warning'"],
      [{ icon: 'Skull' }, 'icon: Choose one of the offered icons'],
    ] as const) {
      const res = await add(classId, { ...ok, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().message, JSON.stringify(patch)).toBe(message);
    }
    expect(await list(classId)).toEqual(before);
  });

  it('answers 409 for a name the class has, ignoring case', async () => {
    const classId = await freshClass();
    const res = await add(classId, { name: 'hard WORK', points: 1, kind: 'positive' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'This class already has a behavior with that name',
      code: 'BEHAVIOR_NAME_TAKEN',
    });
    expect(await list(classId)).toHaveLength(15);
    // Another class may have the same name.
    expect(
      (await add(await freshClass(), { name: 'Lab Safety', points: 1, kind: 'positive' })).statusCode,
    ).toBe(201);
    expect((await add(classId, { name: 'Lab Safety', points: 1, kind: 'positive' })).statusCode).toBe(201);
  });

  it('keeps at most 40 per class', async () => {
    const classId = await freshClass();
    await list(classId);
    for (let i = 16; i <= 40; i++)
      expect((await add(classId, { name: `Extra ${i}`, points: 1, kind: 'positive' })).statusCode).toBe(201);
    const res = await add(classId, { name: 'One too many', points: 1, kind: 'positive' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'TOO_MANY_BEHAVIORS',
      message: 'A class has at most 40 behaviors: delete one first',
    });
    expect(await rowsOf(classId)).toHaveLength(40);
  });

  it('answers 401, 403 to a student, 404 for another teacher’s class, and writes nothing', async () => {
    const body = { name: 'Kind Words', points: 1, kind: 'positive' };
    expect((await c.anonymous('POST', listUrl(c.mine.klass.id), body)).statusCode).toBe(401);
    expect((await c.asStudent('POST', listUrl(c.mine.klass.id), body)).statusCode).toBe(403);
    const res = await add(c.theirs.klass.id, body);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Class not found');
    expect(await rowsOf(c.theirs.klass.id)).toHaveLength(0);
  });
});

describe('PATCH /api/behavior-types/{id}', () => {
  it('changes any field, checks the sign against the behaviour as it will be', async () => {
    const classId = await freshClass();
    const talking = (await list(classId)).find((b) => b.name === 'Excessive Talking')!;
    const res = await c.asTeacher('PATCH', `/api/behavior-types/${talking.id}`, {
      name: ' Chatting ',
      points: -3,
      icon: 'Volume2',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().find((b: { id: number }) => b.id === talking.id)).toEqual({
      id: talking.id,
      name: 'Chatting',
      points: -3,
      kind: 'negative',
      icon: 'Volume2',
    });
    // Points of the wrong sign for its kind, alone or with a new kind: 400, nothing changed.
    for (const [body, message] of [
      [{ points: 2 }, 'A negative behavior must take points away (-1 to -5)'],
      [{ kind: 'positive' }, 'A positive behavior must give points (1 to 5)'],
      [{ kind: 'warning', points: 1 }, 'A warning behavior must take points away (-1 to -5)'],
      [{}, 'Change at least one field'],
      [{ position: -1 }, 'position: Position must be 0 or more'],
      [{ name: '' }, 'name: Name is required'],
    ] as const) {
      const bad = await c.asTeacher('PATCH', `/api/behavior-types/${talking.id}`, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
      expect(bad.json().message).toBe(message);
    }
    // A kind and points that agree change together.
    const flipped = await c.asTeacher('PATCH', `/api/behavior-types/${talking.id}`, {
      kind: 'positive',
      points: 1,
    });
    expect(flipped.json().find((b: { id: number }) => b.id === talking.id)).toMatchObject({
      kind: 'positive',
      points: 1,
    });
  });

  it('answers 409 for a name another behaviour of the class has; its own name in other case is fine', async () => {
    const classId = await freshClass();
    const [first, second] = await list(classId);
    const taken = await c.asTeacher('PATCH', `/api/behavior-types/${second.id}`, {
      name: first.name.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('BEHAVIOR_NAME_TAKEN');
    const own = await c.asTeacher('PATCH', `/api/behavior-types/${second.id}`, {
      name: second.name.toLowerCase(),
    });
    expect(own.statusCode).toBe(200);
  });

  it('moves a behaviour with position, keeping the others in order', async () => {
    const classId = await freshClass();
    const before = await list(classId);
    const last = before[14];
    const res = await c.asTeacher('PATCH', `/api/behavior-types/${last.id}`, { position: 0 });
    expect(res.statusCode).toBe(200);
    const afterIds = res.json().map((b: { id: number }) => b.id);
    expect(afterIds).toEqual([last.id, ...before.slice(0, 14).map((b) => b.id)]);
    expect((await list(classId)).map((b) => b.id)).toEqual(afterIds);
    // Past the end: the end.
    await c.asTeacher('PATCH', `/api/behavior-types/${last.id}`, { position: 39 });
    expect((await list(classId)).map((b) => b.id)).toEqual(before.map((b) => b.id));
    const positions = (await rowsOf(classId)).map((r) => r.position).sort((a, b) => a - b);
    expect(positions).toEqual([...Array(15).keys()]);
  });

  it('answers 401, 403 to a student, 404 for another teacher’s behaviour, and changes nothing', async () => {
    const theirs = (await c.asOther('GET', listUrl(c.theirs.klass.id))).json()[0];
    const url = `/api/behavior-types/${theirs.id}`;
    expect((await c.anonymous('PATCH', url, { name: 'Mine now' })).statusCode).toBe(401);
    expect((await c.asStudent('PATCH', url, { name: 'Mine now' })).statusCode).toBe(403);
    const res = await c.asTeacher('PATCH', url, { name: 'Mine now' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Behavior not found');
    expect((await c.asOther('GET', listUrl(c.theirs.klass.id))).json()[0]).toEqual(theirs);
    expect((await c.asTeacher('PATCH', '/api/behavior-types/999999', { name: 'x' })).statusCode).toBe(404);
  });
});

describe('DELETE /api/behavior-types/{id}', () => {
  it('deletes and renumbers; the last one stays', async () => {
    const classId = await freshClass();
    const before = await list(classId);
    const res = await c.asTeacher('DELETE', `/api/behavior-types/${before[3].id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((b: { id: number }) => b.id)).toEqual(
      before.filter((_, i) => i !== 3).map((b) => b.id),
    );
    // Not written back as "never customised" when emptied: the last one cannot go.
    for (const b of before.slice(0, 14))
      if (b.id !== before[3].id) await c.asTeacher('DELETE', `/api/behavior-types/${b.id}`);
    const last = await c.asTeacher('DELETE', `/api/behavior-types/${before[14].id}`);
    expect(last.statusCode).toBe(400);
    expect(last.json()).toMatchObject({
      code: 'LAST_BEHAVIOR',
      message: 'A class keeps at least one behavior: add another before deleting this one',
    });
    expect((await list(classId)).map((b) => b.id)).toEqual([before[14].id]);
  });

  it('answers 401, 403 to a student, 404 for another teacher’s behaviour', async () => {
    const theirs = (await c.asOther('GET', listUrl(c.theirs.klass.id))).json()[1];
    const url = `/api/behavior-types/${theirs.id}`;
    expect((await c.anonymous('DELETE', url)).statusCode).toBe(401);
    expect((await c.asStudent('DELETE', url)).statusCode).toBe(403);
    expect((await c.asTeacher('DELETE', url)).statusCode).toBe(404);
    expect((await c.asOther('GET', listUrl(c.theirs.klass.id))).json()).toContainEqual(theirs);
  });
});

describe('copy and Restore Defaults', () => {
  it("replaces the class's list with a copy of another of the teacher's classes", async () => {
    const from = await freshClass();
    const to = await freshClass();
    await add(from, { name: 'Lab Safety', points: 2, kind: 'positive', icon: 'FlaskConical' });
    const first = (await list(from))[0];
    await c.asTeacher('DELETE', `/api/behavior-types/${first.id}`);
    const source = await list(from);
    const events = recordEvents(t);
    const res = await c.asTeacher('POST', `${listUrl(to)}/copy`, { fromClassId: from });
    expect(res.statusCode).toBe(200);
    expect(withoutIds(res.json())).toEqual(withoutIds(source));
    await events.expectEvent({ topic: 'behavior-types', classId: to });
    // A copy, not a link: changing the copy leaves the source as it was.
    await c.asTeacher('PATCH', `/api/behavior-types/${res.json()[0].id}`, { name: 'Only here' });
    expect(await list(from)).toEqual(source);
  });

  it('copies the spec’s 15 from a class never customised', async () => {
    const to = await freshClass();
    await add(to, { name: 'Lab Safety', points: 2, kind: 'positive' });
    const res = await c.asTeacher('POST', `${listUrl(to)}/copy`, { fromClassId: await freshClass() });
    expect(withoutIds(res.json())).toEqual(SPEC);
  });

  it('answers 404 for another teacher’s class either way, 400 for the same class, 401 and 403', async () => {
    const mine = await freshClass();
    await add(mine, { name: 'Lab Safety', points: 2, kind: 'positive' });
    const before = await list(mine);
    const fromTheirs = await c.asTeacher('POST', `${listUrl(mine)}/copy`, { fromClassId: c.theirs.klass.id });
    expect(fromTheirs.statusCode).toBe(404);
    expect(fromTheirs.json().message).toBe('Class not found');
    expect(
      (await c.asTeacher('POST', `${listUrl(c.theirs.klass.id)}/copy`, { fromClassId: mine })).statusCode,
    ).toBe(404);
    const same = await c.asTeacher('POST', `${listUrl(mine)}/copy`, { fromClassId: mine });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('Choose another class to copy from');
    expect((await c.asTeacher('POST', `${listUrl(mine)}/copy`, {})).json().message).toBe(
      'fromClassId: Class to copy from is required',
    );
    expect((await c.anonymous('POST', `${listUrl(mine)}/copy`, { fromClassId: mine })).statusCode).toBe(401);
    expect((await c.asStudent('POST', `${listUrl(mine)}/copy`, { fromClassId: mine })).statusCode).toBe(403);
    expect(await list(mine)).toEqual(before);
  });

  it("'Restore Defaults' brings back the spec's 15 in order", async () => {
    const classId = await freshClass();
    await add(classId, { name: 'Lab Safety', points: 2, kind: 'positive' });
    const [first] = await list(classId);
    await c.asTeacher('PATCH', `/api/behavior-types/${first.id}`, { name: 'Great Question', points: 5 });
    const res = await c.asTeacher('POST', `${listUrl(classId)}/defaults`);
    expect(res.statusCode).toBe(200);
    expect(withoutIds(res.json())).toEqual(SPEC);
    expect((await c.asTeacher('POST', `${listUrl(c.theirs.klass.id)}/defaults`)).statusCode).toBe(404);
    expect((await c.asStudent('POST', `${listUrl(classId)}/defaults`)).statusCode).toBe(403);
    expect((await c.anonymous('POST', `${listUrl(classId)}/defaults`)).statusCode).toBe(401);
  });
});

describe('awards made with a behaviour keep its name and points', () => {
  it('after the behaviour is renamed, re-pointed and deleted; undo still pairs', async () => {
    const classId = c.mine.klass.id;
    const created = (
      await add(classId, { name: 'Kind Words', points: 2, kind: 'positive', icon: 'Smile' })
    ).json();
    const student = c.mine.students[1];
    const award = await c.asTeacher('POST', '/api/behaviors', {
      studentId: student.id,
      type: created.name,
      points: created.points,
    });
    expect(award.statusCode).toBe(201);
    const batch = await c.asTeacher('POST', '/api/behaviors/batch', {
      studentIds: [student.id, c.mine.students[2].id],
      type: created.name,
      points: created.points,
    });
    expect(batch.statusCode).toBe(201);
    await c.asTeacher('PATCH', `/api/behavior-types/${created.id}`, { name: 'Kinder Words', points: 5 });
    const undo = await c.asTeacher('POST', '/api/behaviors/batch', {
      studentIds: [student.id, c.mine.students[2].id],
      type: 'Undo: Kind Words',
      points: -2,
    });
    expect(undo.statusCode).toBe(201);
    expect((await c.asTeacher('DELETE', `/api/behavior-types/${created.id}`)).statusCode).toBe(200);
    const history = (await c.asTeacher('GET', `/api/behaviors?studentId=${student.id}`)).json();
    const given = history.find((r: { id: number }) => r.id === award.json().behaviors[0].id);
    expect(given).toMatchObject({ type: 'Kind Words', points: 2, undone: false });
    const undone = history.find((r: { id: number }) => r.id === batch.json().behaviors[0].id);
    expect(undone).toMatchObject({ type: 'Kind Words', points: 2, undone: true });
    // The history shows the undone award struck through; the undo itself is linked to it.
    const [undoRow] = await t.database.db.select().from(behaviors).where(eq(behaviors.undoesId, undone.id));
    expect(undoRow).toMatchObject({ type: 'Undo: Kind Words', points: -2, studentId: student.id });
    // The student's balance: +2 kept, +2 undone.
    const me = (await c.asTeacher('GET', `/api/students/${student.id}`)).json();
    expect(me.balance).toBe(2);
  });
});

describe('a class deleted takes its behaviours with it', () => {
  it('leaves no rows behind', async () => {
    const classId = await freshClass();
    await list(classId);
    expect((await c.asTeacher('DELETE', `/api/classes/${classId}`)).statusCode).toBe(200);
    expect(await rowsOf(classId)).toHaveLength(0);
  });
});

describe('the OpenAPI document', () => {
  it('documents every route with its body and answers', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(Object.keys(paths['/api/classes/{id}/behavior-types']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(paths['/api/behavior-types/{id}']).sort()).toEqual(['delete', 'patch']);
    expect(paths['/api/classes/{id}/behavior-types/copy'].post.requestBody).toBeDefined();
    expect(paths['/api/classes/{id}/behavior-types/defaults'].post).toBeDefined();
    const post = paths['/api/classes/{id}/behavior-types'].post;
    expect(Object.keys(post.responses).sort()).toEqual(['201', '400', '401', '403', '404', '409']);
    expect(JSON.stringify(post.requestBody)).toContain('FlaskConical');
    expect(Object.keys(paths['/api/behavior-types/{id}'].patch.responses)).toContain('409');
  });
});
