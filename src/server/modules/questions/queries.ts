import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questionReplies, questions, questionVotes } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import type { Voter } from './policies';
import { presentQuestion, presentReply } from './presenters';

/** The class's board: newest question first, replies oldest first. Two queries, whatever its size. */
export async function listQuestions(db: Db, classId: number) {
  const rows = await db
    .select()
    .from(questions)
    .where(eq(questions.classId, classId))
    .orderBy(desc(questions.createdAt), desc(questions.id));
  if (rows.length === 0) return [];
  const replies = await db
    .select()
    .from(questionReplies)
    .where(
      inArray(
        questionReplies.questionId,
        rows.map((q) => q.id),
      ),
    )
    .orderBy(asc(questionReplies.createdAt), asc(questionReplies.id));
  const byQuestion = new Map<number, typeof replies>();
  for (const r of replies) byQuestion.set(r.questionId, [...(byQuestion.get(r.questionId) ?? []), r]);
  return rows.map((q) => presentQuestion(q, byQuestion.get(q.id) ?? []));
}

export async function createQuestion(
  db: Db,
  input: { classId: number; content: string; authorName: string },
) {
  const [row] = await db.insert(questions).values(input).returning();
  return presentQuestion(row, []);
}

export async function createReply(
  db: Db,
  questionId: number,
  input: { content: string; authorName: string },
) {
  const [row] = await db
    .insert(questionReplies)
    .values({ questionId, ...input })
    .returning();
  return presentReply(row);
}

/**
 * One vote per voter per question, the voter being the student or teacher who casts it (a
 * unique index decides, so two taps at once cannot both count); votesCount is raised in the
 * same transaction, so it always equals the votes.
 */
export function vote(db: Db, questionId: number, voter: Voter) {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(questionVotes)
      .values({
        questionId,
        voterName: voter.name,
        voterStudentId: voter.studentId,
        voterTeacherId: voter.teacherId,
      })
      .onConflictDoNothing()
      .returning({ id: questionVotes.id });
    if (inserted.length === 0) throw conflict('Already voted on this question', 'ALREADY_VOTED');
    const [row] = await tx
      .update(questions)
      .set({ votesCount: sql`${questions.votesCount} + 1`, updatedAt: sql`now()` })
      .where(eq(questions.id, questionId))
      .returning({ votesCount: questions.votesCount });
    return { questionId, votesCount: row.votesCount };
  });
}

export async function deleteQuestion(db: Db, questionId: number) {
  await db.delete(questions).where(eq(questions.id, questionId));
}

export async function deleteReply(db: Db, questionId: number, replyId: number) {
  const deleted = await db
    .delete(questionReplies)
    .where(and(eq(questionReplies.id, replyId), eq(questionReplies.questionId, questionId)))
    .returning({ id: questionReplies.id });
  if (deleted.length === 0) throw notFound('Reply not found');
}
