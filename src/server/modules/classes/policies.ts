import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { classes } from '../../db/schema';
import { notFound } from '../../errors';

/**
 * The class, if this teacher owns it; another teacher's class is "not found"
 * (docs/architecture.md#permissions).
 */
export async function ownedClass(db: Db | Tx, teacherId: number, classId: number) {
  const [klass] = await db
    .select()
    .from(classes)
    .where(and(eq(classes.id, classId), eq(classes.teacherId, teacherId)))
    .limit(1);
  if (!klass) throw notFound('Class not found');
  return klass;
}
