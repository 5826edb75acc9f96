import { api } from '@client/lib/api';
import type {
  BehaviorTypeView,
  CreateBehaviorTypeBody,
  UpdateBehaviorTypeBody,
} from '@shared/behavior-types/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// A class's own behaviours (docs/decisions/0085, 0086). The key is the API path, so the
// 'behavior-types' live topic (shared/events/topics.ts) refetches it on the teacher's other
// open dashboards. Every change answers the class's whole list, which replaces the cached one.

export type ClassBehavior = BehaviorTypeView;

export const classBehaviorsKey = (classId: number) => ['/api/classes', classId, 'behavior-types'] as const;
const listUrl = (classId: number) => `/api/classes/${classId}/behavior-types`;

/** The class's behaviours in display order; nothing while no class is chosen. */
export function useClassBehaviors(classId: number | null) {
  return useQuery<ClassBehavior[]>({
    queryKey: classBehaviorsKey(classId ?? 0),
    enabled: classId !== null,
  });
}

export function useBehaviorTypeChanges(classId: number) {
  const queryClient = useQueryClient();
  const key = classBehaviorsKey(classId);
  const settle = (list: ClassBehavior[]) => queryClient.setQueryData(key, list);
  const refetch = () => queryClient.invalidateQueries({ queryKey: key });

  const create = useMutation({
    mutationFn: (body: CreateBehaviorTypeBody) => api.post<ClassBehavior>(listUrl(classId), body),
    onSuccess: (created) => {
      queryClient.setQueryData<ClassBehavior[]>(key, (list) => (list ? [...list, created] : list));
      void refetch();
    },
  });
  const update = useMutation({
    mutationFn: ({ id, ...body }: UpdateBehaviorTypeBody & { id: number }) =>
      api.patch<ClassBehavior[]>(`/api/behavior-types/${id}`, body),
    onSuccess: settle,
  });
  /** Moves one behaviour: shown at once, put back if the server refuses. */
  const move = useMutation({
    mutationFn: ({ id, position }: { id: number; position: number; order: ClassBehavior[] }) =>
      api.patch<ClassBehavior[]>(`/api/behavior-types/${id}`, { position }),
    onMutate: async ({ order }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<ClassBehavior[]>(key);
      queryClient.setQueryData(key, order);
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.delete<ClassBehavior[]>(`/api/behavior-types/${id}`),
    onSuccess: settle,
  });
  const copy = useMutation({
    mutationFn: (fromClassId: number) =>
      api.post<ClassBehavior[]>(`${listUrl(classId)}/copy`, { fromClassId }),
    onSuccess: settle,
  });
  const restoreDefaults = useMutation({
    mutationFn: () => api.post<ClassBehavior[]>(`${listUrl(classId)}/defaults`),
    onSuccess: settle,
  });
  return { create, update, move, remove, copy, restoreDefaults };
}
