import { api } from '@client/lib/api';
import type { OidcInfo } from '@shared/accounts/oidc';
import type { TeacherView } from '@shared/accounts/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTeacherSignedIn } from './accounts-api';

// Sign-in with the school's identity provider: GET /api/auth/oidc says whether the button shows;
// the sign-in itself is a navigation to /api/auth/oidc/start (the provider's pages are not ours).

export const OIDC_QUERY_KEY = ['/api/auth/oidc'] as const;
export const OIDC_START_URL = '/api/auth/oidc/start';

export function useOidcInfo() {
  return useQuery<OidcInfo>({ queryKey: OIDC_QUERY_KEY, staleTime: 60_000 });
}

export function useOidcLink() {
  const signedIn = useTeacherSignedIn();
  return useMutation({
    mutationFn: (password: string) => api.post<{ teacher: TeacherView }>('/api/auth/oidc/link', { password }),
    onSuccess: ({ teacher }) => signedIn(teacher),
  });
}

export function useOidcUnlink(teacherId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (currentPassword: string) =>
      api.delete<{ message: string }>(`/api/teachers/${teacherId}/identity`, { currentPassword }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OIDC_QUERY_KEY }),
  });
}
