// Test data factories: the same functions feed the API tests, the demo seed and the benchmark
// generator, so all three build data the same way. They write straight to the database, skipping
// the HTTP layer.
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { classes, students, teachers } from '../db/schema';
import { uniqueClassCode } from '../modules/accounts/queries';
import { FIRST_NAMES, LAST_NAMES } from './names';

let seq = 0;
const next = () => `${Date.now().toString(36)}${(++seq).toString(36)}`;

export const DEFAULT_PASSWORD = 'Passw0rd!';
let cachedHash: Promise<string> | undefined;
/** Hashing costs ~50 ms; factories share one hash of the default password. */
const defaultHash = () => (cachedHash ??= hashPassword(DEFAULT_PASSWORD));

export async function createTeacher(db: Db, overrides: Partial<typeof teachers.$inferInsert> = {}) {
  const [teacher] = await db
    .insert(teachers)
    .values({
      name: 'Test Teacher',
      email: `teacher-${next()}@school.edu`,
      passwordHash: await defaultHash(),
      schoolName: 'Lincoln Middle School',
      ...overrides,
    })
    .returning();
  return teacher;
}

export async function createClass(
  db: Db,
  teacherId: number,
  overrides: Partial<typeof classes.$inferInsert> = {},
) {
  const [klass] = await db
    .insert(classes)
    .values({ name: `Class ${next()}`, classCode: await uniqueClassCode(db), teacherId, ...overrides })
    .returning();
  return klass;
}

/** Realistic, varied student names; `offset` picks a different slice of the name lists. */
export function studentNames(count: number, offset = 0) {
  return Array.from({ length: count }, (_, i) => {
    const k = i + offset;
    return {
      firstName: FIRST_NAMES[k % FIRST_NAMES.length],
      lastName: LAST_NAMES[(k * 7 + Math.floor(k / LAST_NAMES.length)) % LAST_NAMES.length],
    };
  });
}

export async function createStudents(
  db: Db,
  classId: number,
  count: number,
  overrides: Partial<typeof students.$inferInsert> = {},
) {
  if (count === 0) return [];
  return db
    .insert(students)
    .values(studentNames(count, seq++).map((n) => ({ classId, ...n, ...overrides })))
    .returning();
}

export async function createClassWithStudents(db: Db, teacherId: number, count: number) {
  const klass = await createClass(db, teacherId);
  const list = await createStudents(db, klass.id, count);
  return { klass, students: list };
}
