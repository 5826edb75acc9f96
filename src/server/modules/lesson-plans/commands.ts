import { and, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type createLessonPlanBody,
  type createResourceBody,
  type createSectionBody,
  typeOf,
  type updateLessonPlanBody,
  type updateResourceBody,
  type updateSectionBody,
} from '../../../shared/lesson-plans/schemas';
import type { Db, Tx } from '../../db/client';
import { lessonPlans, lessonSections, sectionResources } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { fileKeysOf } from '../uploads/files';
import { loadPlan } from './queries';

type CreatePlan = z.output<typeof createLessonPlanBody>;

// The writes of the lesson-plan routes. Ownership is checked by the routes (./queries.ts
// owned*) before they call these.

/**
 * A plan, then one section per chosen number (displayOrder by index), then each resource in the
 * section it names (the first when it names none), in one transaction: a failing resource leaves
 * nothing. A resource naming a section the plan does not have is refused (400), not moved.
 */
export async function createPlan(db: Db, teacherId: number, input: CreatePlan) {
  if (input.resources.length && !input.sections.length) {
    throw badRequest('Resources need a section: choose at least one class section');
  }
  const chosen = new Set(input.sections.map((s) => s.sectionNumber));
  const stray = input.resources.find((r) => r.sectionNumber !== undefined && !chosen.has(r.sectionNumber));
  if (stray) {
    throw badRequest(
      `Resource '${stray.title}' is for Section ${stray.sectionNumber}, which is not one of this plan's sections`,
    );
  }
  return db.transaction(async (tx) => {
    const [plan] = await tx
      .insert(lessonPlans)
      .values({ teacherId, date: input.date, title: input.title, notes: input.notes })
      .returning({ id: lessonPlans.id });
    if (input.sections.length) {
      const sections = await tx
        .insert(lessonSections)
        .values(
          input.sections.map((s, i) => ({
            lessonPlanId: plan.id,
            sectionNumber: s.sectionNumber,
            sectionName: s.sectionName,
            displayOrder: i,
          })),
        )
        .returning({ id: lessonSections.id, sectionNumber: lessonSections.sectionNumber });
      const idOf = new Map(sections.map((s) => [s.sectionNumber, s.id]));
      if (input.resources.length) {
        await tx.insert(sectionResources).values(
          input.resources.map((r, i) => ({
            sectionId: r.sectionNumber === undefined ? sections[0].id : (idOf.get(r.sectionNumber) as number),
            title: r.title,
            url: r.url,
            resourceType: typeOf(r),
            description: r.description,
            displayOrder: r.displayOrder ?? i,
          })),
        );
      }
    }
    return loadPlan(tx, teacherId, plan.id);
  });
}

/** The file addresses of the resources under these plans or sections (read before deleting). */
async function fileUrlsUnder(tx: Tx, where: SQL) {
  const rows = await tx
    .select({ url: sectionResources.url })
    .from(sectionResources)
    .innerJoin(lessonSections, eq(lessonSections.id, sectionResources.sectionId))
    .innerJoin(lessonPlans, eq(lessonPlans.id, lessonSections.lessonPlanId))
    .where(and(where, like(sectionResources.url, '/api/objects/%')));
  return fileKeysOf(rows.map((r) => r.url));
}

/**
 * Deletes the teacher's plans (of one date, or all), cascading to sections and resources, in one
 * transaction. Returns how many went and the upload keys their resources used.
 */
export async function deletePlans(db: Db, teacherId: number, filter: { id?: number; date?: string }) {
  const where = and(
    eq(lessonPlans.teacherId, teacherId),
    filter.id !== undefined ? eq(lessonPlans.id, filter.id) : undefined,
    filter.date ? eq(lessonPlans.date, filter.date) : undefined,
  ) as SQL;
  return db.transaction(async (tx) => {
    const fileKeys = await fileUrlsUnder(tx, where);
    const gone = await tx.delete(lessonPlans).where(where).returning({ id: lessonPlans.id });
    if (filter.id !== undefined && !gone.length) throw notFound('Lesson plan not found');
    return { count: gone.length, fileKeys };
  });
}

