import type { LessonPlanView, ResourceView, SectionView } from '../../../shared/lesson-plans/schemas';
import type { lessonPlans, lessonSections, sectionResources } from '../../db/schema';

type PlanRow = typeof lessonPlans.$inferSelect;
type SectionRow = typeof lessonSections.$inferSelect;
type ResourceRow = typeof sectionResources.$inferSelect;

export const presentResource = (r: ResourceRow): ResourceView => ({
  id: r.id,
  sectionId: r.sectionId,
  title: r.title,
  url: r.url,
  resourceType: r.resourceType,
  displayOrder: r.displayOrder,
  description: r.description,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export const presentSection = (s: SectionRow, resources: ResourceRow[] = []): SectionView => ({
  id: s.id,
  lessonPlanId: s.lessonPlanId,
  sectionNumber: s.sectionNumber,
  sectionName: s.sectionName,
  displayOrder: s.displayOrder,
  createdAt: s.createdAt.toISOString(),
  resources: resources.map(presentResource),
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
