// The changed figures a live-update event carries for the frequent writes (docs/architecture.md#live-updates,
// docs/decisions/0038): open screens patch their caches with them instead of refetching.
// Plain TypeScript (no zod): the browser's live-update code imports it.

/** Topics whose events carry `students` (figures) rather than only naming what changed. */
export const FIGURE_TOPICS: ReadonlySet<string> = new Set(['behaviors', 'homework', 'skills']);

/** One student's figures after a write; only the fields the write changed are present. */
export interface StudentFigures {
  id: number;
  /** behaviors: the new balance... */
  balance?: number;
  /** ...and the id of the record that made it (a student's record ids follow commit order). */
  recordId?: number;
  /** homework: the new homework score. */
  hwScore?: number;
  /** skills: the new points of each skill that changed. */
  skills?: { skillId: number; points: number }[];
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const optionalInt = (v: unknown) => v === undefined || isInt(v);

/** The figures in a message, or null when the value is not a well-formed list of them. */
export function parseFigures(value: unknown): StudentFigures[] | null {
  if (!Array.isArray(value)) return null;
  const out: StudentFigures[] = [];
  for (const item of value) {
    if (!item || typeof item !== 'object') return null;
    const { id, balance, recordId, hwScore, skills } = item as Record<string, unknown>;
    if (!isInt(id) || !optionalInt(balance) || !optionalInt(recordId) || !optionalInt(hwScore)) return null;
    const figures: StudentFigures = { id };
    if (balance !== undefined) figures.balance = balance as number;
    if (recordId !== undefined) figures.recordId = recordId as number;
    if (hwScore !== undefined) figures.hwScore = hwScore as number;
    if (skills !== undefined) {
      if (!Array.isArray(skills)) return null;
      const list: { skillId: number; points: number }[] = [];
      for (const s of skills) {
        if (!s || typeof s !== 'object') return null;
        const { skillId, points } = s as Record<string, unknown>;
        if (!isInt(skillId) || !isInt(points)) return null;
        list.push({ skillId, points });
      }
      figures.skills = list;
    }
    out.push(figures);
  }
  return out;
}
