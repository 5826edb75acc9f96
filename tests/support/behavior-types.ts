import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { behaviorTypes } from '../../src/server/db/schema';
import { seedDefaults } from '../../src/server/modules/behavior-types/queries';

/**
 * A class's list written out (the spec's 15, as its first read would) plus one behaviour of the
 * teacher's own, whose id a request can name. Safe to call twice on one world.
 */
export async function customBehaviorType(db: Db, classId: number) {
  await seedDefaults(db, classId);
  await db
    .insert(behaviorTypes)
    .values({ classId, name: 'Lab Safety', points: 2, kind: 'positive', icon: 'FlaskConical', position: 15 })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: behaviorTypes.id })
    .from(behaviorTypes)
    .where(and(eq(behaviorTypes.classId, classId), sql`lower(${behaviorTypes.name}) = 'lab safety'`));
  return row.id;
}
