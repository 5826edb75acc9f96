import {
  invalidateStudentData,
  type RosterStudent,
  studentsQueryKey,
} from '@client/features/students/roster-api';
import { studentsLabel } from '@client/features/students/student-picker';
import { sendSkillPoints } from '@client/features/students/student-skill-mutations';
import { api, errorMessage } from '@client/lib/api';
import { useUiStore } from '@client/lib/stores/ui-store';
import { toast } from '@client/lib/toast';
import { applySkillPoints } from '@shared/scores/point-values';
import { formatPointCount, formatSignedPoints } from '@shared/scores/score';
import type { ClassSkillAwardResponse, SkillPointsBody, SkillView } from '@shared/skills/schemas';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';

// The dashboard's skill writes (spec part 1 §2, §4, §5): the skill sheet (absolute values),
// the card's buttons (changes) and the class-wide award. Each shows its toast and registers an
// undo that reverses exactly what happened, using the `applied` the server answers
// (docs/decisions/0005 and 0010).

/** A student's points in a skill, 0 when never graded (the roster lists graded skills only). */
export const skillPointsOf = (student: RosterStudent, skillId: number) =>
  student.skills.find((s) => s.skillId === skillId)?.points ?? 0;

/** The points the roster cache shows now (the card's `student` may be a render behind). */
function cachedPoints(queryClient: QueryClient, student: RosterStudent, skillId: number) {
  const list = queryClient.getQueryData<RosterStudent[]>(studentsQueryKey(student.classId));
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
  queryClient.setQueryData<RosterStudent[]>(studentsQueryKey(classId), (list) =>
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

/** Reverses per-student changes: `{points: -applied}` for each student whose value moved. */
async function reverse(studentIds: Map<number, number>, skillId: number) {
  const moved = [...studentIds].filter(([, applied]) => applied !== 0);
  await Promise.all(
    moved.map(([studentId, applied]) => sendSkillPoints({ studentId, skillId, body: { points: -applied } })),
  );
}

/** The undo prompt reports success or failure; either way the lists show the server's values. */
function undoThenRefresh(queryClient: QueryClient, run: () => Promise<void>) {
  return async () => {
    try {
      await run();
    } finally {
      invalidateStudentData(queryClient);
    }
  };
}

/** 'Added +3 points to Teamwork for Ada Lovelace' (spec part 1 §5), and the other two cases. */
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
  const registerUndo = useUiStore((s) => s.registerUndo);

  /**
   * The card's buttons: one change for one student, shown at once, rolled back if it fails.
   * Resolves false when it failed (the toast has said so).
   */
  const changeOne = async (student: RosterStudent, skill: SkillView, body: SkillPointsBody, name: string) => {
    const listKey = studentsQueryKey(student.classId);
    // A refetch already under way must not overwrite the value shown below.
    await queryClient.cancelQueries({ queryKey: listKey });
    const before = cachedPoints(queryClient, student, skill.id);
    const predicted = applySkillPoints(before, body).points;
    patchRoster(queryClient, student.classId, skill, new Map([[student.id, predicted]]));
    try {
      const result = await sendSkillPoints({ studentId: student.id, skillId: skill.id, body });
      patchRoster(queryClient, student.classId, skill, new Map([[student.id, result.points]]));
      const message = skillChangeMessage(skill.name, name, body);
      toast({ title: 'Skill Updated', description: message, variant: 'success' });
      // Nothing changed (set to 0 at 0): nothing to undo, and the earlier undo stays offered.
      if (result.applied !== 0) {
        registerUndo({
          message,
          undo: undoThenRefresh(queryClient, () =>
            reverse(new Map([[student.id, result.applied]]), skill.id),
          ),
        });
      }
      return true;
    } catch (error) {
      // Take back only this change: another click may have moved the value meanwhile.
      const now = cachedPoints(queryClient, student, skill.id);
      patchRoster(
        queryClient,
        student.classId,
        skill,
        new Map([[student.id, Math.max(0, now - (predicted - before))]]),
      );
      toast({
        title: 'Update Failed',
        description: errorMessage(error, 'Failed to update skill points.'),
        variant: 'destructive',
      });
      return false;
    } finally {
      invalidateStudentData(queryClient, student.classId);
    }
  };

  /**
   * The skill sheet: sets `value` for each selected student, in parallel. A partial failure is
   * reported as such; the undo restores what did change.
   */
  const setForStudents = async (
    classId: number,
    skill: SkillView,
    students: RosterStudent[],
    value: number,
  ) => {
    const outcomes = await Promise.allSettled(
      students.map((s) => sendSkillPoints({ studentId: s.id, skillId: skill.id, body: { set: value } })),
    );
    const applied = new Map<number, number>();
    const points = new Map<number, number>();
    let firstError: unknown;
    for (const outcome of outcomes) {
      if (outcome.status === 'fulfilled') {
        applied.set(outcome.value.studentId, outcome.value.applied);
        points.set(outcome.value.studentId, outcome.value.points);
      } else firstError ??= outcome.reason;
    }
    patchRoster(queryClient, classId, skill, points);
    invalidateStudentData(queryClient, classId);
    const who = studentsLabel(students);
    if (firstError !== undefined) {
      const done = applied.size > 0 ? ` (${applied.size} of ${students.length} updated)` : '';
      toast({
        title: 'Update Failed',
        description: `${errorMessage(firstError, 'Failed to update skills')}${done}`,
        variant: 'destructive',
      });
    } else {
      toast({
        title: 'Skills Updated',
        description: `Set ${skill.name} to ${formatPointCount(value)} for ${who}`,
        variant: 'success',
      });
    }
    if ([...applied.values()].some((a) => a !== 0)) {
      registerUndo({
        message: `${skill.name} set to ${value} for ${applied.size === students.length ? who : `${applied.size} students`}`,
        undo: undoThenRefresh(queryClient, () => reverse(applied, skill.id)),
      });
    }
    return firstError === undefined;
  };

  /** The class-wide panel: one all-or-nothing call for every student of the class. */
  const awardClass = async (classId: number, skill: SkillView, points: number) => {
    try {
      const result = await api.post<ClassSkillAwardResponse>(
        `/api/classes/${classId}/skills/${skill.id}/award`,
        {
          points,
        },
      );
      patchRoster(queryClient, classId, skill, new Map(result.results.map((r) => [r.studentId, r.points])));
      const message = `${formatSignedPoints(points)} ${skill.name} for all ${result.results.length} students`;
      toast({ title: 'Class-wide Skill Update', description: message, variant: 'success' });
      const applied = new Map(result.results.map((r) => [r.studentId, r.applied]));
      // Per student, not one opposite award: a student who joined the class meanwhile must
      // keep their points, and a floored change is reversed only by what it applied.
      registerUndo({ message, undo: undoThenRefresh(queryClient, () => reverse(applied, skill.id)) });
      return true;
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to update skills for class'),
        variant: 'destructive',
      });
      return false;
    } finally {
      invalidateStudentData(queryClient, classId);
    }
  };

  return { changeOne, setForStudents, awardClass };
}
