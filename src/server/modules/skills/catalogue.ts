import type { SkillView } from '../../../shared/skills/schemas';
import type { Db } from '../../db/client';
import { listSkills } from './queries';

export type SkillCatalogue = ReadonlyMap<number, SkillView>;

// The skill catalogue is seeded by migrations and no route changes it, so each database's is
// read once and the rosters join it here instead of in SQL: building the skill object into every
// student's row was a third of the class roster's database time (docs/decisions/0042).
const copies = new WeakMap<Db, Promise<SkillCatalogue>>();

function load(db: Db): Promise<SkillCatalogue> {
  const copy = listSkills(db).then((list) => new Map(list.map((s) => [s.id, s])));
  copies.set(db, copy);
  // A failed read is not remembered: the next request tries again.
  copy.catch(() => copies.delete(db));
  return copy;
}

/**
 * The catalogue, with every skill in `ids`. An id it does not know (another instance ran a newer
 * migration that added a skill) makes it read the catalogue again, once.
 */
export async function skillCatalogue(db: Db, ids: Iterable<number>): Promise<SkillCatalogue> {
  const copy = await (copies.get(db) ?? load(db));
  for (const id of ids) if (!copy.has(id)) return load(db);
  return copy;
}
