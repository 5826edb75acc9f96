import { UNDO_PREFIX } from './schemas';

/** A record as a student's list holds it, oldest first; `undoes` an earlier position, if known. */
export interface PairableRecord {
  type: string;
  points: number;
  undoes?: number | null;
}

/**
 * Which earlier record each record of one student's list (oldest first) undoes: its position,
 * or null. A known link is kept; an 'Undo: {name}' record without one is paired by the rule the
 * database applies to new undos and migration 0009 to old ones (docs/decisions/0076): the latest
 * earlier record with that name and the opposite points that is neither an undo nor undone.
 */
export function pairUndos(records: readonly PairableRecord[]): (number | null)[] {
  const links: (number | null)[] = records.map((r) => r.undoes ?? null);
  const undone = new Set(links.filter((l): l is number => l !== null));
  for (const [i, r] of records.entries()) {
    if (links[i] !== null || r.undoes !== undefined || !r.type.startsWith(UNDO_PREFIX)) continue;
    const name = r.type.slice(UNDO_PREFIX.length);
    for (let j = i - 1; j >= 0; j--) {
      const o = records[j];
      if (o.type === name && o.points === -r.points && links[j] === null && !undone.has(j)) {
        links[i] = j;
        undone.add(j);
        break;
      }
    }
  }
  return links;
}
