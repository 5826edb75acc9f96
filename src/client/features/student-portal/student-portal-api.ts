import { resetCachesFor } from '@client/features/accounts/accounts-api';
import { studentSkillsKey } from '@client/features/skills/skills-api';
import { useStudent, useStudentBehaviors } from '@client/features/students/students-api';
import { api } from '@client/lib/api';
import { rememberCardDevice, rememberStudentSession } from '@client/lib/session-keys';
import { useStudentAuthStore } from '@client/lib/stores/student-auth-store';
import type { Me, StudentView } from '@shared/accounts/schemas';
import type { HomeworkEntryView } from '@shared/homework/schemas';
import type { StudentSkillProgressView } from '@shared/skills/schemas';
import type { JoinPendingResponse } from '@shared/students/join-requests';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// Student access calls: class-code access, email login and the login card. All answer
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

/**
 * Joins with the class code: signed in at once, or (a name the class already has) waiting for
 * the teacher to say who the child is, with no session yet (docs/decisions/0164).
 */
export function useStudentAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StudentAccessInput) =>
      api.post<StudentAuthResponse | JoinPendingResponse>('/api/students/access', body),
    onSuccess: (data) => {
      if ('student' in data) studentSignedIn(queryClient, data);
    },
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

/** A child signs in with the code of their login card (typed, or carried by the card's QR code). */
export function useCardSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<StudentAuthResponse>('/api/students/login-card', { code }),
    onSuccess: (data) => {
      studentSignedIn(queryClient, data);
      rememberCardDevice();
    },
  });
}

// ---- the signed-in student's own records (a student reads only their own: 404 otherwise) ----

/** The history the dashboard loads: the API's maximum page, enough for every badge threshold. */
export const MY_HISTORY_LIMIT = 1000;

export const myHomeworkKey = (studentId: number) =>
  ['/api/homework', { studentId, limit: MY_HISTORY_LIMIT }] as const;

/** Homework entries, newest first (the Homework Hero badge dates its crossing from them). */
export function useMyHomework(studentId: number | null) {
  return useQuery<HomeworkEntryView[]>({
    queryKey: myHomeworkKey(studentId ?? 0),
    enabled: studentId !== null,
  });
}

/** Every catalogue skill with the student's points and when each was last graded. */
export function useMySkills(studentId: number | null) {
  return useQuery<StudentSkillProgressView[]>({
    queryKey: studentSkillsKey(studentId ?? 0),
    enabled: studentId !== null,
  });
}

/**
 * Everything the student's own pages show, from the keys the live updates refresh (an award,
 * a skill or a homework entry refetches them): the record, the history, homework and skills.
 */
export function useMyRecords(studentId: number | null) {
  const student = useStudent(studentId);
  const behaviors = useStudentBehaviors(studentId, MY_HISTORY_LIMIT);
  const homework = useMyHomework(studentId);
  const skills = useMySkills(studentId);
  return { student, behaviors, homework, skills };
}
export type MyRecords = ReturnType<typeof useMyRecords>;
