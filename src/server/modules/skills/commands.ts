import type { Db, Tx } from '../../db/client';
import { badRequest } from '../../errors';
import { absentIds } from '../attendance/queries';
import { serverToday } from '../attendance/today';
import { applySkillChange, classStudentIds, type SkillChange } from './queries';

/** One student's points in one skill, changed by a delta or set; answers the new points and what applied. */
export async function changeStudentSkill(db: Db, skillId: number, studentId: number, change: SkillChange) {
  const [result] = await db.transaction((tx) => applySkillChange(tx, skillId, [studentId], change));
  return result;
}

/**
 * Points in one skill to every student of the class present today, in the caller's transaction
 * (all or nothing). A class-wide award skips who is absent today (docs/decisions/0088).
 */
export async function awardClassSkill(tx: Tx, classId: number, skillId: number, points: number) {
  const all = await classStudentIds(tx, classId);
  if (all.length === 0) throw badRequest('This class has no students', 'EMPTY_CLASS');
  const absent = new Set(await absentIds(tx, classId, serverToday()));
  const ids = all.filter((id) => !absent.has(id));
  if (ids.length === 0) throw badRequest('Everyone in this class is marked absent today', 'NO_ONE_PRESENT');
  return applySkillChange(tx, skillId, ids, { points });
}
