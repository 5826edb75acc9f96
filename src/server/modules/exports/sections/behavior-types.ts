import { asc, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  BEHAVIOR_ICONS,
  BEHAVIOR_KINDS,
  BEHAVIOR_TYPE_NAME_MAX,
  BEHAVIOR_TYPE_POINTS_MAX,
  MAX_BEHAVIOR_TYPES,
  signProblem,
} from '../../../../shared/behavior-types/schemas';
import type { BehaviorKind } from '../../../../shared/behaviors/catalogue';
import { insertBatched } from '../../../db/batches';
import { behaviorTypes } from '../../../db/schema';
import type { ClassIssue, ClassSection } from '../section';

// A class's own behaviours (docs/decisions/0085), in display order. A class never customised has
// none here and shows the spec's 15 after a restore too; a document from before this section
// restores every class that way. Records never refer to these: they carry their own names.

const item = z.strictObject({
  name: z.string().trim().min(1, 'must not be empty').max(BEHAVIOR_TYPE_NAME_MAX),
  points: z.number().int().min(-BEHAVIOR_TYPE_POINTS_MAX).max(BEHAVIOR_TYPE_POINTS_MAX),
  kind: z.enum(BEHAVIOR_KINDS),
  icon: z.enum(BEHAVIOR_ICONS),
});
type Item = z.output<typeof item>;

/** What the API enforces across a class's list: at most 40, names unique ignoring case, signs by kind. */
function check(items: Item[]): ClassIssue[] {
  const issues: ClassIssue[] = [];
  if (items.length > MAX_BEHAVIOR_TYPES)
    issues.push({
      path: [MAX_BEHAVIOR_TYPES],
      message: `a class has at most ${MAX_BEHAVIOR_TYPES} behaviors`,
    });
  const seen = new Set<string>();
  items.forEach((b, i) => {
    const key = b.name.toLowerCase();
    if (seen.has(key)) issues.push({ path: [i, 'name'], message: `'${b.name}' appears twice` });
    seen.add(key);
    const problem = b.points === 0 ? 'points must not be zero' : signProblem(b.kind, b.points);
    if (problem) issues.push({ path: [i, 'points'], message: problem });
  });
  return issues;
}

export const behaviorTypesSection: ClassSection<Item> = {
  key: 'behaviorTypes',
  label: 'class behaviors',
  item,
  check,
  async collect(db, classIds) {
    const out = new Map<number, Item[]>();
    const rows = await db
      .select()
      .from(behaviorTypes)
      .where(inArray(behaviorTypes.classId, classIds))
      .orderBy(asc(behaviorTypes.classId), asc(behaviorTypes.position), asc(behaviorTypes.id));
    for (const r of rows) {
      const list = out.get(r.classId) ?? [];
      list.push({
        name: r.name,
        points: r.points,
        kind: r.kind as BehaviorKind,
        icon: r.icon as Item['icon'],
      });
      out.set(r.classId, list);
    }
    return out;
  },
  async restore(db, items) {
    const next = new Map<number, number>();
    await insertBatched(
      db,
      behaviorTypes,
      items.map(({ classId, item: b }) => {
        const position = next.get(classId) ?? 0;
        next.set(classId, position + 1);
        return { classId, position, ...b };
      }),
    );
  },
};
