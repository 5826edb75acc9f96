import { eq, sql } from 'drizzle-orm';
import { MAX_LESSON_FILE_BYTES } from '../../../shared/lesson-plans/sections';
import type { Db, Tx } from '../../db/client';
import { teachers, uploads } from '../../db/schema';
import { tooLarge } from '../../errors';

// How much one teacher's uploaded files may take (decision 0051), counted from the uploads
// table, the same on local disk and on S3.

const MB = 1024 * 1024;
const inMb = (bytes: number) => `${(bytes / MB).toFixed(1).replace(/\.0$/, '')} MB`;

/**
 * Bytes a teacher's files take or may take: a checked file its size, an unchecked one the size
 * its address was signed for (the store may hold that much until the file is checked or swept).
 */
export async function usedUploadBytes(db: Db | Tx, teacherId: number): Promise<number> {
  const [row] = await db
    .select({
      used: sql<number>`coalesce(sum(coalesce(${uploads.size}, ${uploads.declaredSize}, ${MAX_LESSON_FILE_BYTES})), 0)`.mapWith(
        Number,
      ),
    })
    .from(uploads)
    .where(eq(uploads.teacherId, teacherId));
  return row?.used ?? 0;
}

/**
 * Refuses (413) a file that would take the teacher past their quota. Call it in the transaction
 * that records the upload: the teacher's row is locked, so two uploads asked for at once cannot
 * both fit in the last free space.
 */
export async function ensureQuotaFor(tx: Tx, teacherId: number, bytes: number, quotaBytes: number) {
  await tx.select({ id: teachers.id }).from(teachers).where(eq(teachers.id, teacherId)).for('update');
  const used = await usedUploadBytes(tx, teacherId);
  if (used + bytes <= quotaBytes) return;
  throw tooLarge(
    `Your file storage is full: ${inMb(used)} of ${inMb(quotaBytes)} used, and this file needs ${inMb(bytes)}. Remove files you no longer need from your lesson plans, or ask your school's administrator for more space.`,
    'QUOTA_FULL',
  );
}
