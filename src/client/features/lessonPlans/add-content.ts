import { api, errorMessage } from '@client/lib/api';
import type { LessonPlanView, ResourceInput, SectionView } from '@shared/lessonPlans/schemas';
import { addContentSectionName } from '@shared/lessonPlans/sections';

export interface AddContentResult {
  createdSection: boolean;
  count: number;
}

/**
 * The add-content flow: today's plan, found or created as 'Lesson Plan - {date}';
 * the section with the chosen number reused, or created as 'Period N Content' (displayOrder 0);
 * then each resource, displayOrder by index. A new plan arrives with its section and resources
 * in one call, so it is all or nothing.
 */
export async function addContent(
  teacherId: number,
  date: string,
  sectionNumber: string,
  resources: ResourceInput[],
): Promise<AddContentResult> {
  let plans: LessonPlanView[];
  try {
    plans = await api.get<LessonPlanView[]>(`/api/lesson-plans?teacherId=${teacherId}&date=${date}`);
  } catch (err) {
    throw new Error(errorMessage(err, 'Failed to create or find lesson plan'));
  }
  const sectionName = addContentSectionName(sectionNumber);
  if (!plans.length) {
    await api
      .post('/api/lesson-plans', {
        teacherId,
        date,
        title: `Lesson Plan - ${date}`,
        notes: '',
        sections: [{ sectionNumber, sectionName }],
        resources,
      })
      .catch((err) => {
        throw new Error(errorMessage(err, 'Failed to create or find lesson plan'));
      });
    return { createdSection: true, count: resources.length };
  }
  let section: Pick<SectionView, 'id'> | undefined = plans
    .flatMap((p) => p.sections)
    .find((s) => s.sectionNumber === sectionNumber);
  const createdSection = !section;
  if (!section) {
    section = await api.post<SectionView>('/api/lesson-sections', {
      lessonPlanId: plans[0].id,
      sectionNumber,
      sectionName,
      displayOrder: 0,
    });
  }
  for (const [i, r] of resources.entries()) {
    await api.post('/api/section-resources', { ...r, sectionId: section.id, displayOrder: i });
  }
  return { createdSection, count: resources.length };
}