/** Deletes the sections of period n (hundreds digit) from the teacher's plans of one date. */
export async function deletePeriod(db: Db, teacherId: number, period: number, date: string) {
  return db.transaction(async (tx) => {
    const planIds = tx
      .select({ id: lessonPlans.id })
      .from(lessonPlans)
      .where(and(eq(lessonPlans.teacherId, teacherId), eq(lessonPlans.date, date)));
    const inPeriod = and(
      inArray(lessonSections.lessonPlanId, planIds),
      like(lessonSections.sectionNumber, `${period}%`),
    ) as SQL;
    const fileKeys = await fileUrlsUnder(
      tx,
      and(
        eq(lessonPlans.teacherId, teacherId),
        eq(lessonPlans.date, date),
        like(lessonSections.sectionNumber, `${period}%`),
      ) as SQL,
    );
    const gone = await tx.delete(lessonSections).where(inPeriod).returning({ id: lessonSections.id });
    return { count: gone.length, fileKeys };
  });
}

/** Deletes one section (its resources cascade); returns the upload keys they used. */
export async function deleteSection(db: Db, sectionId: number) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ url: sectionResources.url })
      .from(sectionResources)
      .where(eq(sectionResources.sectionId, sectionId));
    await tx.delete(lessonSections).where(eq(lessonSections.id, sectionId));
    return fileKeysOf(rows.map((r) => r.url));
  });
}

const idArray = (ids: number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/**
 * Gives `ids` displayOrder 0, 1, 2... in one statement, so in one transaction; all must be the
 * teacher's, or nothing changes (404).
 */
export async function reorder(db: Db, teacherId: number, kind: 'sections' | 'resources', ids: number[]) {
  return db.transaction(async (tx) => {
    const owned =
      kind === 'sections'
        ? await tx
            .select({ id: lessonSections.id })
            .from(lessonSections)
            .innerJoin(lessonPlans, eq(lessonPlans.id, lessonSections.lessonPlanId))
            .where(and(inArray(lessonSections.id, ids), eq(lessonPlans.teacherId, teacherId)))
        : await tx
            .select({ id: sectionResources.id })
            .from(sectionResources)
            .innerJoin(lessonSections, eq(lessonSections.id, sectionResources.sectionId))
            .innerJoin(lessonPlans, eq(lessonPlans.id, lessonSections.lessonPlanId))
            .where(and(inArray(sectionResources.id, ids), eq(lessonPlans.teacherId, teacherId)));
    if (owned.length !== ids.length)
      throw notFound(kind === 'sections' ? 'Section not found' : 'Resource not found');
    const table = kind === 'sections' ? lessonSections : sectionResources;
    await tx.execute(sql`
      update ${table} set display_order = o.ord - 1
      from unnest(${idArray(ids)}) with ordinality as o(id, ord)
      where ${table}.id = o.id
    `);
  });
}

const withoutUndefined = <T extends object>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/** A plan's title, notes or date; absent fields stay as they are. */
export async function updatePlan(db: Db, id: number, body: z.output<typeof updateLessonPlanBody>) {
  const { title, notes, date } = body;
  await db
    .update(lessonPlans)
    .set({ ...withoutUndefined({ title, notes, date }), updatedAt: new Date() })
    .where(eq(lessonPlans.id, id));
}

export async function createSection(db: Db, body: z.output<typeof createSectionBody>) {
  const [row] = await db.insert(lessonSections).values(body).returning();
  return row;
}

/** A section's number, name or display order; absent fields stay as they are. */
export async function updateSection(db: Db, id: number, body: z.output<typeof updateSectionBody>) {
  const { sectionNumber, sectionName, displayOrder } = body;
  const [row] = await db
    .update(lessonSections)
    .set(withoutUndefined({ sectionNumber, sectionName, displayOrder }))
    .where(eq(lessonSections.id, id))
    .returning();
  return row;
}

/** A resource; without a type, the one its address says (decision 0082). */
export async function createResource(db: Db, body: z.output<typeof createResourceBody>) {
  const { sectionId, title, url, resourceType, description, displayOrder } = body;
  const [row] = await db
    .insert(sectionResources)
    .values({
      sectionId,
      title,
      url,
      resourceType: typeOf({ url, resourceType }),
      description,
      displayOrder: displayOrder ?? 0,
    })
    .returning();
  return row;
}

export async function updateResource(db: Db, id: number, body: z.output<typeof updateResourceBody>) {
  const [row] = await db
    .update(sectionResources)
    .set({ ...withoutUndefined(body), updatedAt: new Date() })
    .where(eq(sectionResources.id, id))
    .returning();
  return row;
}

export async function deleteResource(db: Db, id: number) {
  await db.delete(sectionResources).where(eq(sectionResources.id, id));
}
