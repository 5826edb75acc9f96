import { and, desc, eq, isNotNull, not, sql } from 'drizzle-orm';
import { verifyPassword } from '../../auth/passwords';
import type { Db } from '../../db/client';
import { classes, students, teachers } from '../../db/schema';
import { isStaging } from '../../db/staging';

// One email, one student login (decision 0012): every class's entry registered with an email
// shares that email's password. Joining another class with a registered email therefore needs
// its password, so nobody can register a victim's email elsewhere to lock them out, and a
// sign-in verifies one password however many classes the email is in.

const classSummary = { id: classes.id, name: classes.name, classCode: classes.classCode };

/** The newest entry of an email with this password hash, with its class: the one signed in. */
export async function newestRegistration(db: Db, email: string, hash: string) {
  const [row] = await db
    .select({ student: students, klass: classSummary })
    .from(students)
    .innerJoin(classes, eq(classes.id, students.classId))
    .where(and(sql`lower(${students.email}) = ${email}`, eq(students.passwordHash, hash)))
    .orderBy(desc(students.createdAt), desc(students.id))
    .limit(1);
  return row;
}

/**
 * Whether `password` is this email's password: 'new' when the email has no registration yet.
 * A new registration of a known email stores the matched hash itself, so an email has one hash;
 * entries made before this rule may differ, and each distinct hash is verified once.
 */
export async function checkEmailPassword(
  db: Db,
  email: string,
  password: string,
): Promise<{ status: 'new' } | { status: 'match'; hash: string } | { status: 'mismatch' }> {
  const rows = await db
    .selectDistinctOn([students.passwordHash], { hash: students.passwordHash })
    .from(students)
    .where(and(sql`lower(${students.email}) = ${email}`, isNotNull(students.passwordHash)));
  if (rows.length === 0) return { status: 'new' };
  for (const { hash } of rows) {
    if (hash && (await verifyPassword(hash, password))) return { status: 'match', hash };
  }
  return { status: 'mismatch' };
}

/**
 * The class with this code (the code is stored upper-case), as a student sees it. A class still
 * being restored or imported (a staging account's) is no one's yet: its code is unknown here,
 * so a student cannot land in a class no teacher sees (docs/decisions/0118).
 */
export async function classByCode(db: Db, classCode: string) {
  const [klass] = await db
    .select(classSummary)
    .from(classes)
    .innerJoin(teachers, eq(teachers.id, classes.teacherId))
    .where(and(eq(classes.classCode, classCode), not(isStaging)))
    .limit(1);
  return klass;
}

/** This class's entry with this email, registered or not. */
export async function entryByEmail(db: Db, classId: number, email: string) {
  const [entry] = await db
    .select()
    .from(students)
    .where(and(eq(students.classId, classId), sql`lower(${students.email}) = ${email}`))
    .limit(1);
  return entry;
}
