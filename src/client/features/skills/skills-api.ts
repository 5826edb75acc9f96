import { classStudentsKey, STUDENTS_QUERY_KEY } from '@client/features/classes/classes-api';
import { invalidateStudentData, type RosterStudent } from '@client/features/roster/roster-api';
import { studentsLabel } from '@client/features/roster/student-picker';
import { api } from '@client/lib/api';
import { runOptimisticWrite, sendOrQueue } from '@client/lib/optimistic-write';
import { countOf } from '@shared/common/plural';
import { applySkillPoints } from '@shared/scores/point-values';
import { formatPointCount, formatSignedPoints } from '@shared/scores/score';
import type {
  ClassSkillAwardResponse,
  SkillChangesBody,
  SkillChangesResponse,
  SkillPointsBody,
  SkillPointsResult,
  SkillView,
  StudentSkillView,
} from '@shared/skills/schemas';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

// The dashboard's skill writes: the skill sheet (absolute values),
// the card's buttons (changes) and the class-wide award. Each shows its toast and registers an
// undo that reverses exactly what happened, using the `applied` the server answers
// (docs/decisions/0005 and 0010).

export const skillsKey = ['/api/skills'] as const;
export const studentSkillsKey = (studentId: number) => [STUDENTS_QUERY_KEY[0], studentId, 'skills'] as const;

/** The teacher's skill catalogue. */
export function useSkills() {
  return useQuery<SkillView[]>({ queryKey: skillsKey });
}

/** Every catalogue skill with the student's points (0 where none). */
export function useStudentSkills(studentId: number | null) {
  return useQuery<StudentSkillView[]>({
    queryKey: studentSkillsKey(studentId ?? 0),
    enabled: studentId !== null,
  });
}

/** A student's points in a skill, 0 when never graded (the roster lists graded skills only). */
export const skillPointsOf = (student: RosterStudent, skillId: number) =>
  student.skills.find((s) => s.skillId === skillId)?.points ?? 0;

/** The points the roster cache shows now (the card's `student` may be a render behind). */
function cachedPoints(queryClient: QueryClient, student: RosterStudent, skillId: number) {
  const list = queryClient.getQueryData<RosterStudent[]>(classStudentsKey(student.classId));
  const current = list?.find((s) => s.id === student.id) ?? student;
  return skillPointsOf(current, skillId);
}

/** Writes new points into the cached roster, adding the skill when it was never graded. */
function patchRoster(
  queryClient: QueryClient,
  classId: number,
  skill: SkillView,
  points: ReadonlyMap<number, number>,
) {
  queryClient.setQueryData<RosterStudent[]>(classStudentsKey(classId), (list) =>
    list?.map((student) => {
      const next = points.get(student.id);
      if (next === undefined) return student;
      const has = student.skills.some((s) => s.skillId === skill.id);
      const skills = has
        ? student.skills.map((s) => (s.skillId === skill.id ? { ...s, points: next } : s))
        : [...student.skills, { skillId: skill.id, points: next, skill }].sort(
            (a, b) => a.skillId - b.skillId,
          );
      return { ...student, skills };
    }),
  );
}

/** Several changes in one all-or-nothing call (decision 0017). */
export const sendSkillChanges = (changes: SkillChangesBody['changes']) =>
  api.post<SkillChangesResponse>('/api/skills/changes', { changes });

/** The changes call as a queued write (decision 0097): offline it waits in the outbox. */
const skillChangesRequest = (changes: SkillChangesBody['changes'], label: string) => ({
  url: '/api/skills/changes',
  body: { changes },
  label,
  studentIds: [...new Set(changes.map((c) => c.studentId))],
});

/** Reverses what changes applied: `{points: -applied}` for each one that moved, in one call. */
export async function reverseSkillChanges(
  applied: readonly { studentId: number; skillId: number; applied: number }[],
) {
  const moved = applied.filter((a) => a.applied !== 0);
  if (moved.length === 0) return;
  await sendOrQueue<SkillChangesResponse>(
    skillChangesRequest(
      moved.map((a) => ({ studentId: a.studentId, skillId: a.skillId, points: -a.applied })),
      `Undo: skill points for ${countOf(new Set(moved.map((a) => a.studentId)).size, 'student')}`,
    ),
  );
}

/** 'Added +3 points to Teamwork for Ada Lovelace', and the other two cases. */
export function skillChangeMessage(
  skillName: string | undefined,
  studentName: string,
  body: SkillPointsBody,
) {
  const skill = skillName ?? 'Unknown Skill';
  if (body.set !== undefined) return `Set ${skill} to ${formatPointCount(body.set)} for ${studentName}`;
  const points = body.points ?? 0;
  if (points >= 0)
    return `Added ${formatPointCount(points, { signed: true })} to ${skill} for ${studentName}`;
  return `Removed ${formatPointCount(-points)} from ${skill} for ${studentName}`;
}

