import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { groupBy } from '../../../shared/common/group-by';
import { fileKeyOf } from '../../../shared/lesson-plans/sections';
import type { Db, Tx } from '../../db/client';
import { lessonPlans, lessonSections, sectionResources, uploads } from '../../db/schema';
import { notFound } from '../../errors';
import { presentPlan, presentSection } from './presenters';

/**
 * A teacher's plans (of one date, or these ids) with their sections and resources, each by
 * displayOrder: three queries whatever the number of plans.
 */
export async function loadPlans(
  db: Db | Tx,
  teacherId: number,
  filter: { date?: string; ids?: number[] } = {},
) {
  const where: SQL[] = [eq(lessonPlans.teacherId, teacherId)];
  if (filter.date) where.push(eq(lessonPlans.date, filter.date));
  if (filter.ids) where.push(inArray(lessonPlans.id, filter.ids.length ? filter.ids : [0]));
  const plans = await db
    .select()
    .from(lessonPlans)
    .where(and(...where))
    .orderBy(asc(lessonPlans.date), asc(lessonPlans.createdAt), asc(lessonPlans.id));
  if (!plans.length) return [];
  const { sectionsOf, resourcesOf } = await loadPlanContents(
    db,
    plans.map((p) => p.id),
  );
  const fileTypes = await fileTypesOf(
    db,
    teacherId,
    [...resourcesOf.values()].flat().flatMap((r) => fileKeyOf(r.url) ?? []),
  );
  return plans.map((p) =>
    presentPlan(
      p,
      (sectionsOf.get(p.id) ?? []).map((s) => presentSection(s, resourcesOf.get(s.id) ?? [], fileTypes)),
    ),
  );
}

/** The content types of the teacher's uploads among these keys (one query, none for no keys). */
async function fileTypesOf(db: Db | Tx, teacherId: number, keys: string[]) {
  if (!keys.length) return new Map<string, string | null>();
  const rows = await db
    .select({ key: uploads.objectKey, type: uploads.contentType })
    .from(uploads)
    .where(and(eq(uploads.teacherId, teacherId), inArray(uploads.objectKey, keys)));
  return new Map(rows.map((r) => [r.key, r.type]));
}

/**
 * The sections of these plans and their resources, each by displayOrder, grouped by plan and by
 * section: two queries, also for no plans (the full export counts on a constant cost).
 */
export async function loadPlanContents(db: Db | Tx, planIds: number[]) {
  const sections = await db
    .select()
    .from(lessonSections)
    .where(inArray(lessonSections.lessonPlanId, planIds))
    .orderBy(asc(lessonSections.displayOrder), asc(lessonSections.id));
  const resources = await db
    .select()
    .from(sectionResources)
    .where(
      inArray(
        sectionResources.sectionId,
        sections.map((s) => s.id),
      ),
    )
    .orderBy(asc(sectionResources.displayOrder), asc(sectionResources.id));
  return {
    sectionsOf: groupBy(sections, (s) => s.lessonPlanId),
    resourcesOf: groupBy(resources, (r) => r.sectionId),
  };
}

export async function loadPlan(db: Db | Tx, teacherId: number, id: number) {
  const [plan] = await loadPlans(db, teacherId, { ids: [id] });
  if (!plan) throw notFound('Lesson plan not found');
  return plan;
}

// ---- ownership: another teacher's ids are "not found" (docs/architecture.md#permissions) ----

export async function ownedPlan(db: Db | Tx, teacherId: number, id: number) {
  const [row] = await db
    .select()
    .from(lessonPlans)
    .where(and(eq(lessonPlans.id, id), eq(lessonPlans.teacherId, teacherId)))
    .limit(1);
  if (!row) throw notFound('Lesson plan not found');
  return row;
}

export async function ownedSection(db: Db | Tx, teacherId: number, id: number) {
  const [row] = await db
    .select({ section: lessonSections })
    .from(lessonSections)
    .innerJoin(lessonPlans, eq(lessonPlans.id, lessonSections.lessonPlanId))
    .where(and(eq(lessonSections.id, id), eq(lessonPlans.teacherId, teacherId)))
    .limit(1);
  if (!row) throw notFound('Section not found');
  return row.section;
}

export async function ownedResource(db: Db | Tx, teacherId: number, id: number) {
  const [row] = await db
    .select({ resource: sectionResources })
    .from(sectionResources)
    .innerJoin(lessonSections, eq(lessonSections.id, sectionResources.sectionId))
    .innerJoin(lessonPlans, eq(lessonPlans.id, lessonSections.lessonPlanId))
    .where(and(eq(sectionResources.id, id), eq(lessonPlans.teacherId, teacherId)))
    .limit(1);
  if (!row) throw notFound('Resource not found');
  return row.resource;
}
