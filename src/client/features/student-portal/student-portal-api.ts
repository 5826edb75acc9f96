import { resetCachesFor } from '@client/features/accounts/account-api';
import { api } from '@client/lib/api';
import { rememberStudentSession } from '@client/lib/session-keys';
import { useStudentAuthStore } from '@client/lib/stores/student-auth-store';
import type { Me, StudentView } from '@shared/accounts/schemas';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';

// Student access calls (spec part 1 §7): class-code access and email login. Both answer
// { student, class } and sign the student in.

export type StudentClass = Extract<Me, { kind: 'student' }>['class'];
export type StudentAuthResponse = { student: StudentView; class: StudentClass };

function studentSignedIn(queryClient: QueryClient, { student, class: klass }: StudentAuthResponse) {
  resetCachesFor(queryClient, { kind: 'student', student, class: klass });
  useStudentAuthStore.getState().setStudent(student);
  rememberStudentSession(student.id, klass.id);
}

export interface StudentAccessInput {
  classCode: string;
  firstName: string;
  lastName: string;
  nickname?: string;
  email: string;
  password: string;
}

export function useStudentAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StudentAccessInput) => api.post<StudentAuthResponse>('/api/students/access', body),
    onSuccess: (data) => studentSignedIn(queryClient, data),
  });
}

export function useStudentLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      api.post<StudentAuthResponse>('/api/students/login', body),
    onSuccess: (data) => studentSignedIn(queryClient, data),
  });
}
