// Test data factories: the same functions feed the API tests, the demo seed and the benchmark
// generator, so all three build data the same way. They write straight to the database, skipping
// the HTTP layer.
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { classes, families, familyLinks, students, teachers } from '../db/schema';
import { uniqueClassCode } from '../modules/classes/codes';
import { studentNames } from '../modules/classes/student-names';

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

/** A family account (password DEFAULT_PASSWORD) linked to these students. */
export async function createFamily(
  db: Db,
  studentIds: number[],
  overrides: Partial<typeof families.$inferInsert> = {},
) {
  const [family] = await db
    .insert(families)
    .values({
      name: 'Test Family',
      email: `family-${next()}@home.example`,
      passwordHash: await defaultHash(),
      ...overrides,
    })
    .returning();
  if (studentIds.length)
    await db.insert(familyLinks).values(studentIds.map((studentId) => ({ familyId: family.id, studentId })));
  return family;
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
