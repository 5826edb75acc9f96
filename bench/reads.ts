// The reads `npm run bench` measures, each with its floor: the same rows by raw SQL through the
// same driver (the pg Pool or the PGlite client the app uses), behind a bare route in a separate
// process (bench/floor-server.ts), with no session lookup, validation, ownership check,
// serializer schema, compression or logging around it (docs/decisions/0040).
import type { DistrictTargets } from './generate';
import { benchToken } from './generate';

export interface ReadTarget {
  /** The app's URL path, with the cookie of the class's teacher. */
  path: string;
  cookie: string;
  /** The floor's URL path for the same rows. */
  floorPath: string;
}

export interface Read {
  key: string;
  name: string;
  /** One target per class (or per teacher), in a fixed shuffled order. */
  targets(d: DistrictTargets): ReadTarget[];
  /** Statements run together (Promise.all, as the app does) for one floor request: $1 is `id`. */
  floor: string[];
}

const cookieOf = (teacherId: number) => `rc_session=${benchToken(teacherId)}`;

/** The same permutation every run: reads spread over all classes, no two neighbours alike. */
export function shuffled<T>(items: T[], seed = 12345): T[] {
  const out = [...items];
  let s = seed;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const perClass =
  (
    app: (c: DistrictTargets['classes'][number]) => string,
    floorId: (c: DistrictTargets['classes'][number]) => number,
  ) =>
  (key: string) =>
  (d: DistrictTargets): ReadTarget[] =>
    shuffled(d.classes).map((c) => ({
      path: app(c),
      cookie: cookieOf(c.teacherId),
      floorPath: `/floor/${key}?id=${floorId(c)}`,
    }));

const perTeacher =
  (path: string) =>
  (key: string) =>
  (d: DistrictTargets): ReadTarget[] =>
    shuffled(d.teacherIds).map((t) => ({ path, cookie: cookieOf(t), floorPath: `/floor/${key}?id=${t}` }));

const studentColumns = `s.id, s.class_id, s.first_name, s.last_name, s.nickname, s.email, s.photo_url, s.bio,
  s.balance, s.hw_score, s.is_registered, s.created_at`;
const projectorRows = `select s.id, s.first_name, s.last_name, s.nickname, s.balance, c.name as class_name
  from students s join classes c on c.id = s.class_id where c.id = $1 and s.balance >= 0`;

const defs: { key: string; name: string; targets: (key: string) => Read['targets']; floor: string[] }[] = [
  {
    key: 'roster',
    name: 'class roster GET /api/students?classId=',
    targets: perClass(
      (c) => `/api/students?classId=${c.id}`,
      (c) => c.id,
    ),
    floor: [
      `select ${studentColumns}, coalesce((select json_agg(json_build_object('skillId', ss.skill_id, 'points', ss.points)
         order by ss.skill_id) from student_skills ss where ss.student_id = s.id), '[]'::json) as skills
       from students s where s.class_id = $1 order by s.last_name, s.first_name, s.id`,
    ],
  },
  {
    key: 'student',
    name: 'one student GET /api/students/{id}',
    targets: perClass(
      (c) => `/api/students/${c.studentIds[(c.id * 7) % c.studentIds.length]}`,
      (c) => c.studentIds[(c.id * 7) % c.studentIds.length],
    ),
    floor: [
      `select ${studentColumns}, coalesce((select json_agg(json_build_object('skillId', ss.skill_id, 'points', ss.points)
         order by ss.skill_id) from student_skills ss where ss.student_id = s.id), '[]'::json) as skills
       from students s where s.id = $1`,
    ],
  },
  {
    key: 'classes',
    name: "teacher's classes GET /api/classes",
    targets: perTeacher('/api/classes'),
    floor: ['select * from classes where teacher_id = $1 order by id'],
  },
  {
    key: 'history',
    name: 'student history GET /api/behaviors?studentId=&limit=10',
    targets: perClass(
      (c) => `/api/behaviors?studentId=${c.studentIds[c.id % c.studentIds.length]}&limit=10`,
      (c) => c.studentIds[c.id % c.studentIds.length],
    ),
    floor: ['select * from behaviors where student_id = $1 order by timestamp desc, id desc limit 10'],
  },
  {
    key: 'leaderboard',
    name: 'class leaderboard GET /api/leaderboard?classId=',
    targets: perClass(
      (c) => `/api/leaderboard?classId=${c.id}`,
      (c) => c.id,
    ),
    floor: [
      `select s.id, s.first_name, s.last_name, s.nickname, s.class_id, c.name as class_name, s.balance, s.hw_score,
         sk.skill_points, s.balance + s.hw_score + sk.skill_points as total_score,
         row_number() over (order by s.balance + s.hw_score + sk.skill_points desc, s.last_name, s.first_name, s.id) as rank
       from students s join classes c on c.id = s.class_id
       cross join lateral (select coalesce(sum(points), 0)::int as skill_points from student_skills where student_id = s.id) sk
       where c.id = $1
       order by total_score desc, s.last_name, s.first_name, s.id limit 10`,
    ],
  },
  {
    key: 'averages',
    name: 'class averages GET /api/leaderboard/classes',
    targets: perTeacher('/api/leaderboard/classes'),
    floor: [
      `select c.id as class_id, c.name as class_name, avg(s.balance)::float8 as average_balance
       from classes c join students s on s.class_id = c.id where c.teacher_id = $1
       group by c.id order by average_balance desc, c.name, c.id`,
    ],
  },
  {
    key: 'projector',
    name: 'projector GET /api/projector?classId=',
    targets: perClass(
      (c) => `/api/projector?classId=${c.id}`,
      (c) => c.id,
    ),
    floor: [
      `${projectorRows} order by s.balance desc, s.last_name, s.first_name, s.id limit 10`,
      `select c.id as class_id, c.name as class_name, avg(s.balance)::float8 as average_balance
       from classes c join students s on s.class_id = c.id where c.id = $1
       group by c.id having avg(s.balance)::float8 >= 0 order by average_balance desc, c.name, c.id`,
      `${projectorRows} order by s.last_name, s.first_name, s.id`,
    ],
  },
];

export const READS: Read[] = defs.map((d) => ({
  key: d.key,
  name: d.name,
  targets: d.targets(d.key),
  floor: d.floor,
}));
export const ROSTER_READ = 'roster';
