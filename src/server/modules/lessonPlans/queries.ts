import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { groupBy } from '../../../shared/common/group-by';
import type { Db, Tx } from '../../db/client';
import { lessonPlans, lessonSections, sectionResources } from '../../db/schema';
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
  const sections = await db
    .select()
    .from(lessonSections)
    .where(
      inArray(
        lessonSections.lessonPlanId,
        plans.map((p) => p.id),
      ),
    )
    .orderBy(asc(lessonSections.displayOrder), asc(lessonSections.id));
  const resources = sections.length
    ? await db
        .select()
        .from(sectionResources)
        .where(
          inArray(
            sectionResources.sectionId,
            sections.map((s) => s.id),
          ),
        )
        .orderBy(asc(sectionResources.displayOrder), asc(sectionResources.id))
    : [];
  const bySection = groupBy(resources, (r) => r.sectionId);
  const byPlan = groupBy(sections, (s) => s.lessonPlanId);
  return plans.map((p) =>
    presentPlan(
      p,
      (byPlan.get(p.id) ?? []).map((s) => presentSection(s, bySection.get(s.id) ?? [])),
    ),
  );
}

export async function loadPlan(db: Db | Tx, teacherId: number, id: number) {
  const [plan] = await loadPlans(db, teacherId, { ids: [id] });
  if (!plan) throw notFound('Lesson plan not found');
  return plan;
}

// ---- ownership: another teacher's ids are "not found" (ARCHITECTURE §5) ----

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
