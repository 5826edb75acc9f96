import { count, eq, sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessonPlans, lessonSections, sectionResources } from '../../src/server/db/schema';
import { createTeacher } from '../../src/server/seed/factories';
import { countQueries } from '../support/classroom';
import { createPlanWithContent, createStoredTextFile } from '../support/lesson-plans';
import { createTestApp, expectNoSecrets, type TestContext } from '../support/test-app';

let t: TestContext;
let me: { id: number };
let them: { id: number };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Req = (
  method: Method,
  url: string,
  payload?: InjectOptions['payload'],
) => Promise<LightMyRequestResponse>;
let asMe: Req;
let asThem: Req;
let asStudent: Req;
let anonymous: Req;

const as =
  (cookie?: string): Req =>
  (method, url, payload) =>
    t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  me = await createTeacher(db);
  them = await createTeacher(db);
  asMe = as(await t.cookieFor({ kind: 'teacher', id: me.id }));
  asThem = as(await t.cookieFor({ kind: 'teacher', id: them.id }));
  const { createClassWithStudents } = await import('../../src/server/seed/factories');
  const { students } = await createClassWithStudents(db, me.id, 1);
  asStudent = as(await t.cookieFor({ kind: 'student', id: students[0].id }));
  anonymous = as();
});
afterAll(() => t.close());

const link = (title = 'Slides', url = 'https://docs.google.com/presentation/d/1') => ({
  title,
  url,
  resourceType: 'google_slide',
});
const rows = async (table: typeof lessonPlans | typeof lessonSections | typeof sectionResources) =>
  (await t.database.db.select({ n: count() }).from(table))[0].n;

