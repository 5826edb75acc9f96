import { and, eq, isNull } from 'drizzle-orm';
import type { StudentAccessBody } from '../../../shared/accounts/schemas';
import type { Db } from '../../db/client';
import { students } from '../../db/schema';
import { conflict } from '../../errors';
import { assertNicknameFree, nameKey } from './nicknames';

type Student = typeof students.$inferSelect;

/** A new registered student in this class, joined with its code. */
export async function joinClass(db: Db, classId: number, b: StudentAccessBody, passwordHash: string) {
  await assertNicknameFree(db, classId, b.nickname);
  const [student] = await db
    .insert(students)
    .values({
      classId,
      firstName: b.firstName,
      lastName: b.lastName,
      nickname: b.nickname,
      email: b.email,
      passwordHash,
      isRegistered: true,
    })
    .returning();
  return student;
}

/**
 * A roster entry the teacher made with this email is claimed in one statement, only while it
 * has no password and only by the name the teacher entered (decision 0012; names compared as
 * people read them: trimmed, any case, inner spaces as one): of two racing claims one wins, and a
 * typo in an email does not hand a child someone else's record.
 */
export async function claimRosterEntry(db: Db, entry: Student, b: StudentAccessBody, passwordHash: string) {
  if (nameKey(entry.firstName) !== nameKey(b.firstName) || nameKey(entry.lastName) !== nameKey(b.lastName))
    throw conflict(
      'Your teacher added this email under another name. Check your first and last name, or ask your teacher.',
      'NAME_MISMATCH',
    );
  if (!entry.nickname) await assertNicknameFree(db, entry.classId, b.nickname, entry.id);
  const [claimed] = await db
    .update(students)
    .set({
      passwordHash,
      isRegistered: true,
      ...(b.nickname && !entry.nickname && { nickname: b.nickname }),
    })
    .where(and(eq(students.id, entry.id), isNull(students.passwordHash)))
    .returning();
  if (claimed) return claimed;
  throw alreadyJoined();
}

export const alreadyJoined = () =>
  conflict(
    'A student with this email has already joined this class. Log in with your email instead.',
    'ALREADY_JOINED',
  );
