import { api, errorCode } from '@client/lib/api';
import { holdLiveStream, releaseLiveStream } from '@client/lib/live-updates';
import { forgetAccount } from '@client/lib/offline/persist-cache';
import { ME_QUERY_KEY } from '@client/lib/query-client';
import { rememberTeacherSession } from '@client/lib/session-keys';
import { useAppStore } from '@client/lib/stores/app-store';
import { useStudentAuthStore } from '@client/lib/stores/student-auth-store';
import { useUiStore } from '@client/lib/stores/ui-store';
import { currentPasswordHeader } from '@shared/accounts/current-password';
import type { OidcInfo } from '@shared/accounts/oidc';
import type { ClassView, Me, StudentView, TeacherView } from '@shared/accounts/schemas';
import type { BehaviorPreset } from '@shared/behavior-types/presets';
import { generateClassCode } from '@shared/classes/class-code';
import type { HealthOk } from '@shared/health/schemas';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cancelSignOutIntent } from './sign-out-intent';

// Account calls: who is signed in (the `me` query), teacher sign-in, sign-up and settings
// the school's sign-in. Success handlers keep the `me` query in step, so guards
// and the top bar react without a refetch.

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

/** Everything cached belongs to the previous user: drop it, keeping the `me` entry alive. */
export function resetCachesFor(queryClient: QueryClient, me: Me) {
  if (me.kind !== 'none') cancelSignOutIntent();
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_QUERY_KEY[0] });
  queryClient.setQueryData<Me>(ME_QUERY_KEY, me);
  // The cache names who is signed in now: a stream held by a sign-out may open for them.
  releaseLiveStream();
  useUiStore.getState().reset();
}

const postLogout = () => api.post('/api/auth/logout');

/**
 * Ends the session on the server once this tab has stopped reading with it: the live stream is
 * closed and the reads in flight are aborted first, or they would meet the ended session (a 401
 * each; docs/decisions/0158). `logout` is the kind of account's request (a family's has its own).
 * When it fails, the stream may open again and the reads left without an answer run again. When
 * it succeeds, nothing of the account stays on this device: its saved copy and its queued writes
 * (decision 0097), before anything can navigate (a reload must not open the saved copy).
 */
export async function endSessionOnServer(
  queryClient: QueryClient,
  logout: () => Promise<unknown> = postLogout,
) {
  holdLiveStream();
  await queryClient.cancelQueries();
  try {
    await logout();
  } catch (error) {
    releaseLiveStream();
    void queryClient.refetchQueries({ type: 'active', predicate: (q) => q.state.data === undefined });
    throw error;
  }
  await forgetAccount();
}

function teacherSignedIn(queryClient: QueryClient, teacher: TeacherView) {
  resetCachesFor(queryClient, { kind: 'teacher', teacher });
  useStudentAuthStore.getState().clear();
  rememberTeacherSession();
}

/** What every way of signing a teacher in does afterwards. */
export function useTeacherSignedIn() {
  const queryClient = useQueryClient();
  return (teacher: TeacherView) => teacherSignedIn(queryClient, teacher);
}

export function useTeacherSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      api.post<{ teacher: TeacherView }>('/api/teachers/login', body),
    onSuccess: ({ teacher }) => teacherSignedIn(queryClient, teacher),
  });
}

export type RegisterInput =
  | {
      teacherName: string;
      email: string;
      password: string;
      schoolName?: string;
      className: string;
      period?: string;
      behaviorPreset?: BehaviorPreset;
    }
  | {
      firstName: string;
      lastName: string;
      email: string;
      password: string;
      schoolName?: string;
      className: string;
      behaviorPreset?: BehaviorPreset;
    };

const CLASS_CODE_ATTEMPTS = 5;

/**
 * POST /api/teachers/register with a class code generated here; when the
 * server answers 409 CLASS_CODE_TAKEN, a new code is drawn and the call repeated.
 */
async function registerWithFreshCode(input: RegisterInput) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await api.post<{ teacher: TeacherView; class: ClassView }>('/api/teachers/register', {
        ...input,
        classCode: generateClassCode(),
      });
    } catch (error) {
      if (errorCode(error) !== 'CLASS_CODE_TAKEN' || attempt >= CLASS_CODE_ATTEMPTS) throw error;
    }
  }
}

export function useRegisterTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerWithFreshCode,
    onSuccess: ({ teacher, class: klass }) => {
      teacherSignedIn(queryClient, teacher);
      useAppStore.getState().setCurrentClassId(klass.id);
    },
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => api.post<{ message: string }>('/api/teachers/forgot-password', { email }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      api.post<{ message: string }>('/api/teachers/reset-password', body),
  });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<{ message: string }>('/api/teachers/verify-email', { token }),
    onSuccess: () => {
      const me = queryClient.getQueryData<Me>(ME_QUERY_KEY);
      if (me?.kind === 'teacher') {
        // A confirmed change moves the pending address in as the account's email.
        const email = me.teacher.pendingEmail ?? me.teacher.email;
        const next: Me = { ...me, teacher: { ...me.teacher, email, pendingEmail: null, isVerified: true } };
        queryClient.setQueryData<Me>(ME_QUERY_KEY, next);
      }
    },
  });
}

/** Mails the confirmation link again (to the pending address, else the unconfirmed own one). */
export function useResendVerification(teacherId: number) {
  return useMutation({
    mutationFn: () => api.post<{ message: string }>(`/api/teachers/${teacherId}/verification`),
  });
}

export function useUpdateTeacher(teacherId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      name?: string;
      email?: string;
      schoolName?: string | null;
      currentPassword?: string;
      soundEnabled?: boolean;
    }) => api.patch<{ teacher: TeacherView }>(`/api/teachers/${teacherId}`, body),
    onSuccess: ({ teacher }) => {
      const next: Me = { kind: 'teacher', teacher };
      queryClient.setQueryData<Me>(ME_QUERY_KEY, next);
    },
  });
}

export function useChangePassword(teacherId: number) {
  return useMutation({
    mutationFn: (body: { currentPassword?: string; newPassword: string }) =>
      api.patch<{ message: string }>(`/api/teachers/${teacherId}/password`, body),
  });
}

export function useDeleteTeacher(teacherId: number) {
  return useMutation({
    mutationFn: (currentPassword: string) =>
      api.delete<{ message: string }>(`/api/teachers/${teacherId}`, currentPasswordHeader(currentPassword)),
  });
}

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
      api.delete<{ message: string }>(
        `/api/teachers/${teacherId}/identity`,
        currentPasswordHeader(currentPassword),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OIDC_QUERY_KEY }),
  });
}

/** The running server's health and version (GET /api/health): the footers quote the version. */
export function useServerHealth() {
  return useQuery<HealthOk>({ queryKey: ['/api/health'] });
}
