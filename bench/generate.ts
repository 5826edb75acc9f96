// District-size data (ARCHITECTURE §7): ≥ 30,000 students and ≥ 1,000,000 behaviour records,
// generated in SQL with generate_series so it takes seconds, not minutes.
import { sql } from 'drizzle-orm';
import { hashPassword } from '../src/server/auth/passwords';
import type { Db } from '../src/server/db/client';
import { BEHAVIORS } from '../src/shared/behaviors/catalogue';

export interface DistrictSize {
  teachers: number;
  studentsPerClass: number;
  behaviorsPerStudent: number;
}

export const DISTRICT: DistrictSize = { teachers: 1000, studentsPerClass: 30, behaviorsPerStudent: 34 };

export async function generateDistrict(db: Db, size: DistrictSize = DISTRICT) {
  const hash = await hashPassword('Passw0rd!');
  // Our own constants, so inlining them as array literals is safe.
  const names = sql.raw(`ARRAY[${BEHAVIORS.map((b) => `'${b.name.replaceAll("'", "''")}'`).join(',')}]`);
  const points = sql.raw(`ARRAY[${BEHAVIORS.map((b) => b.points).join(',')}]`);
  const n = BEHAVIORS.length;
  await db.execute(sql`
    insert into teachers (name, email, password_hash)
    select 'Teacher ' || g, 'bench-teacher-' || g || '@district.edu', ${hash}
    from generate_series(1, ${size.teachers}) g`);
  // Codes: 'B' + 5 base-36 digits of the teacher number, unique and valid.
  await db.execute(sql`
    insert into classes (name, class_code, teacher_id)
    select 'Class of ' || t.name,
           'B' || lpad(upper(to_hex(t.id)), 5, '0'),
           t.id
    from teachers t where t.email like 'bench-teacher-%'`);
  await db.execute(sql`
    insert into students (class_id, first_name, last_name, nickname)
    select c.id, 'First' || g, 'Last' || lpad(g::text, 3, '0'), case when g % 4 = 0 then 'Nick' || g end
    from classes c cross join generate_series(1, ${size.studentsPerClass}) g
    where c.class_code like 'B%'`);
  await db.execute(sql`
    insert into behaviors (student_id, type, points, timestamp)
    select s.id, (${names})[1 + (s.id + g) % ${n}], (${points})[1 + (s.id + g) % ${n}],
           now() - (g || ' hours')::interval
    from students s cross join generate_series(1, ${size.behaviorsPerStudent}) g`);
  await db.execute(sql`
    update students s set balance = b.total
    from (select student_id, sum(points) total from behaviors group by student_id) b
    where b.student_id = s.id`);
  await db.execute(sql`
    insert into student_skills (student_id, skill_id, points)
    select s.id, k.id, (s.id + k.id) % 12 from students s cross join skills k where (s.id + k.id) % 3 = 0`);
  // A server in steady state, not one that has just bulk-loaded: the balance update left 30,000
  // dead rows for autovacuum, and the load's dirty pages would be flushed by a checkpoint in the
  // middle of the measurements.
  await db.execute(sql`vacuum analyze`);
  await db.execute(sql`checkpoint`);
  const result = (await db.execute(
    sql`select (select count(*) from students)::int as students, (select count(*) from behaviors)::int as behaviors`,
  )) as unknown as { rows: { students: number; behaviors: number }[] };
  return result.rows[0];
}