describe('POST /api/lesson-plans', () => {
  it('answers 401 signed out, 403 for a student, 400 with a message for bad input', async () => {
    const body = { date: '2026-04-01', title: 'Plan' };
    expect((await anonymous('POST', '/api/lesson-plans', body)).statusCode).toBe(401);
    expect((await asStudent('POST', '/api/lesson-plans', body)).statusCode).toBe(403);
    const cases: [object, RegExp][] = [
      [{ date: '2026-04-01', title: '  ' }, /Title is required/],
      [{ date: '2026-02-30', title: 'x' }, /real date/],
      [
        { date: '2026-04-01', title: 'x', sections: [{ sectionNumber: '604' }] },
        /Section number must be one of/,
      ],
      [
        { date: '2026-04-01', title: 'x', sections: [{ sectionNumber: '901' }] },
        /Section number must be one of/,
      ],
      [
        {
          date: '2026-04-01',
          title: 'x',
          sections: [{ sectionNumber: '601' }],
          resources: [{ ...link(), resourceType: 'pdf' }],
        },
        /Resource type must be one of google_doc, google_slide, youtube, other/,
      ],
      [
        {
          date: '2026-04-01',
          title: 'x',
          sections: [{ sectionNumber: '601' }],
          resources: [{ ...link(), title: '' }],
        },
        /Title is required/,
      ],
      [
        {
          date: '2026-04-01',
          title: 'x',
          sections: [{ sectionNumber: '601' }],
          resources: [link('x', 'javascript:alert(1)')],
        },
        /valid URL/,
      ],
      [
        {
          date: '2026-04-01',
          title: 'x',
          sections: [{ sectionNumber: '601' }],
          resources: [link('x', 'data:text/html,hi')],
        },
        /valid URL/,
      ],
      [{ date: '2026-04-01', title: 'x', resources: [link()] }, /need a section/],
    ];
    for (const [payload, message] of cases) {
      const res = await asMe('POST', '/api/lesson-plans', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(await rows(lessonPlans)).toBe(0);
  });

  it('creates the plan, its sections by index and the resources on the first section', async () => {
    const res = await asMe('POST', '/api/lesson-plans', {
      teacherId: me.id,
      date: '2026-04-01',
      title: '  Fractions ',
      notes: 'Bring rulers',
      sections: [{ sectionNumber: '701' }, { sectionNumber: '601', sectionName: 'Early group' }],
      resources: [
        link('Slides'),
        { title: 'Video', url: 'https://youtu.be/x', resourceType: 'youtube', description: 'Intro' },
      ],
    });
    expect(res.statusCode).toBe(201);
    expectNoSecrets(res.body);
    const plan = res.json();
    expect(plan).toMatchObject({
      id: expect.any(Number),
      teacherId: me.id,
      title: 'Fractions',
      notes: 'Bring rulers',
    });
    expect(
      plan.sections.map((s: { sectionNumber: string; displayOrder: number }) => [
        s.sectionNumber,
        s.displayOrder,
      ]),
    ).toEqual([
      ['701', 0],
      ['601', 1],
    ]);
    expect(
      plan.sections[0].resources.map((r: { title: string; displayOrder: number }) => [
        r.title,
        r.displayOrder,
      ]),
    ).toEqual([
      ['Slides', 0],
      ['Video', 1],
    ]);
    expect(plan.sections[1].resources).toEqual([]);
    await asMe('DELETE', '/api/lesson-plans');
  });

  it('puts each resource in the section it names, and refuses a section the plan does not have', async () => {
    const res = await asMe('POST', '/api/lesson-plans', {
      date: '2026-04-02',
      title: 'Forces',
      sections: [{ sectionNumber: '601' }, { sectionNumber: '701' }],
      resources: [
        { ...link('Warm-up'), sectionNumber: '601' },
        { ...link('Lab sheet'), sectionNumber: '701' },
        link('No section named'),
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const titles = (n: number) => res.json().sections[n].resources.map((r: { title: string }) => r.title);
    expect(res.json().sections.map((s: { sectionNumber: string }) => s.sectionNumber)).toEqual([
      '601',
      '701',
    ]);
    expect(titles(0)).toEqual(['Warm-up', 'No section named']);
    expect(titles(1)).toEqual(['Lab sheet']);

    const plans = await rows(lessonPlans);
    for (const [sectionNumber, message] of [
      ['801', "Resource 'Lab sheet' is for Section 801, which is not one of this plan's sections"],
      ['999', 'Section number must be one of'],
    ] as const) {
      const bad = await asMe('POST', '/api/lesson-plans', {
        date: '2026-04-02',
        title: 'Forces',
        sections: [{ sectionNumber: '601' }],
        resources: [{ ...link('Lab sheet'), sectionNumber }],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain(message);
    }
    expect(await rows(lessonPlans)).toBe(plans);
    // Only a new plan's resources name a section: a resource added to a section has its id.
    const section = res.json().sections[0];
    const single = await asMe('POST', '/api/section-resources', {
      ...link('x'),
      sectionId: section.id,
      sectionNumber: '601',
    });
    expect(single.statusCode).toBe(400);
    await asMe('DELETE', '/api/lesson-plans');
  });

  it("without a type, gives a resource the one its address says (a PhET link is not a 'Google Doc')", async () => {
    const res = await asMe('POST', '/api/lesson-plans', {
      date: '2026-04-03',
      title: 'Energy',
      sections: [{ sectionNumber: '801' }],
      resources: [
        { title: 'Skate park', url: 'https://phet.colorado.edu/en/simulations/energy-skate-park' },
        { title: 'Notes', url: 'https://docs.google.com/document/d/1/edit' },
        { title: 'Deck', url: 'https://docs.google.com/presentation/d/1' },
        { title: 'Clip', url: 'https://www.youtube.com/watch?v=x' },
        // The teacher's choice wins over the address.
        { title: 'Chosen', url: 'https://youtu.be/x', resourceType: 'google_doc' },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(
      res
        .json()
        .sections[0].resources.map((r: { title: string; resourceType: string }) => [r.title, r.resourceType]),
    ).toEqual([
      ['Skate park', 'other'],
      ['Notes', 'google_doc'],
      ['Deck', 'google_slide'],
      ['Clip', 'youtube'],
      ['Chosen', 'google_doc'],
    ]);
    const section = res.json().sections[0];
    const one = await asMe('POST', '/api/section-resources', {
      sectionId: section.id,
      title: 'Sim',
      url: 'https://phet.colorado.edu/sims/x',
    });
    expect(one.statusCode).toBe(201);
    expect(one.json().resourceType).toBe('other');
    await asMe('DELETE', '/api/lesson-plans');
  });

  it("tells an uploaded file's content type with the plan, for its badge ('PDF', 'Text File')", async () => {
    const key = await createStoredTextFile(t.database.db, me.id);
    const res = await asMe('POST', '/api/lesson-plans', {
      date: '2026-04-04',
      title: 'Reading',
      sections: [{ sectionNumber: '602' }],
      resources: [{ title: 'List', url: `/api/objects/${key}` }, link('Slides')],
    });
    expect(res.statusCode, res.body).toBe(201);
    const [file, slides] = res.json().sections[0].resources;
    expect(file).toMatchObject({ resourceType: 'other', fileType: 'text/plain; charset=utf-8' });
    expect(slides.fileType).toBeUndefined();
    await asMe('DELETE', '/api/lesson-plans');
  });

  it('is one transaction: a resource the database refuses leaves no plan and no section', async () => {
    const db = t.database.db;
    // A database that refuses one resource mid-way (what a lost connection or a constraint
    // would do): everything written before it must go too.
    await db.execute(sql`
      create function refuse_resource() returns trigger language plpgsql as $$
      begin
        if new.title = 'Explode' then raise exception 'refused'; end if;
        return new;
      end $$`);
    await db.execute(sql`
      create trigger refuse_resource before insert on section_resources
      for each row execute function refuse_resource()`);
    try {
      const before = [await rows(lessonPlans), await rows(lessonSections), await rows(sectionResources)];
      const res = await asMe('POST', '/api/lesson-plans', {
        date: '2026-04-02',
        title: 'Doomed',
        sections: [{ sectionNumber: '601' }, { sectionNumber: '602' }],
        resources: [link('One'), link('Two'), link('Explode')],
      });
      expect(res.statusCode).toBe(500);
      expect([await rows(lessonPlans), await rows(lessonSections), await rows(sectionResources)]).toEqual(
        before,
      );
    } finally {
      await db.execute(sql`drop trigger refuse_resource on section_resources`);
      await db.execute(sql`drop function refuse_resource`);
    }
  });

  it("refuses a file that is not the teacher's before writing anything", async () => {
    const before = await rows(lessonPlans);
    const res = await asMe('POST', '/api/lesson-plans', {
      date: '2026-04-02',
      title: 'Borrowed',
      sections: [{ sectionNumber: '601' }],
      resources: [link('One'), { ...link('Theirs'), url: '/api/objects/aaaaaaaaaaaaaaaaaaaaaaaa' }],
    });
    expect(res.statusCode).toBe(404);
    expect(await rows(lessonPlans)).toBe(before);
  });

  it('acts for the signed-in teacher whatever teacherId the body names', async () => {
    const res = await asMe('POST', '/api/lesson-plans', {
      teacherId: them.id,
      date: '2026-04-03',
      title: 'Mine',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().teacherId).toBe(me.id);
    expect((await asThem('GET', '/api/lesson-plans?date=2026-04-03')).json()).toEqual([]);
    await asMe('DELETE', `/api/lesson-plans/${res.json().id}`);
  });
});

describe('GET /api/lesson-plans', () => {
  it('answers 401, 403 and 400 for a bad date or teacherId', async () => {
    expect((await anonymous('GET', '/api/lesson-plans')).statusCode).toBe(401);
    expect((await asStudent('GET', '/api/lesson-plans')).statusCode).toBe(403);
    expect((await asMe('GET', '/api/lesson-plans?date=yesterday')).statusCode).toBe(400);
    expect((await asMe('GET', '/api/lesson-plans?teacherId=abc')).statusCode).toBe(400);
  });

  it("gives the date's plans with sections and resources by displayOrder, never another teacher's", async () => {
    const db = t.database.db;
    const a = await createPlanWithContent(db, me.id, { date: '2026-05-01', sectionNumber: '701' });
    await db
      .insert(lessonSections)
      .values({ lessonPlanId: a.plan.id, sectionNumber: '601', displayOrder: -1 + 0 });
    await db.update(lessonSections).set({ displayOrder: 5 }).where(eq(lessonSections.id, a.section.id));
    await db
      .insert(sectionResources)
      .values({ sectionId: a.section.id, title: 'First', url: 'https://a.org', displayOrder: -0 });
    await db.update(sectionResources).set({ displayOrder: 3 }).where(eq(sectionResources.id, a.resource.id));
    await createPlanWithContent(db, me.id, { date: '2026-05-02' });
    const theirs = await createPlanWithContent(db, them.id, { date: '2026-05-01' });

    const res = await asMe('GET', `/api/lesson-plans?teacherId=${them.id}&date=2026-05-01`);
    expect(res.statusCode).toBe(200);
    const plans = res.json();
    expect(plans.map((p: { id: number }) => p.id)).toEqual([a.plan.id]);
    expect(plans[0].sections.map((s: { sectionNumber: string }) => s.sectionNumber)).toEqual(['601', '701']);
    expect(plans[0].sections[1].resources.map((r: { title: string }) => r.title)).toEqual([
      'First',
      'Slides',
    ]);
    expect(plans.every((p: { teacherId: number }) => p.teacherId === me.id)).toBe(true);
    expect(plans.map((p: { id: number }) => p.id)).not.toContain(theirs.plan.id);
  });

  it('runs a constant number of queries however many plans, sections and resources', async () => {
    const db = t.database.db;
    await createPlanWithContent(db, me.id, { date: '2026-06-01' });
    const few = await countQueries(t, () => asMe('GET', '/api/lesson-plans?date=2026-06-01'));
    for (let i = 0; i < 6; i++)
      await createPlanWithContent(db, me.id, { date: '2026-06-01', sectionNumber: `${(i % 8) + 1}01` });
    const many = await countQueries(t, () => asMe('GET', '/api/lesson-plans?date=2026-06-01'));
    expect((await asMe('GET', '/api/lesson-plans?date=2026-06-01')).json()).toHaveLength(7);
    expect(many).toBe(few);
  });
});

describe('PUT and DELETE /api/lesson-plans/{id}', () => {
  it('answers 401, 400, and 404 for another teacher’s plan (which stays as it was)', async () => {
    const { plan } = await createPlanWithContent(t.database.db, them.id);
    expect((await anonymous('PUT', `/api/lesson-plans/${plan.id}`, { title: 'x' })).statusCode).toBe(401);
    expect((await asMe('PUT', `/api/lesson-plans/${plan.id}`, { title: '' })).statusCode).toBe(400);
    expect((await asMe('PUT', `/api/lesson-plans/${plan.id}`, { title: 'Hijack' })).statusCode).toBe(404);
    expect((await asMe('DELETE', `/api/lesson-plans/${plan.id}`)).statusCode).toBe(404);
    expect((await asMe('DELETE', '/api/lesson-plans/abc')).statusCode).toBe(400);
    expect((await asThem('GET', `/api/lesson-plans?date=${plan.date}`)).json()[0]).toMatchObject({
      title: 'Fractions',
    });
  });

  it('updates title and notes, and deletes the plan with its sections and resources', async () => {
    const { plan, section } = await createPlanWithContent(t.database.db, me.id);
    const res = await asMe('PUT', `/api/lesson-plans/${plan.id}`, {
      teacherId: me.id,
      title: 'Decimals',
      notes: 'Quiz',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Decimals', notes: 'Quiz' });
    const del = await asMe('DELETE', `/api/lesson-plans/${plan.id}`);
    expect(del.json()).toEqual({ message: 'Lesson plan deleted successfully' });
    const left = await t.database.db
      .select()
      .from(sectionResources)
      .where(eq(sectionResources.sectionId, section.id));
    expect(left).toEqual([]);
  });
});

describe('DELETE /api/lesson-plans (Delete All)', () => {
  it("with a date deletes only the caller's plans of that date; without one, all of theirs", async () => {
    const db = t.database.db;
    await asMe('DELETE', '/api/lesson-plans');
    await createPlanWithContent(db, me.id, { date: '2026-07-01' });
    await createPlanWithContent(db, me.id, { date: '2026-07-01' });
    await createPlanWithContent(db, me.id, { date: '2026-07-02' });
    const theirs = await createPlanWithContent(db, them.id, { date: '2026-07-01' });
    expect((await anonymous('DELETE', '/api/lesson-plans?date=2026-07-01')).statusCode).toBe(401);
    expect((await asMe('DELETE', '/api/lesson-plans?date=tomorrow')).statusCode).toBe(400);

    const res = await asMe('DELETE', `/api/lesson-plans?teacherId=${them.id}&date=2026-07-01`);
    expect(res.json()).toEqual({ message: '2 lesson plans deleted successfully', deleted: 2 });
    expect((await asMe('GET', '/api/lesson-plans?date=2026-07-02')).json()).toHaveLength(1);
    expect((await asThem('GET', '/api/lesson-plans?date=2026-07-01')).json()[0].id).toBe(theirs.plan.id);

    expect((await asMe('DELETE', '/api/lesson-plans')).json().deleted).toBe(1);
    expect((await asMe('GET', '/api/lesson-plans')).json()).toEqual([]);
    expect((await asThem('GET', '/api/lesson-plans')).json().length).toBeGreaterThan(0);
  });
});

describe('DELETE /api/lesson-plans/period/{n}', () => {
  it("deletes that period's sections on that date only, keeping plans, other periods and dates", async () => {
    const db = t.database.db;
    const today = await createPlanWithContent(db, me.id, { date: '2026-08-01', sectionNumber: '601' });
    await db.insert(lessonSections).values([
      { lessonPlanId: today.plan.id, sectionNumber: '602' },
      { lessonPlanId: today.plan.id, sectionNumber: '701' },
    ]);
    const otherDay = await createPlanWithContent(db, me.id, { date: '2026-08-02', sectionNumber: '601' });
    const theirs = await createPlanWithContent(db, them.id, { date: '2026-08-01', sectionNumber: '601' });
    expect((await anonymous('DELETE', '/api/lesson-plans/period/6?date=2026-08-01')).statusCode).toBe(401);
    expect((await asMe('DELETE', '/api/lesson-plans/period/9?date=2026-08-01')).statusCode).toBe(400);
    expect((await asMe('DELETE', '/api/lesson-plans/period/6')).statusCode).toBe(400);

    const res = await asMe('DELETE', '/api/lesson-plans/period/6?date=2026-08-01');
    expect(res.json()).toEqual({ message: 'Period content deleted successfully', deleted: 2 });
    const [plan] = (await asMe('GET', '/api/lesson-plans?date=2026-08-01')).json();
    expect(plan.sections.map((s: { sectionNumber: string }) => s.sectionNumber)).toEqual(['701']);
    expect((await asMe('GET', '/api/lesson-plans?date=2026-08-02')).json()[0].sections[0].id).toBe(
      otherDay.section.id,
    );
    expect((await asThem('GET', '/api/lesson-plans?date=2026-08-01')).json()[0].sections[0].id).toBe(
      theirs.section.id,
    );
  });
});

describe('sections', () => {
  it('creates, updates and deletes a section; 401, 400 and 404 for another teacher’s', async () => {
    const db = t.database.db;
    const mine = await createPlanWithContent(db, me.id);
    const theirs = await createPlanWithContent(db, them.id);
    const body = {
      lessonPlanId: mine.plan.id,
      sectionNumber: '802',
      sectionName: 'Period 8 Content',
      displayOrder: 0,
    };
    expect((await anonymous('POST', '/api/lesson-sections', body)).statusCode).toBe(401);
    expect(
      (await asMe('POST', '/api/lesson-sections', { ...body, sectionNumber: '804' })).json().message,
    ).toMatch(/Section number must be one of/);
    expect(
      (await asMe('POST', '/api/lesson-sections', { ...body, lessonPlanId: theirs.plan.id })).statusCode,
    ).toBe(404);
    const created = await asMe('POST', '/api/lesson-sections', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id: expect.any(Number), sectionNumber: '802', resources: [] });

    const id = created.json().id;
    expect(
      (await asMe('PUT', `/api/lesson-sections/${id}`, { sectionName: 'Group B' })).json(),
    ).toMatchObject({
      sectionName: 'Group B',
      sectionNumber: '802',
    });
    expect((await asMe('PUT', `/api/lesson-sections/${id}`, {})).statusCode).toBe(400);
    expect(
      (await asMe('PUT', `/api/lesson-sections/${theirs.section.id}`, { sectionName: 'x' })).statusCode,
    ).toBe(404);
    expect((await asMe('DELETE', `/api/lesson-sections/${theirs.section.id}`)).statusCode).toBe(404);
    expect((await asMe('DELETE', `/api/lesson-sections/${id}`)).json()).toEqual({
      message: 'Section deleted successfully',
    });
    expect((await asMe('DELETE', `/api/lesson-sections/${id}`)).statusCode).toBe(404);
  });

  it('reorders sections in one go; a foreign id anywhere in the list changes nothing', async () => {
    const db = t.database.db;
    const { plan, section: a } = await createPlanWithContent(db, me.id, { date: '2026-09-01' });
    const [b, c] = await db
      .insert(lessonSections)
      .values([
        { lessonPlanId: plan.id, sectionNumber: '602', displayOrder: 1 },
        { lessonPlanId: plan.id, sectionNumber: '701', displayOrder: 2 },
      ])
      .returning();
    const theirs = await createPlanWithContent(db, them.id);
    expect((await anonymous('PUT', '/api/lesson-sections/reorder', { ids: [c.id] })).statusCode).toBe(401);
    expect((await asMe('PUT', '/api/lesson-sections/reorder', { ids: [] })).statusCode).toBe(400);
    expect((await asMe('PUT', '/api/lesson-sections/reorder', { ids: [a.id, a.id] })).statusCode).toBe(400);
    const foreign = await asMe('PUT', '/api/lesson-sections/reorder', {
      ids: [c.id, b.id, theirs.section.id, a.id],
    });
    expect(foreign.statusCode).toBe(404);
    const order = async () =>
      (await asMe('GET', '/api/lesson-plans?date=2026-09-01'))
        .json()[0]
        .sections.map((s: { id: number }) => s.id);
    expect(await order()).toEqual([a.id, b.id, c.id]);
    const res = await asMe('PUT', '/api/lesson-sections/reorder', { ids: [c.id, a.id, b.id] });
    expect(res.statusCode).toBe(200);
    expect(await order()).toEqual([c.id, a.id, b.id]);
  });
});

describe('resources', () => {
  it('creates, updates, reorders and deletes resources, with the type, title and URL rules', async () => {
    const db = t.database.db;
    const { section, resource: first } = await createPlanWithContent(db, me.id, { date: '2026-10-01' });
    const theirs = await createPlanWithContent(db, them.id);
    const body = {
      sectionId: section.id,
      title: 'Worksheet',
      url: 'https://example.org/w.pdf',
      resourceType: 'other',
      displayOrder: 1,
    };
    expect((await anonymous('POST', '/api/section-resources', body)).statusCode).toBe(401);
    expect((await asStudent('POST', '/api/section-resources', body)).statusCode).toBe(403);
    expect(
      (await asMe('POST', '/api/section-resources', { ...body, sectionId: theirs.section.id })).statusCode,
    ).toBe(404);
    for (const [patch, message] of [
      [{ resourceType: 'video' }, /Resource type must be one of/],
      [{ title: ' ' }, /Title is required/],
      [{ url: 'javascript:alert(document.cookie)' }, /valid URL/],
      [{ url: 'JaVaScRiPt:alert(1)' }, /valid URL/],
      [{ url: 'ftp://example.org' }, /valid URL/],
    ] as const) {
      const res = await asMe('POST', '/api/section-resources', { ...body, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const created = await asMe('POST', '/api/section-resources', body);
    expect(created.statusCode).toBe(201);
    const second = created.json();
    expect(second).toMatchObject({
      sectionId: section.id,
      title: 'Worksheet',
      resourceType: 'other',
      displayOrder: 1,
    });

    const upd = await asMe('PUT', `/api/section-resources/${second.id}`, {
      title: 'Worksheet 2',
      description: 'Page 4',
    });
    expect(upd.json()).toMatchObject({ title: 'Worksheet 2', description: 'Page 4', url: body.url });
    expect(
      (await asMe('PUT', `/api/section-resources/${second.id}`, { url: 'javascript:x' })).statusCode,
    ).toBe(400);
    expect(
      (await asMe('PUT', `/api/section-resources/${theirs.resource.id}`, { title: 'x' })).statusCode,
    ).toBe(404);

    const titles = async () =>
      (await asMe('GET', '/api/lesson-plans?date=2026-10-01'))
        .json()[0]
        .sections[0].resources.map((r: { title: string }) => r.title);
    expect(await titles()).toEqual(['Slides', 'Worksheet 2']);
    expect(
      (await asMe('PUT', '/api/section-resources/reorder', { ids: [second.id, theirs.resource.id] }))
        .statusCode,
    ).toBe(404);
    expect(
      (await asMe('PUT', '/api/section-resources/reorder', { ids: [second.id, first.id] })).statusCode,
    ).toBe(200);
    expect(await titles()).toEqual(['Worksheet 2', 'Slides']);

    expect((await asMe('DELETE', `/api/section-resources/${theirs.resource.id}`)).statusCode).toBe(404);
    expect((await asMe('DELETE', `/api/section-resources/${second.id}`)).json()).toEqual({
      message: 'Resource deleted successfully',
    });
    expect(await titles()).toEqual(['Slides']);
  });
});
