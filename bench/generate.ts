// District-size data (docs/architecture.md#budgets, docs/decisions/0040): at full scale 250 teachers with 2 to
// 6 classes each (1,000 classes of 30: 30,000 students), 34 behaviour records per student
// (1,020,000), skill progress, and one session per teacher and per student. Generated in SQL with
// generate_series, in a fixed order and from fixed timestamps, so the same scale always gives
// the same rows and ids on a fresh database.
import { sql } from 'drizzle-orm';
import { hashPassword } from '../src/server/auth/passwords';
import type { Db } from '../src/server/db/client';
import { BEHAVIORS } from '../src/shared/behaviors/catalogue';

/** Bump when the generated rows change: the cached PGlite data dirs are keyed by it. */
export const DATASET_VERSION = 2;

export interface DistrictSize {
  teachers: number;
  studentsPerClass: number;
  behaviorsPerStudent: number;
}

export const DISTRICT: DistrictSize = { teachers: 250, studentsPerClass: 30, behaviorsPerStudent: 34 };

/** BENCH_SCALE scales the number of teachers (so classes and students); a class stays 30. */
export const districtAt = (scale: number): DistrictSize => ({
  ...DISTRICT,
  teachers: Math.max(2, Math.round(DISTRICT.teachers * scale)),
});

/** The session cookie value of a generated teacher: `bench-<teacher id>` (only its digest is stored). */
export const benchToken = (teacherId: number | 'import') => `bench-${teacherId}`;
/** The session cookie value of a generated student: `bench-s-<student id>` (the streams scenario). */
export const benchStudentToken = (studentId: number) => `bench-s-${studentId}`;
export const IMPORT_TEACHER_EMAIL = 'bench-import@district.edu';

