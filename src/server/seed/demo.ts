import { eq, sql } from 'drizzle-orm';
import { BEHAVIORS } from '../../shared/behaviors/catalogue';
import type { Db } from '../db/client';
import { behaviors, students, teachers } from '../db/schema';
import { createClass, createStudents, createTeacher, DEFAULT_PASSWORD } from './factories';

export const DEMO_EMAIL = 'demo@remote-chalk.school';

/**
 * `npm run seed`'s demo: a teacher with two classes of 24 students and some history. Run twice, it
 * finds the account and writes nothing. Answers the lines to print.
 */
export async function seedDemo(db: Db): Promise<string[]> {
  const signIn = `Sign in as ${DEMO_EMAIL} / ${DEFAULT_PASSWORD}`;
  const [existing] = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(eq(teachers.email, DEMO_EMAIL));
  if (existing) return [`Demo data already present. ${signIn}`];
  const lines: string[] = [];
  const teacher = await createTeacher(db, { name: 'Maria Demo', email: DEMO_EMAIL, isVerified: true });
  for (const name of ['Science - Period 2', 'Math - Period 5']) {
    const klass = await createClass(db, teacher.id, { name });
    const roster = await createStudents(db, klass.id, 24);
    const records = roster.flatMap((s, i) =>
      Array.from({ length: 3 + (i % 5) }, (_, k) => {
        const b = BEHAVIORS[(i * 3 + k * 5) % BEHAVIORS.length];
        return {
          studentId: s.id,
          type: b.name,
          points: b.points,
          timestamp: new Date(Date.now() - (k + 1) * 3_600_000),
        };
      }),
    );
    await db.insert(behaviors).values(records);
    // Balances are the sums of the records, as everywhere else.
    await db.execute(
      sql`update ${students} s set balance = coalesce((select sum(points) from ${behaviors} b where b.student_id = s.id), 0) where s.class_id = ${klass.id}`,
    );
    lines.push(`Class "${name}" (code ${klass.classCode}) with ${roster.length} students`);
  }
  lines.push(signIn);
  return lines;
}
