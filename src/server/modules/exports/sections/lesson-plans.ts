import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { isoDate } from '../../../../shared/dates';
import { instant, name, optional } from '../../../../shared/exports/schemas';
import {
  ALLOWED_SECTION_NUMBERS,
  fileKeyOf,
  isSafeResourceUrl,
  RESOURCE_TYPES,
} from '../../../../shared/lessonPlans/sections';
import { lessonPlans, lessonSections, sectionResources } from '../../../db/schema';
import { loadPlanContents } from '../../lessonPlans/queries';
import { checkedFileKeys } from '../../uploads/files';
import type { TeacherSection } from '../section';

// The teacher's lesson plans with their sections and resources (issue 11). Uploaded files travel
// as metadata only (decision 0029): their address, title and type, not their bytes. A restore
// keeps a file resource only when the file is the restoring teacher's own (restoring into the
// same account) and was checked; another account's file is never linked, so it can neither be
// read nor deleted through the copy, and an unchecked or missing upload is left out too.

const resource = z.strictObject({
  title: name('Resource title', 200),
  url: z.string().max(2000).refine(isSafeResourceUrl, 'must be an http(s) address or an uploaded file'),
  resourceType: z.enum(RESOURCE_TYPES),
  description: optional(2000),
  displayOrder: z.number().int().min(0).max(10_000),
});
const item = z.strictObject({
  date: isoDate(),
  title: name('Lesson plan title', 200),
  notes: optional(20_000),
  createdAt: instant,
  sections: z
    .array(
      z.strictObject({
        sectionNumber: z
          .string()
          .refine((n) => ALLOWED_SECTION_NUMBERS.includes(n), 'is not a section number'),
        sectionName: optional(200),
        displayOrder: z.number().int().min(0).max(10_000),
        resources: z.array(resource).max(500),
      }),
    )
    .max(100),
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
  async restore(tx, items, refs) {
    const keys = items.flatMap((p) =>
      p.sections.flatMap((s) => s.resources.flatMap((r) => fileKeyOf(r.url) ?? [])),
    );
    const own = await checkedFileKeys(tx, refs.teacherId, keys);
    for (const p of items) {
      const [plan] = await tx
        .insert(lessonPlans)
        .values({
          teacherId: refs.teacherId,
          date: p.date,
          title: p.title,
          notes: p.notes,
          createdAt: new Date(p.createdAt),
        })
        .returning({ id: lessonPlans.id });
      for (const s of p.sections) {
        const [section] = await tx
          .insert(lessonSections)
          .values({
            lessonPlanId: plan.id,
            sectionNumber: s.sectionNumber,
            sectionName: s.sectionName,
            displayOrder: s.displayOrder,
          })
          .returning({ id: lessonSections.id });
        const kept = s.resources.filter((r) => {
          const key = fileKeyOf(r.url);
          return key === null || own.has(key);
        });
        if (kept.length > 0) {
          await tx.insert(sectionResources).values(kept.map((r) => ({ sectionId: section.id, ...r })));
        }
      }
    }
  },
};
