import { eq, inArray } from 'drizzle-orm';
import type { PlanClass } from '../../../shared/roster/import-plan';
import type { Db } from '../../db/client';
import { classes, students, teachers } from '../../db/schema';
import { yieldToOthers } from '../../http/long-writes';

// What the import is planned against: the teacher's classes and who is in them, read before any
// write and outside a transaction, so no lock is held while 5,000 rows are checked and written
// (docs/decisions/0055-roster-import-behind-a-staging-account.md). The hand-over checks again
// what could have changed in between and matters (hand-over.ts).

export interface RosterSnapshot {
  classes: PlanClass[];
  students: {
    id: number;
    classId: number;
    firstName: string;
    lastName: string;
    email: string | null;
    nickname: string | null;
  }[];
  /** The teacher's name: a nickname may not be it (decision 0050). */
  teacherName: string;
}

/** Classes whose students are read in one statement: a year group of 10,000 is not one long read. */
const CLASSES_PER_READ = 20;

export async function readRoster(db: Db, teacherId: number): Promise<RosterSnapshot> {
  const own = await db
    .select({ id: classes.id, name: classes.name })
    .from(classes)
    .where(eq(classes.teacherId, teacherId));
  const [teacher] = await db.select({ name: teachers.name }).from(teachers).where(eq(teachers.id, teacherId));
  const existing: RosterSnapshot['students'] = [];
  for (let i = 0; i < own.length; i += CLASSES_PER_READ) {
    if (i > 0) await yieldToOthers();
    const ids = own.slice(i, i + CLASSES_PER_READ).map((c) => c.id);
    const rows = await db
      .select({
        id: students.id,
        classId: students.classId,
        firstName: students.firstName,
        lastName: students.lastName,
        email: students.email,
        nickname: students.nickname,
      })
      .from(students)
      .where(inArray(students.classId, ids));
    for (const r of rows) existing.push(r);
  }
  return { classes: own, students: existing, teacherName: teacher?.name ?? '' };
}

/** Who is in a class, in short: a student added, moved in or out since changes one of the two. */
export interface ClassState {
  count: number;
  maxId: number;
}

export function stateOf(list: readonly { id: number; classId: number }[], classIds: readonly number[]) {
  const state = new Map<number, ClassState>(classIds.map((id) => [id, { count: 0, maxId: 0 }]));
  for (const s of list) {
    const c = state.get(s.classId);
    if (!c) continue;
    c.count++;
    if (s.id > c.maxId) c.maxId = s.id;
  }
  return state;
}
