// `npm run seed`: a demo teacher with two classes of students and some history, on the same
// database `npm start` uses (DATA_DIR or DATABASE_URL). Safe to run twice: it skips if the
// demo account exists.
import { eq, sql } from 'drizzle-orm';
import { readEnv } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { behaviors, students, teachers } from '../src/server/db/schema';
import { createClass, createStudents, createTeacher, DEFAULT_PASSWORD } from '../src/server/seed/factories';
import { BEHAVIORS } from '../src/shared/behaviors/catalogue';

const DEMO_EMAIL = 'demo@remote-chalk.school';
const env = readEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
const { db } = database;

const [existing] = await db.select({ id: teachers.id }).from(teachers).where(eq(teachers.email, DEMO_EMAIL));
if (existing) {
  console.log(`Demo data already present. Sign in as ${DEMO_EMAIL} / ${DEFAULT_PASSWORD}`);
} else {
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
    console.log(`Class "${name}" (code ${klass.classCode}) with ${roster.length} students`);
  }
  console.log(`Sign in as ${DEMO_EMAIL} / ${DEFAULT_PASSWORD}`);
}
await database.close();