export function useSkillWrites() {
  const queryClient = useQueryClient();

  /**
   * The card's buttons: one change for one student, shown at once, rolled back if it fails.
   * Resolves false when it failed (the toast has said so).
   */
  const changeOne = (student: RosterStudent, skill: SkillView, body: SkillPointsBody, name: string) => {
    let predicted = 0;
    let before = 0;
    const message = skillChangeMessage(skill.name, name, body);
    return runOptimisticWrite<SkillChangesResponse>({
      predict: async () => {
        // A refetch already under way must not overwrite the value shown below.
        await queryClient.cancelQueries({ queryKey: classStudentsKey(student.classId) });
        before = cachedPoints(queryClient, student, skill.id);
        predicted = applySkillPoints(before, body).points;
        patchRoster(queryClient, student.classId, skill, new Map([[student.id, predicted]]));
        // Take back only this change: another click may have moved the value meanwhile.
        return () => {
          const now = cachedPoints(queryClient, student, skill.id);
          const undone = Math.max(0, now - (predicted - before));
          patchRoster(queryClient, student.classId, skill, new Map([[student.id, undone]]));
        };
      },
      // One change through the batch call, so it can wait in the outbox (decision 0097).
      queue: skillChangesRequest([{ studentId: student.id, skillId: skill.id, ...body }], message),
      settle: ({ results: [result] }) =>
        patchRoster(queryClient, student.classId, skill, new Map([[student.id, result.points]])),
      refresh: () => invalidateStudentData(queryClient, student.classId),
      success: () => ({ title: 'Skill Updated', description: message }),
      failure: { title: 'Update Failed', fallback: 'Failed to update skill points.' },
      // Nothing changed (set to 0 at 0): nothing to undo, and the earlier undo stays offered.
      undo: ({ results }) =>
        results[0].applied === 0 ? null : { message, run: () => reverseSkillChanges(results) },
    }).then(
      () => true,
      () => false,
    );
  };

  /** The skill sheet: sets `value` for each selected student, in one all-or-nothing call. */
  const setForStudents = (classId: number, skill: SkillView, students: RosterStudent[], value: number) => {
    const who = studentsLabel(students);
    const message = `Set ${skill.name} to ${formatPointCount(value)} for ${who}`;
    return runOptimisticWrite<SkillChangesResponse>({
      queue: skillChangesRequest(
        students.map((s) => ({ studentId: s.id, skillId: skill.id, set: value })),
        message,
      ),
      settle: ({ results }) =>
        patchRoster(queryClient, classId, skill, new Map(results.map((r) => [r.studentId, r.points]))),
      refresh: () => invalidateStudentData(queryClient, classId),
      success: () => ({ title: 'Skills Updated', description: message }),
      failure: { title: 'Update Failed', fallback: 'Failed to update skills' },
      undo: ({ results }) =>
        results.some((r) => r.applied !== 0)
          ? { message: `${skill.name} set to ${value} for ${who}`, run: () => reverseSkillChanges(results) }
          : null,
    }).then(
      () => true,
      () => false,
    );
  };

  /** The class-wide panel: one all-or-nothing call for every student of the class. */
  const awardClass = (classId: number, skill: SkillView, points: number) => {
    let message = '';
    const roster = queryClient.getQueryData<RosterStudent[]>(classStudentsKey(classId)) ?? [];
    return runOptimisticWrite<ClassSkillAwardResponse>({
      queue: {
        url: `/api/classes/${classId}/skills/${skill.id}/award`,
        body: { points },
        label: `${formatSignedPoints(points)} ${skill.name} for the whole class`,
        studentIds: roster.map((s) => s.id),
      },
      settle: (result) =>
        patchRoster(queryClient, classId, skill, new Map(result.results.map((r) => [r.studentId, r.points]))),
      refresh: () => invalidateStudentData(queryClient, classId),
      success: (result) => {
        message = `${formatSignedPoints(points)} ${skill.name} for all ${countOf(result.results.length, 'student')}`;
        return { title: 'Class-wide Skill Update', description: message };
      },
      failure: { title: 'Error', fallback: 'Failed to update skills for class' },
      // Per student, not one opposite award: a student who joined the class meanwhile must
      // keep their points, and a floored change is reversed only by what it applied.
      undo: (result) => ({
        message,
        run: () => reverseSkillChanges(result.results.map((r) => ({ ...r, skillId: skill.id }))),
      }),
    }).then(
      () => true,
      () => false,
    );
  };

  return { changeOne, setForStudents, awardClass };
}

export interface SkillPointsVariables {
  studentId: number;
  skillId: number;
  /** `{ points }` adds a change (floored at 0), `{ set }` replaces the value (decision 0005). */
  body: SkillPointsBody;
}

export const sendSkillPoints = ({ studentId, skillId, body }: SkillPointsVariables) =>
  api.patch<SkillPointsResult>(`/api/students/${studentId}/skills/${skillId}`, body);

/**
 * PATCH one student's skill. The answer goes straight into the student's skill list (so the
 * number under the button moves at once), then every list the change shows up in refreshes.
 */
export function useSkillPoints() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendSkillPoints,
    onSuccess: (result) => {
      queryClient.setQueryData<StudentSkillView[]>(studentSkillsKey(result.studentId), (skills) =>
        skills?.map((s) => (s.skillId === result.skillId ? { ...s, points: result.points } : s)),
      );
    },
    onSettled: () => invalidateStudentData(queryClient),
  });
}
