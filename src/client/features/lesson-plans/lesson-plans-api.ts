import { useTeacher } from '@client/features/accounts/accounts-api';
import { api, errorMessage } from '@client/lib/api';
import { runOptimisticWrite } from '@client/lib/optimistic-write';
import type {
  LessonPlanView,
  PlanResourceInput,
  ResourceInput,
  ResourceView,
  SectionView,
} from '@shared/lesson-plans/schemas';
import { addContentSectionName } from '@shared/lesson-plans/sections';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// The lesson plan calls. Plans of a date live under
// ['/api/lesson-plans', { teacherId, date }] (GET /api/lesson-plans?teacherId=&date=); every write
// refetches every date's plans.

export type { LessonPlanView, ResourceView, SectionView };

const ROOT = ['/api/lesson-plans'] as const;

export function useLessonPlans(date: string) {
  const teacher = useTeacher();
  return useQuery<LessonPlanView[]>({
    queryKey: [...ROOT, { teacherId: teacher?.id, date }],
    enabled: teacher !== null,
  });
}

/** A write that refreshes the plans once it is done (whatever the outcome). */
function useLessonWrite<TInput, TResult>(fn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ROOT }),
  });
}

export interface NewPlan {
  date: string;
  title: string;
  notes: string;
  sections: { sectionNumber: string; sectionName?: string }[];
  /** Each in the section its sectionNumber names. */
  resources: PlanResourceInput[];
}

export function useCreatePlan() {
  const teacher = useTeacher();
  return useLessonWrite((plan: NewPlan) =>
    api.post<LessonPlanView>('/api/lesson-plans', { teacherId: teacher?.id, ...plan }),
  );
}

export const useUpdatePlan = () =>
  useLessonWrite(({ id, ...body }: { id: number; title: string; notes: string | null }) =>
    api.put<LessonPlanView>(`/api/lesson-plans/${id}`, body),
  );

export const useDeletePlan = () => useLessonWrite((id: number) => api.delete(`/api/lesson-plans/${id}`));

/** 'Delete All' sends the date its confirmation names: only that day's plans go (decision 0026). */
export const useDeleteAllForDate = () =>
  useLessonWrite((date: string) =>
    api.delete<{ message: string; deleted: number }>(`/api/lesson-plans?date=${encodeURIComponent(date)}`),
  );

export const useDeletePeriod = () =>
  useLessonWrite(({ period, date }: { period: number; date: string }) =>
    api.delete(`/api/lesson-plans/period/${period}?date=${encodeURIComponent(date)}`),
  );

export const useCreateSection = () =>
  useLessonWrite(
    (body: {
      lessonPlanId: number;
      sectionNumber: string;
      sectionName: string | null;
      displayOrder: number;
    }) => api.post<SectionView>('/api/lesson-sections', body),
  );

export const useUpdateSection = () =>
  useLessonWrite(({ id, ...body }: { id: number; sectionNumber: string; sectionName: string | null }) =>
    api.put(`/api/lesson-sections/${id}`, body),
  );

export const useDeleteSection = () =>
  useLessonWrite((id: number) => api.delete(`/api/lesson-sections/${id}`));

export const useCreateResource = () =>
  useLessonWrite((body: ResourceInput & { sectionId: number }) =>
    api.post<ResourceView>('/api/section-resources', body),
  );

export const useUpdateResource = () =>
  useLessonWrite(({ id, ...body }: ResourceInput & { id: number }) =>
    api.put<ResourceView>(`/api/section-resources/${id}`, body),
  );

export const useDeleteResource = () =>
  useLessonWrite((id: number) => api.delete(`/api/section-resources/${id}`));

/**
 * Reorders optimistically: the cached plans show the new order at once, and a failure puts the
 * old order back and says so in the failure toast.
 */
export function useReorder(kind: 'sections' | 'resources') {
  const queryClient = useQueryClient();
  return (ids: number[]) =>
    runOptimisticWrite({
      predict: async () => {
        await queryClient.cancelQueries({ queryKey: ROOT });
        const before = queryClient.getQueriesData<LessonPlanView[]>({ queryKey: ROOT });
        const rank = new Map(ids.map((id, i) => [id, i]));
        const reorder = <T extends { id: number; displayOrder: number }>(list: T[]) =>
          list.map((x) => (rank.has(x.id) ? { ...x, displayOrder: rank.get(x.id)! } : x));
        queryClient.setQueriesData<LessonPlanView[]>({ queryKey: ROOT }, (plans) =>
          plans?.map((p) => ({
            ...p,
            sections:
              kind === 'sections'
                ? reorder(p.sections)
                : p.sections.map((s) => ({ ...s, resources: sortByOrder(reorder(s.resources)) })),
          })),
        );
        return () => {
          for (const [key, plans] of before) queryClient.setQueryData(key, plans);
        };
      },
      send: () =>
        api.put(kind === 'sections' ? '/api/lesson-sections/reorder' : '/api/section-resources/reorder', {
          ids,
        }),
      refresh: () => void queryClient.invalidateQueries({ queryKey: ROOT }),
      failure: { title: 'Error', fallback: `Failed to reorder ${kind}` },
    }).catch(() => {});
}

export const sortByOrder = <T extends { id: number; displayOrder: number }>(list: T[]) =>
  [...list].sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id);

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
  resources: PlanResourceInput[],
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
  for (const [i, { sectionNumber: _n, ...r }] of resources.entries()) {
    await api.post('/api/section-resources', { ...r, sectionId: section.id, displayOrder: i });
  }
  return { createdSection, count: resources.length };
}
