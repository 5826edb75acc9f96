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
 * The catalogue as last read. `reload` reads it again: for a skill id the copy does not know
 * (another instance ran a newer migration that added a skill).
 */
export function skillCatalogue(db: Db, opts: { reload?: boolean } = {}): Promise<SkillCatalogue> {
  return (!opts.reload && copies.get(db)) || load(db);
}
