import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { optionalText } from '../../../../shared/common/schemas';
import { instant } from '../../../../shared/exports/schemas';
import {
  displayOrder,
  MAX_PLAN_RESOURCES,
  MAX_PLAN_SECTIONS,
  planDate,
  planNotes,
  planTitle,
  resourceType,
  resourceUrl,
  sectionName,
  sectionNumber,
} from '../../../../shared/lesson-plans/schemas';
import { fileKeyOf } from '../../../../shared/lesson-plans/sections';
import { insertBatched } from '../../../db/batches';
import { lessonPlans, lessonSections, sectionResources } from '../../../db/schema';
import { loadPlanContents } from '../../lesson-plans/queries';
import { checkedFileKeys } from '../../uploads/files';
import type { TeacherSection } from '../section';

// The teacher's lesson plans with their sections and resources. Uploaded files travel as metadata
// only (decision 0029): their address, title and type, not their bytes. A restore keeps a file
// resource only when the file is the restoring teacher's own (restoring into the same account);
// another account's file is never linked, so it can neither be read nor deleted through the copy,
// and an unchecked or missing upload is left out too. The fields are the API's own: a real date,
// each section number once (at most 24), at most 50 resources in a section.

const resource = z.strictObject({
  title: planTitle,
  url: resourceUrl,
  resourceType,
  description: optionalText(2000),
  displayOrder,
});
const item = z.strictObject({
  date: planDate,
  title: planTitle,
  notes: planNotes,
  createdAt: instant,
  sections: z
    .array(
      z.strictObject({
        sectionNumber,
        sectionName,
        displayOrder,
        resources: z
          .array(resource)
          .max(MAX_PLAN_RESOURCES, `At most ${MAX_PLAN_RESOURCES} resources in a section`),
      }),
    )
    .max(MAX_PLAN_SECTIONS, `At most ${MAX_PLAN_SECTIONS} sections`)
    .refine((s) => new Set(s.map((x) => x.sectionNumber)).size === s.length, 'Each section only once'),
});
type Item = z.output<typeof item>;

export const lessonPlansSection: TeacherSection<Item> = {
  key: 'lessonPlans',
  label: 'lesson plans',
  item,
  // The same three queries whatever there is (empty lists included): a constant cost.
  async collect(db, teacherId) {
    const plans = await db
      .select()
      .from(lessonPlans)
      .where(eq(lessonPlans.teacherId, teacherId))
      .orderBy(asc(lessonPlans.date), asc(lessonPlans.id));
    const { sectionsOf, resourcesOf } = await loadPlanContents(
      db,
      plans.map((p) => p.id),
    );
    return plans.map((p) => ({
      date: p.date,
      title: p.title,
      notes: p.notes,
      createdAt: p.createdAt.toISOString(),
      sections: (sectionsOf.get(p.id) ?? []).map((s) => ({
        sectionNumber: s.sectionNumber,
        sectionName: s.sectionName,
        displayOrder: s.displayOrder,
        resources: (resourcesOf.get(s.id) ?? []).map((r) => ({
          title: r.title,
          url: r.url,
          resourceType: r.resourceType as Item['sections'][number]['resources'][number]['resourceType'],
          description: r.description,
          displayOrder: r.displayOrder,
        })),
      })),
    }));
  },
  async restore(db, items, refs) {
    const keys = items.flatMap((p) =>
      p.sections.flatMap((s) => s.resources.flatMap((r) => fileKeyOf(r.url) ?? [])),
    );
    const own = await checkedFileKeys(db, refs.restoringTeacherId, keys);
    const planIds = await insertBatched(
      db,
      lessonPlans,
      items.map((p) => ({
        teacherId: refs.teacherId,
        date: p.date,
        title: p.title,
        notes: p.notes,
        createdAt: new Date(p.createdAt),
      })),
      { returnIds: true },
    );
    const sections = items.flatMap((p, i) => p.sections.map((s) => ({ planId: planIds[i], s })));
    const sectionIds = await insertBatched(
      db,
      lessonSections,
      sections.map(({ planId, s }) => ({
        lessonPlanId: planId,
        sectionNumber: s.sectionNumber,
        sectionName: s.sectionName,
        displayOrder: s.displayOrder,
      })),
      { returnIds: true },
    );
    await insertBatched(
      db,
      sectionResources,
      sections.flatMap(({ s }, i) =>
        s.resources
          .filter((r) => {
            const key = fileKeyOf(r.url);
            return key === null || own.has(key);
          })
          .map((r) => ({ sectionId: sectionIds[i], ...r })),
      ),
    );
  },
};
