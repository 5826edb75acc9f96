import { and, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { classes, students, teachers } from '../../db/schema';
import { conflict } from '../../errors';

// A nickname is the name a student is shown by on the question board and the projector, so it
// may not be a name someone else in the class goes by: another student's first and last name or
// nickname, or the teacher's name. Otherwise a child could post as a classmate, or put their
// points under a classmate's name on the wall (docs/decisions/0050-nicknames-and-votes.md).

/** Names as people read them: trimmed, inner spaces as one, any case. */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** The names people in the class go by, keyed by nameKey; `except` leaves a student out. */
export async function namesInClass(db: Db | Tx, classId: number, except?: number): Promise<Set<string>> {
  const [classmates, teacher] = await Promise.all([
    db
      .select({ firstName: students.firstName, lastName: students.lastName, nickname: students.nickname })
      .from(students)
      .where(and(eq(students.classId, classId), except === undefined ? undefined : ne(students.id, except))),
    db
      .select({ name: teachers.name })
      .from(classes)
      .innerJoin(teachers, eq(teachers.id, classes.teacherId))
      .where(eq(classes.id, classId)),
  ]);
  const names = new Set(teacher.map((t) => nameKey(t.name)));
  for (const s of classmates) addNamesOf(names, s);
  return names;
}

/** Adds a student's full name and nickname to `names`. */
export function addNamesOf(
  names: Set<string>,
  s: { firstName: string; lastName: string; nickname?: string | null },
) {
  names.add(nameKey(`${s.firstName} ${s.lastName}`));
  if (s.nickname?.trim()) names.add(nameKey(s.nickname));
}

/** 409 NICKNAME_TAKEN; `where` starts the message ('Row 7: ') when there is more than one. */
export const nicknameTaken = (nickname: string, where = '') =>
  conflict(
    `${where}The nickname "${nickname.trim()}" is the name of someone else in this class. Choose another one.`,
    'NICKNAME_TAKEN',
  );

/** 409 NICKNAME_TAKEN when `nickname` is a name someone else in the class goes by. */
export async function assertNicknameFree(
  db: Db | Tx,
  classId: number,
  nickname: string | null | undefined,
  except?: number,
) {
  if (!nickname?.trim()) return;
  if ((await namesInClass(db, classId, except)).has(nameKey(nickname))) throw nicknameTaken(nickname);
}
