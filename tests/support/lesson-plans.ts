// Lesson-plan fixtures for the route policies and the API tests: rows written straight through
// the database, owned by the given teacher.
import { randomInt } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import { lessonPlans, lessonSections, sectionResources, uploads } from '../../src/server/db/schema';

export async function createPlanWithContent(
  db: Db,
  teacherId: number,
  opts: { date?: string; sectionNumber?: string; url?: string } = {},
) {
  const [plan] = await db
    .insert(lessonPlans)
    .values({ teacherId, date: opts.date ?? '2026-03-02', title: 'Fractions' })
    .returning();
  const [section] = await db
    .insert(lessonSections)
    .values({ lessonPlanId: plan.id, sectionNumber: opts.sectionNumber ?? '601', displayOrder: 0 })
    .returning();
  const [resource] = await db
    .insert(sectionResources)
    .values({
      sectionId: section.id,
      title: 'Slides',
      url: opts.url ?? 'https://docs.google.com/presentation/d/1',
      resourceType: 'google_slide',
    })
    .returning();
  return { plan, section, resource };
}

/**
 * A pending upload of this teacher. The key is all digits (still a valid random key) so the
 * hostile-input pass, which varies numeric path segments, has something to vary.
 */
export async function createPendingUpload(db: Db, teacherId: number) {
  const key = Array.from({ length: 24 }, () => randomInt(10)).join('');
  await db.insert(uploads).values({ teacherId, objectKey: key });
  return key;
}

/**
 * A stored, checked upload of this teacher: a text file in the local storage of the test apps
 * (createTestApp's dataDir '.tmp/test-data').
 */
export async function createStoredTextFile(db: Db, teacherId: number) {
  const key = await createPendingUpload(db, teacherId);
  const content = 'Reading list\n';
  await mkdir(TEST_UPLOADS, { recursive: true });
  await writeFile(path.join(TEST_UPLOADS, key), content);
  await db
    .update(uploads)
    .set({ size: content.length, contentType: 'text/plain; charset=utf-8' })
    .where(eq(uploads.objectKey, key));
  return key;
}

export const TEST_UPLOADS = '.tmp/test-data/uploads';
