import { api, apiRequest } from '@client/lib/api';
import { registerLiveReads } from '@client/lib/live-registry';
import { useAppStore } from '@client/lib/stores/app-store';
import type {
  ClassContentsView,
  ClassView,
  CreateClassBody,
  TrialClassResponse,
} from '@shared/classes/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

export const CLASSES_QUERY_KEY = ['/api/classes'] as const;

// The students' reads (GET /api/students…): every feature that keys one builds on this prefix.
// It lives here, at the bottom of the feature graph, because making a class seeds a class's
// list and deleting one drops it, and every feature that reads students already imports classes.
export const STUDENTS_QUERY_KEY = ['/api/students'] as const;
// A class's students (GET /api/students?classId=…, read by roster-api.ts).
export const classStudentsKey = (classId: number) => [STUDENTS_QUERY_KEY[0], { classId }] as const;
// A student, or a list of them, in each of these reads: an event's figures patch them in place.
registerLiveReads({ figures: STUDENTS_QUERY_KEY });

/** The teacher's classes; `enabled: false` where the viewer may be a student (the projector). */
export function useClasses(enabled = true) {
  return useQuery<ClassView[]>({ queryKey: CLASSES_QUERY_KEY, enabled });
}

/**
 * The teacher's classes and the current one. When the stored currentClassId is
 * not among the loaded classes, the class with the lowest id becomes current. The same rule is
 * applied while rendering, so the page never flashes an empty class before the store catches up.
 */
export function useCurrentClass() {
  const query = useClasses();
  const storedId = useAppStore((s) => s.currentClassId);
  const ensureCurrentClass = useAppStore((s) => s.ensureCurrentClass);
  const classes = query.data;
  const fetching = query.isFetching;

  // Not while the server is being asked: the list restored from the offline copy may predate a
  // class made just before a reload (the copy is saved 500 ms after a change), and giving up the
  // stored class on its word would land the teacher in another class for good.
  useEffect(() => {
    if (classes && !fetching) ensureCurrentClass(classes.map((c) => c.id));
  }, [classes, fetching, ensureCurrentClass]);

  let current: ClassView | null = null;
  if (classes && classes.length > 0) {
    current = classes.find((c) => c.id === storedId) ?? classes.reduce((a, b) => (b.id < a.id ? b : a));
  }
  return { ...query, classes: classes ?? [], current };
}

export function useRenameClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      api.patch<ClassView>(`/api/classes/${id}`, { name }),
    onSuccess: (renamed) => {
      queryClient.setQueryData<ClassView[]>(CLASSES_QUERY_KEY, (list) =>
        list?.map((c) => (c.id === renamed.id ? renamed : c)),
      );
      void queryClient.invalidateQueries({ queryKey: ['/api/leaderboard'] });
    },
  });
}

export function useCreateTrialClass() {
  const queryClient = useQueryClient();
  const setCurrentClassId = useAppStore((s) => s.setCurrentClassId);
  return useMutation({
    // No body and so no content type: the call has nothing to say.
    mutationFn: () => apiRequest<TrialClassResponse>('POST', '/api/classes/trial'),
    onSuccess: ({ class: klass, students }) => {
      queryClient.setQueryData<ClassView[]>(CLASSES_QUERY_KEY, (list) => addClass(list, klass));
      queryClient.setQueryData(
        classStudentsKey(klass.id),
        students.map((s) => ({ ...s, skills: [] })),
      );
      void queryClient.invalidateQueries({ queryKey: CLASSES_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['/api/leaderboard'] });
      setCurrentClassId(klass.id);
    },
  });
}

const addClass = (list: ClassView[] | undefined, klass: ClassView) =>
  list ? [...list.filter((c) => c.id !== klass.id), klass].sort((a, b) => a.id - b.id) : list;

/** Creates a class (the server picks its code); it becomes the current class. */
export function useCreateClass() {
  const queryClient = useQueryClient();
  const setCurrentClassId = useAppStore((s) => s.setCurrentClassId);
  return useMutation({
    mutationFn: (body: CreateClassBody) => api.post<ClassView>('/api/classes', body),
    onSuccess: (klass) => {
      queryClient.setQueryData<ClassView[]>(CLASSES_QUERY_KEY, (list) => addClass(list, klass));
      queryClient.setQueryData(classStudentsKey(klass.id), []);
      void queryClient.invalidateQueries({ queryKey: ['/api/leaderboard'] });
      setCurrentClassId(klass.id);
    },
  });
}

/** What deleting the class removes with it, for the confirmation (fetched when it opens). */
export function useClassContents(classId: number | null) {
  // Its own key root: refreshing the class list (after the deletion, or a live update) must
  // not ask again for the counts of a class that is gone.
  return useQuery<ClassContentsView>({
    queryKey: ['class-contents', classId ?? 0],
    queryFn: () => api.get<ClassContentsView>(`/api/classes/${classId}/contents`),
    enabled: classId !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Deletes a class; the current class moves to the oldest one left. */
export function useDeleteClass() {
  const queryClient = useQueryClient();
  const ensureCurrentClass = useAppStore((s) => s.ensureCurrentClass);
  return useMutation({
    mutationFn: (klass: ClassView) => api.delete(`/api/classes/${klass.id}`),
    onSuccess: (_data, klass) => {
      const left = (queryClient.getQueryData<ClassView[]>(CLASSES_QUERY_KEY) ?? []).filter(
        (c) => c.id !== klass.id,
      );
      queryClient.setQueryData<ClassView[]>(CLASSES_QUERY_KEY, left);
      ensureCurrentClass(left.map((c) => c.id));
      queryClient.removeQueries({ queryKey: classStudentsKey(klass.id) });
      void queryClient.invalidateQueries({ queryKey: CLASSES_QUERY_KEY, exact: true });
      void queryClient.invalidateQueries({ queryKey: ['/api/leaderboard'] });
    },
  });
}
