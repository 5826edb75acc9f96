import { asc, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { groupBy } from '../../../../shared/common/group-by';
import { instant, name } from '../../../../shared/exports/schemas';
import { questionReplies, questions, questionVotes } from '../../../db/schema';
import type { ClassSection } from '../section';

// A class's question board (issue 10): questions with their replies and votes. Authors and
// voters are names as the board stores them; votesCount is recomputed from the votes on restore.

const item = z.strictObject({
  content: name('Question', 5000),
  authorName: name('Author name', 100),
  createdAt: instant,
  replies: z
    .array(
      z.strictObject({
        content: name('Reply', 5000),
        authorName: name('Author name', 100),
        createdAt: instant,
      }),
    )
    .max(1000),
  votes: z.array(z.strictObject({ voterName: name('Voter name', 100), createdAt: instant })).max(1000),
});
type Item = z.output<typeof item>;

export const questionsSection: ClassSection<Item> = {
  key: 'questions',
  label: 'questions',
  item,
  // The same three queries whatever there is (empty lists included): a constant cost.
  async collect(db, classIds) {
    const out = new Map<number, Item[]>();
    const rows = await db
      .select()
      .from(questions)
      .where(inArray(questions.classId, classIds))
      .orderBy(asc(questions.classId), asc(questions.createdAt), asc(questions.id));
    const ids = rows.map((q) => q.id);
    const [replies, votes] = await Promise.all([
      db
        .select()
        .from(questionReplies)
        .where(inArray(questionReplies.questionId, ids))
        .orderBy(asc(questionReplies.createdAt), asc(questionReplies.id)),
      db
        .select()
        .from(questionVotes)
        .where(inArray(questionVotes.questionId, ids))
        .orderBy(asc(questionVotes.createdAt), asc(questionVotes.id)),
    ]);
    const repliesOf = groupBy(replies, (r) => r.questionId);
    const votesOf = groupBy(votes, (v) => v.questionId);
    for (const q of rows) {
      const list = out.get(q.classId) ?? [];
      list.push({
        content: q.content,
        authorName: q.authorName,
        createdAt: q.createdAt.toISOString(),
        replies: (repliesOf.get(q.id) ?? []).map((r) => ({
          content: r.content,
          authorName: r.authorName,
          createdAt: r.createdAt.toISOString(),
        })),
        votes: (votesOf.get(q.id) ?? []).map((v) => ({
          voterName: v.voterName,
          createdAt: v.createdAt.toISOString(),
        })),
      });
      out.set(q.classId, list);
    }
    return out;
  },
  async restore(tx, items) {
    for (const { classId, item: q } of items) {
      // One vote per name, as the board allows: a file with a repeated voter keeps one.
      const voters = [...new Map(q.votes.map((v) => [v.voterName, v])).values()];
      const [row] = await tx
        .insert(questions)
        .values({
          classId,
          content: q.content,
          authorName: q.authorName,
          votesCount: voters.length,
          createdAt: new Date(q.createdAt),
        })
        .returning({ id: questions.id });
      if (q.replies.length > 0) {
        await tx.insert(questionReplies).values(
          q.replies.map((r) => ({
            questionId: row.id,
            content: r.content,
            authorName: r.authorName,
            createdAt: new Date(r.createdAt),
          })),
        );
      }
      if (voters.length > 0) {
        await tx.insert(questionVotes).values(
          voters.map((v) => ({
            questionId: row.id,
            voterName: v.voterName,
            createdAt: new Date(v.createdAt),
          })),
        );
      }
    }
  },
};
