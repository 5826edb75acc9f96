import type { LessonPlanView, ResourceView, SectionView } from '../../../shared/lesson-plans/schemas';
import { fileKeyOf } from '../../../shared/lesson-plans/sections';
import type { lessonPlans, lessonSections, sectionResources } from '../../db/schema';

type PlanRow = typeof lessonPlans.$inferSelect;
type SectionRow = typeof lessonSections.$inferSelect;
type ResourceRow = typeof sectionResources.$inferSelect;

/** `fileType`: the upload's content type, when the resource is an uploaded file and it is known. */
export const presentResource = (r: ResourceRow, fileType?: string | null): ResourceView => ({
  id: r.id,
  sectionId: r.sectionId,
  title: r.title,
  url: r.url,
  resourceType: r.resourceType,
  displayOrder: r.displayOrder,
  description: r.description,
  ...(fileType !== undefined && { fileType }),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export const presentSection = (
  s: SectionRow,
  resources: ResourceRow[] = [],
  fileTypes: Map<string, string | null> = new Map(),
): SectionView => ({
  id: s.id,
  lessonPlanId: s.lessonPlanId,
  sectionNumber: s.sectionNumber,
  sectionName: s.sectionName,
  displayOrder: s.displayOrder,
  createdAt: s.createdAt.toISOString(),
  resources: resources.map((r) => {
    const key = fileKeyOf(r.url);
    return presentResource(r, key ? (fileTypes.get(key) ?? null) : undefined);
  }),
});

export const presentPlan = (p: PlanRow, sections: SectionView[] = []): LessonPlanView => ({
  id: p.id,
  teacherId: p.teacherId,
  date: p.date,
  title: p.title,
  notes: p.notes,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
  sections,
});
