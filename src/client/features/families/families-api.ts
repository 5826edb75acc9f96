import { resetCachesFor, useMe } from '@client/features/accounts/accounts-api';
import { downloadFile } from '@client/features/exports/download';
import { api } from '@client/lib/api';
import { ME_QUERY_KEY } from '@client/lib/query-client';
import { clearSessionKeys } from '@client/lib/session-keys';
import { useStudentAuthStore } from '@client/lib/stores/student-auth-store';
import { currentPasswordHeader } from '@shared/accounts/current-password';
import type { Me } from '@shared/accounts/schemas';
import type {
  ClassFamilyInvitesView,
  FamilyChildView,
  FamilyInviteView,
  FamilyMe,
  FamilyRegisterBody,
  FamilyUpdateBody,
  StudentFamilyView,
} from '@shared/families/schemas';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// The family side's calls (decision 0103): a family's own account and children, and the teacher's
// invitations and links. Keys are API paths (lib/query-client); everything under
// ['/api/families'] is refetched when the family's live stream says a child changed
// (lib/live-updates.ts).

export const familyMeKey = ['/api/families', 'me'] as const;
export const familyChildKey = (studentId: number) => ['/api/families', 'children', studentId] as const;
export const studentFamilyKey = (studentId: number) => ['/api/students', studentId, 'family'] as const;

/** The signed-in family (id and name, from /api/auth/me), or null. */
export function useFamilySession() {
  const { data } = useMe();
  return data?.kind === 'family' ? data.family : null;
}

/** The family's account and children (GET /api/families/me), only in a family session. */
export function useFamilyMe() {
  const family = useFamilySession();
  return useQuery<FamilyMe>({ queryKey: familyMeKey, enabled: family !== null });
}

/** One child's week (GET /api/families/children/{id}); 404 for a child not linked to the account. */
export function useFamilyChild(studentId: number | null) {
  return useQuery<FamilyChildView>({ queryKey: familyChildKey(studentId ?? 0), enabled: studentId !== null });
}

/** A family signed in: a fresh cache for the new person, their account and children already known. */
function familySignedIn(queryClient: QueryClient, me: FamilyMe) {
  resetCachesFor(queryClient, { kind: 'family', family: { id: me.family.id, name: me.family.name } });
  queryClient.setQueryData<FamilyMe>(familyMeKey, me);
  // Whatever a teacher or a student did in this browser before no longer applies.
  useStudentAuthStore.getState().clear();
  clearSessionKeys();
}

export function useFamilyRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FamilyRegisterBody) => api.post<FamilyMe>('/api/families/register', body),
    onSuccess: (me) => familySignedIn(queryClient, me),
  });
}

export function useFamilyLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      api.post<FamilyMe>('/api/families/login', body),
    onSuccess: (me) => familySignedIn(queryClient, me),
  });
}

/** Opens the mailed confirmation link (signed in or not); the account then shows its proven address. */
export function useVerifyFamilyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<{ message: string }>('/api/families/verify-email', { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: familyMeKey }),
  });
}

/** Mails the confirmation link again (to the pending address, else the unconfirmed own one). */
export function useResendFamilyVerification() {
  return useMutation({
    mutationFn: () => api.post<{ message: string }>('/api/families/me/verification'),
  });
}

export function useFamilyForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => api.post<{ message: string }>('/api/families/forgot-password', { email }),
  });
}

export function useFamilyResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      api.post<{ message: string }>('/api/families/reset-password', body),
  });
}

/** 'Add a child': links one more child with its invite code; answers the account's new list. */
export function useLinkChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<FamilyMe>('/api/families/children', { code }),
    onSuccess: (me) => queryClient.setQueryData<FamilyMe>(familyMeKey, me),
  });
}

export function useUpdateFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FamilyUpdateBody) => api.patch<FamilyMe>('/api/families/me', body),
    onSuccess: (me) => {
      queryClient.setQueryData<FamilyMe>(familyMeKey, me);
      // The top bar greets the family by name: keep the session's copy in step.
      const session: Me = { kind: 'family', family: { id: me.family.id, name: me.family.name } };
      queryClient.setQueryData<Me>(ME_QUERY_KEY, session);
    },
  });
}

export function useDeleteFamily() {
  return useMutation({
    mutationFn: (currentPassword: string) =>
      api.delete<unknown>('/api/families/me', currentPasswordHeader(currentPassword)),
  });
}

/** 'Download my data': the family's own export as a JSON file. */
export const downloadFamilyExport = () =>
  downloadFile('/api/families/me/export', 'remote-chalk-family-data.json');

// ---- the teacher's side ----

/** A student's invite and linked family accounts (the student detail page's Family tab). */
export function useStudentFamily(studentId: number) {
  return useQuery<StudentFamilyView>({ queryKey: studentFamilyKey(studentId) });
}

/** A new code for one student; the unused one it replaces stops working. */
export function useCreateFamilyInvite(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<FamilyInviteView>(`/api/students/${studentId}/family-invites`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentFamilyKey(studentId) }),
  });
}

/** Ends one family's link to the student at once. */
export function useRemoveFamilyLink(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (familyId: number) => api.delete<unknown>(`/api/students/${studentId}/family/${familyId}`),
    // The removal retired the student's code: the tab and any open letters must show the new state.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: studentFamilyKey(studentId) }),
        queryClient.invalidateQueries({ queryKey: ['family-letters'] }),
      ]),
  });
}

/**
 * The printed letters: one live code per student of the class (a student whose code is unused
 * and valid keeps it, so a reprint does not void letters already sent home).
 */
export function useClassInvites(classId: number | null) {
  return useQuery<ClassFamilyInvitesView>({
    queryKey: ['family-letters', classId],
    queryFn: () => api.post<ClassFamilyInvitesView>(`/api/classes/${classId}/family-invites`),
    enabled: classId !== null,
    gcTime: 0,
  });
}
