import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { MergeMoved } from '../../../shared/students/schemas';
import type { Db, Tx } from '../../db/client';
import {
  absences,
  behaviors,
  classes,
  contractSignatures,
  familyInvites,
  familyLinks,
  homeworkEntries,
  picks,
  questions,
  questionVotes,
  studentSkills,
  students,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import { studentColumns } from './queries';

type Student = typeof students.$inferSelect;

/** Whether someone can sign in as this student with a password or Google: an account. */
const hasAccount = (s: Student) => s.isRegistered || s.passwordHash !== null || s.googleId !== null;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Folds a duplicate student (`fromId`) into the one the teacher keeps (`intoId`), in one
 * transaction (docs/decisions/0167): every row that names the duplicate moves to the kept
 * student, the rows a unique key allows only once are resolved by the rules of that decision,
 * the kept student's balance and homework score are recomputed from their records, and the
 * duplicate is deleted (its sessions with it). When only the duplicate has an account, the
 * account moves; both having one is a 409 and nothing changes.
 */
export function mergeStudents(db: Db, teacherId: number, fromId: number, intoId: number) {
  if (fromId === intoId) throw badRequest('A student cannot be merged into themself', 'SAME_STUDENT');
  return db.transaction(async (tx) => {
    // Both rows locked in id order, as an award locks them: an award racing the merge either
    // lands before it (and is moved) or finds the duplicate gone (404).
    const rows = await tx
      .select({ student: students })
      .from(students)
      .innerJoin(classes, eq(classes.id, students.classId))
      .where(and(inArray(students.id, [fromId, intoId]), eq(classes.teacherId, teacherId)))
      .orderBy(asc(students.id))
      .for('update', { of: students });
    const from = rows.find((r) => r.student.id === fromId)?.student;
    const into = rows.find((r) => r.student.id === intoId)?.student;
    if (!from || !into) throw notFound('Student not found');
    if (from.classId !== into.classId) {
      throw badRequest(
        'Only two students of the same class can be merged; transfer one of them first',
        'DIFFERENT_CLASS',
      );
    }
    if (hasAccount(from) && hasAccount(into)) {
      throw conflict(
        'Both students have signed in with their own account; only a student without an account can be merged',
        'BOTH_REGISTERED',
      );
    }
    const moved = await moveRows(tx, from, into);
    await tx.delete(students).where(eq(students.id, fromId));
    const [student] = await tx
      .update(students)
      .set({ ...profileOf(from, into), ...totalsOf(intoId) })
      .where(eq(students.id, intoId))
      .returning(studentColumns);
    return { student, moved, accountMoved: hasAccount(from) };
  });
}

/** The kept student's profile: theirs first, the duplicate's where theirs is empty; the account moves whole. */
function profileOf(from: Student, into: Student) {
  const account = hasAccount(from)
    ? {
        email: from.email,
        passwordHash: from.passwordHash,
        isRegistered: from.isRegistered,
        googleId: from.googleId,
      }
    : { email: into.email ?? from.email };
  return {
    ...account,
    nickname: into.nickname ?? from.nickname,
    photoUrl: into.photoUrl ?? from.photoUrl,
    bio: into.bio ?? from.bio,
    // A login card is not an account: the kept student's card stays, else the duplicate's works on.
    // Its lookup hash and its sealed code go together, or the reprint would show another card.
    ...(into.loginCode ? {} : { loginCode: from.loginCode, loginCard: from.loginCard }),
    // In the class since the first of the two arrived (achievements count from it).
    createdAt: new Date(Math.min(from.createdAt.getTime(), into.createdAt.getTime())),
  };
}

/** Balance and homework score recomputed from the records: always their sums, never added to. */
const totalsOf = (studentId: number) => ({
  balance: sql`(select coalesce(sum(${behaviors.points}), 0) from ${behaviors} where ${behaviors.studentId} = ${studentId})`,
  hwScore: sql`(select coalesce(sum(${homeworkEntries.points}), 0) from ${homeworkEntries} where ${homeworkEntries.studentId} = ${studentId})`,
});

async function moveRows(tx: Tx, from: Student, into: Student): Promise<MergeMoved> {
  const f = from.id;
  const i = into.id;
  const count = (r: unknown[]) => r.length;

  const behaviorRows = await tx
    .update(behaviors)
    .set({ studentId: i })
    .where(eq(behaviors.studentId, f))
    .returning({ id: behaviors.id });
  const homeworkRows = await tx
    .update(homeworkEntries)
    .set({ studentId: i })
    .where(eq(homeworkEntries.studentId, f))
    .returning({ id: homeworkEntries.id });

  // Skill points are counters without records: a skill both have adds up, none is lost.
  const skillRows = rowsOf<{ skill_id: number }>(
    await tx.execute(sql`
      insert into ${studentSkills} (student_id, skill_id, points, updated_at)
      select ${i}, skill_id, points, updated_at from ${studentSkills} where student_id = ${f}
      on conflict (student_id, skill_id) do update
        set points = ${studentSkills}.points + excluded.points,
            updated_at = greatest(${studentSkills}.updated_at, excluded.updated_at)
      returning skill_id`),
  );

  // One attendance mark a day: on a day both have one, the kept student's mark stands.
  const attendanceRows = rowsOf<{ day: string }>(
    await tx.execute(sql`
      update ${absences} a set student_id = ${i}
      where a.student_id = ${f}
        and not exists (select 1 from ${absences} k where k.student_id = ${i} and k.day = a.day)
      returning a.day`),
  );

  // One vote per voter and question: a question both voted on keeps one vote, and its count
  // drops by the duplicate vote (votesCount always equals the votes).
  const doubleVotes = rowsOf<{ question_id: number }>(
    await tx.execute(sql`
      delete from ${questionVotes} v
      where v.voter_student_id = ${f}
        and exists (select 1 from ${questionVotes} k where k.voter_student_id = ${i} and k.question_id = v.question_id)
      returning v.question_id`),
  );
  if (doubleVotes.length > 0) {
    await tx
      .update(questions)
      .set({ votesCount: sql`greatest(0, ${questions.votesCount} - 1)` })
      .where(
        inArray(
          questions.id,
          doubleVotes.map((v) => v.question_id),
        ),
      );
  }
  const voteRows = await tx
    .update(questionVotes)
    .set({ voterStudentId: i })
    .where(eq(questionVotes.voterStudentId, f))
    .returning({ id: questionVotes.id });

  // A contract both signed keeps the earlier signature.
  await tx.execute(sql`
    update ${contractSignatures} k set signed_at = least(k.signed_at, d.signed_at)
    from ${contractSignatures} d
    where k.student_id = ${i} and d.student_id = ${f} and d.contract_id = k.contract_id`);
  const signatureRows = rowsOf<{ contract_id: number }>(
    await tx.execute(sql`
      update ${contractSignatures} d set student_id = ${i}
      where d.student_id = ${f}
        and not exists (select 1 from ${contractSignatures} k where k.student_id = ${i} and k.contract_id = d.contract_id)
      returning d.contract_id`),
  );

  // A family linked to both stays linked once.
  const familyRows = rowsOf<{ family_id: number }>(
    await tx.execute(sql`
      update ${familyLinks} d set student_id = ${i}
      where d.student_id = ${f}
        and not exists (select 1 from ${familyLinks} k where k.student_id = ${i} and k.family_id = d.family_id)
      returning d.family_id`),
  );

  // One live family invite per student: of two, the newer (the last letter printed) stays.
  await tx.execute(sql`
    delete from ${familyInvites} o
    where o.student_id in (${f}, ${i})
      and exists (
        select 1 from ${familyInvites} n
        where n.student_id in (${f}, ${i}) and n.student_id <> o.student_id
          and (n.created_at, n.student_id) > (o.created_at, o.student_id)
      )`);
  await tx.update(familyInvites).set({ studentId: i }).where(eq(familyInvites.studentId, f));

  // Picked once per round: when both were picked, the kept student's pick stands.
  await tx.execute(sql`
    update ${picks} d set student_id = ${i}
    where d.student_id = ${f}
      and not exists (select 1 from ${picks} k where k.student_id = ${i} and k.class_id = d.class_id)`);

  return {
    behaviors: count(behaviorRows),
    homework: count(homeworkRows),
    skills: count(skillRows),
    attendance: count(attendanceRows),
    questionVotes: count(voteRows),
    contractSignatures: count(signatureRows),
    familyLinks: count(familyRows),
  };
}
