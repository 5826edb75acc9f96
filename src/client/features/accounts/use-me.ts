import { ME_QUERY_KEY } from '@client/lib/query-client';
import { useStudentAuthStore } from '@client/lib/stores/student-auth-store';
import type { Me, StudentView } from '@shared/accounts/schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

export { ME_QUERY_KEY };

/**
 * Who is signed in, from GET /api/auth/me: { kind: 'none' } | { kind: 'teacher', teacher } |
 * { kind: 'student', student, class }. Fetched once per page load (data never stale) and
 * updated by sign-in, sign-out and profile changes through the query cache.
 */
export function useMe() {
  const query = useQuery<Me>({ queryKey: ME_QUERY_KEY });
  const data = query.data;

  // Keep the persisted 'student-auth' copy in step with the server session.
  useEffect(() => {
    if (!data) return;
    const store = useStudentAuthStore.getState();
    if (data.kind === 'student') store.setStudent(data.student);
    else if (store.isAuthenticated) store.clear();
  }, [data]);

  return query;
}

/** The signed-in teacher, or null (also while loading). */
export function useTeacher() {
  const { data } = useMe();
  return data?.kind === 'teacher' ? data.teacher : null;
}

/** The signed-in student and their class, or null (also while loading). */
export function useStudentSession(): {
  student: StudentView;
  class: { id: number; name: string; classCode: string };
} | null {
  const { data } = useMe();
  return data?.kind === 'student' ? { student: data.student, class: data.class } : null;
}
