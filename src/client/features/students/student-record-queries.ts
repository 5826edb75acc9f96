import type { BehaviorView } from '@shared/behaviors/schemas';
import type { HomeworkEntryView } from '@shared/homework/schemas';
import type { SkillView, StudentSkillView } from '@shared/skills/schemas';
import type { StudentWithSkills } from '@shared/students/schemas';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { invalidateStudentData } from './roster-api';

// The reads behind the student profile and the student detail page (a class's list is the
// roster's: roster-api.ts).
// Keys follow the default loader (lib/query-client): parts joined with '/', a trailing object
// becomes the query string.

/** How much history the detail page loads: the API's maximum page. */
export const FULL_HISTORY_LIMIT = 1000;
/** The profile shows the latest 10 behaviours. */
export const PROFILE_HISTORY_LIMIT = 10;

export const studentKey = (id: number) => ['/api/students', id] as const;
export const studentSkillsKey = (id: number) => ['/api/students', id, 'skills'] as const;
export const skillsKey = ['/api/skills'] as const;
export const behaviorsKey = (studentId: number, limit: number) =>
  ['/api/behaviors', { studentId, limit }] as const;
export const homeworkKey = (studentId: number, limit: number) =>
  ['/api/homework', { studentId, limit }] as const;

/** One student with their graded skills (404 for a missing one or another teacher's). */
export function useStudent(id: number | null) {
  return useQuery<StudentWithSkills>({ queryKey: studentKey(id ?? 0), enabled: id !== null });
}

/** Every catalogue skill with the student's points (0 where none). */
export function useStudentSkills(id: number | null) {
  return useQuery<StudentSkillView[]>({ queryKey: studentSkillsKey(id ?? 0), enabled: id !== null });
}

export function useSkills() {
  return useQuery<SkillView[]>({ queryKey: skillsKey });
}

/** Behaviour records, newest first. */
export function useStudentBehaviors(studentId: number | null, limit: number) {
  return useQuery<BehaviorView[]>({
    queryKey: behaviorsKey(studentId ?? 0, limit),
    enabled: studentId !== null,
  });
}

/** Homework entries, newest first. */
export function useStudentHomework(studentId: number | null, limit: number) {
  return useQuery<HomeworkEntryView[]>({
    queryKey: homeworkKey(studentId ?? 0, limit),
    enabled: studentId !== null,
  });
}

/** After a write: refresh every cached list the change can show up in. */
export const refreshStudentData = (queryClient: QueryClient) => invalidateStudentData(queryClient);