const FIRST = [
  'Ava',
  'Noah',
  'Mia',
  'Liam',
  'Zoe',
  'Omar',
  'Ines',
  'Kai',
  'Lena',
  'Ravi',
  'Sofia',
  'Tom',
  'Yara',
  'Ben',
  'Chloe',
  'Dev',
  'Elif',
  'Finn',
  'Grace',
  'Hugo',
];
const LAST = [
  'Smith',
  'Okafor',
  'Garcia',
  'Nguyen',
  'Müller',
  'Rossi',
  'Kowalski',
  'Haddad',
  'Silva',
  'Tanaka',
  'Brown',
  'Dubois',
  'Jensen',
  'Ivanova',
  'Khan',
  'Murphy',
  'Costa',
  'Novak',
  'Park',
  'Walsh',
  'Yilmaz',
  'Adeyemi',
  'Larsen',
];
const literal = (values: readonly (string | number)[]) =>
  sql.raw(
    `ARRAY[${values.map((v) => (typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`)).join(',')}]`,
  );

export async function generateDistrict(db: Db, size: DistrictSize = DISTRICT) {
  const hash = await hashPassword('Passw0rd!');
  const names = literal(BEHAVIORS.map((b) => b.name));
  const points = literal(BEHAVIORS.map((b) => b.points));
  const n = BEHAVIORS.length;
  const step = async (query: ReturnType<typeof sql>) => db.execute(query);
  await step(sql`
    insert into teachers (name, email, password_hash, is_verified)
    select 'Teacher ' || g, 'bench-teacher-' || g || '@district.edu', ${hash}, true
    from generate_series(1, ${size.teachers}) g order by g`);
  await step(sql`
    insert into teachers (name, email, password_hash, is_verified)
    values ('Import Teacher', ${IMPORT_TEACHER_EMAIL}, ${hash}, true)`);
  // 2 to 6 classes per teacher (4 on average). Codes: 'B' + teacher id (6 digits) + class number.
  await step(sql`
    insert into classes (name, class_code, teacher_id)
    select 'Year ' || (6 + k) || ' ' || chr(64 + k) || ' (' || t.name || ')', 'B' || lpad(t.id::text, 6, '0') || k, t.id
    from teachers t cross join lateral generate_series(1, 2 + t.id % 5) k
    where t.email like 'bench-teacher-%' order by t.id, k`);
  await step(sql`
    insert into students (class_id, first_name, last_name, nickname, email, is_registered)
    select c.id,
           (${literal(FIRST)})[1 + (c.id * 7 + g) % ${FIRST.length}],
           (${literal(LAST)})[1 + (c.id * 13 + g * 3) % ${LAST.length}] || '-' || g,
           case when g % 4 = 0 then 'Nick' || g end,
           case when g % 2 = 0 then 's' || c.id || '-' || g || '@district.edu' end,
           g % 3 = 0
    from classes c cross join generate_series(1, ${size.studentsPerClass}) g
    where c.class_code like 'B%' order by c.id, g`);
  await step(sql`
    insert into behaviors (student_id, type, points, description, timestamp)
    select s.id, (${names})[1 + (s.id + g) % ${n}], (${points})[1 + (s.id + g) % ${n}],
           case when g % 5 = 0 then 'noted in lesson ' || g end,
           timestamptz '2026-01-05 09:00:00+00' - ((g * 7 + s.id % 5) || ' hours')::interval
    from students s cross join generate_series(1, ${size.behaviorsPerStudent}) g
    order by s.id, g`);
  await step(sql`
    update students s set balance = b.total
    from (select student_id, sum(points) total from behaviors group by student_id) b
    where b.student_id = s.id`);
  await step(sql`
    insert into student_skills (student_id, skill_id, points)
    select s.id, k.id, (s.id + k.id) % 12 from students s cross join skills k where (s.id + k.id) % 3 = 0
    order by s.id, k.id`);
  // One session per teacher, token `bench-<id>`, stored as the app stores it (sha256 hex).
  await step(sql`
    insert into sessions (token_hash, kind, teacher_id, expires_at)
    select encode(sha256(convert_to('bench-' || t.id, 'UTF8')), 'hex'), 'teacher', t.id, now() + interval '3650 days'
    from teachers t where t.email like 'bench-teacher-%' order by t.id`);
  await step(sql`
    insert into sessions (token_hash, kind, teacher_id, expires_at)
    select encode(sha256(convert_to(${benchToken('import')}, 'UTF8')), 'hex'), 'teacher', t.id, now() + interval '3650 days'
    from teachers t where t.email = ${IMPORT_TEACHER_EMAIL}`);
  // One session per student, token `bench-s-<id>`: the streams scenario opens students' screens.
  await step(sql`
    insert into sessions (token_hash, kind, student_id, expires_at)
    select encode(sha256(convert_to('bench-s-' || s.id, 'UTF8')), 'hex'), 'student', s.id, now() + interval '3650 days'
    from students s order by s.id`);
  // A server in steady state, not one that has just bulk-loaded: no dead rows left for
  // autovacuum, no dirty pages for a checkpoint in the middle of the measurements.
  await step(sql`vacuum analyze`);
  await step(sql`checkpoint`);
  return countDistrict(db);
}

export async function countDistrict(db: Db) {
  const result = (await db.execute(
    sql`select (select count(*) from teachers)::int as teachers, (select count(*) from classes)::int as classes,
               (select count(*) from students)::int as students, (select count(*) from behaviors)::int as behaviors`,
  )) as unknown as { rows: { teachers: number; classes: number; students: number; behaviors: number }[] };
  return result.rows[0];
}

/** What the load generator addresses: every generated class with its teacher and students. */
export interface DistrictTargets {
  counts: Awaited<ReturnType<typeof countDistrict>>;
  classes: { id: number; teacherId: number; studentIds: number[] }[];
  teacherIds: number[];
  importTeacherId: number;
}

export async function readTargets(db: Db): Promise<DistrictTargets> {
  const rows = (await db.execute(sql`
    select c.id, c.teacher_id as "teacherId", array_agg(s.id order by s.id) as "studentIds"
    from classes c join students s on s.class_id = c.id
    where c.class_code like 'B%' group by c.id order by c.id`)) as unknown as {
    rows: DistrictTargets['classes'];
  };
  const imp = (await db.execute(
    sql`select id from teachers where email = ${IMPORT_TEACHER_EMAIL}`,
  )) as unknown as { rows: { id: number }[] };
  const classes = rows.rows.map((r) => ({ ...r, studentIds: r.studentIds.map(Number) }));
  return {
    counts: await countDistrict(db),
    classes,
    teacherIds: [...new Set(classes.map((c) => c.teacherId))],
    importTeacherId: imp.rows[0].id,
  };
}
