import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeacher } from '../../src/server/seed/factories';
import { classroom, requester } from '../support/classroom';
import { createPlanWithContent, createStoredTextFile } from '../support/lesson-plans';
import { createTestApp, type TestContext } from '../support/test-app';

// The restore preview (POST /api/import/full?dryRun=true) says what a restore cannot carry and
// what it would add twice (decision 0083).

let t: TestContext;
let c: Awaited<ReturnType<typeof classroom>>;
let doc: Record<string, unknown>;
beforeAll(async () => {
  t = await createTestApp();
  c = await classroom(t, 2);
  const db = t.database.db;
  const key = await createStoredTextFile(db, c.teacher.id);
  await createPlanWithContent(db, c.teacher.id, { url: `/api/objects/${key}` });
  await createPlanWithContent(db, c.teacher.id, { date: '2026-03-03', sectionNumber: '701' });
  doc = (await c.asTeacher('GET', '/api/export')).json();
});
afterAll(() => t.close());

describe('restore preview: uploaded files', () => {
  it('counts the file resources and says they are left out in another account', async () => {
    const fresh = await createTeacher(t.database.db, { name: 'New Account' });
    const asFresh = requester(t, await t.cookieFor({ kind: 'teacher', id: fresh.id }));
    const res = await asFresh('POST', '/api/import/full?dryRun=true', doc);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ uploadedFiles: 1, uploadedFilesLeftOut: 1 });
  });

  it('keeps them in the account they were exported from (the file is still there)', async () => {
    const res = await c.asTeacher('POST', '/api/import/full?dryRun=true', doc);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ uploadedFiles: 1, uploadedFilesLeftOut: 0 });
  });

  it('counts nothing for a file without uploads', async () => {
    const { lessonPlans: _plans, ...rest } = doc;
    const res = await c.asOther('POST', '/api/import/full?dryRun=true', rest);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ uploadedFiles: 0, uploadedFilesLeftOut: 0 });
  });
});

describe('restore preview: the same file twice', () => {
  it('warns of nothing the first time, then names the classes and plans already there', async () => {
    const fresh = await createTeacher(t.database.db, { name: 'Twice' });
    const asFresh = requester(t, await t.cookieFor({ kind: 'teacher', id: fresh.id }));
    const first = await asFresh('POST', '/api/import/full?dryRun=true', doc);
    expect(first.json().alreadyPresent).toEqual({ classes: [], lessonPlans: 0 });

    expect((await asFresh('POST', '/api/import/full', doc)).statusCode).toBe(201);

    const second = await asFresh('POST', '/api/import/full?dryRun=true', doc);
    expect(second.statusCode).toBe(200);
    expect(second.json().alreadyPresent).toEqual({ classes: [c.mine.klass.name], lessonPlans: 2 });
  });

  it('counts a class of the same name whatever its case and spacing, and only your own', async () => {
    const renamed = {
      ...doc,
      // Another code, so only the name can match.
      classes: (doc.classes as { name: string }[]).map((k) => ({
        ...k,
        name: ` ${k.name.toUpperCase().replace(' ', '  ')} `,
        classCode: 'QWERTY',
      })),
    };
    const mine = await c.asTeacher('POST', '/api/import/full?dryRun=true', renamed);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().alreadyPresent.classes).toEqual([c.mine.klass.name.toUpperCase().replace(' ', '  ')]);
    // The other teacher has none of these: another account's classes are never compared.
    const theirs = await c.asOther('POST', '/api/import/full?dryRun=true', renamed);
    expect(theirs.json().alreadyPresent).toEqual({ classes: [], lessonPlans: 0 });
  });
});
