import { asc, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { groupBy } from '../../../../shared/common/group-by';
import { instant } from '../../../../shared/exports/schemas';
import { questionContent, questionName } from '../../../../shared/questions/schemas';
import { insertBatched } from '../../../db/batches';
import { questionReplies, questions, questionVotes } from '../../../db/schema';
import type { ClassSection } from '../section';

// A class's question board: questions with their replies and votes. Authors and
// voters are names as the board stores them; votesCount is recomputed from the votes on restore.
// The fields are the API's own (content at most 2,000 characters, names 100).

const item = z.strictObject({
  content: questionContent,
  authorName: questionName('Author name'),
  createdAt: instant,
  replies: z
    .array(
      z.strictObject({
        content: questionContent,
        authorName: questionName('Author name'),
        createdAt: instant,
      }),
    )
    .max(1000),
  votes: z.array(z.strictObject({ voterName: questionName('Voter name'), createdAt: instant })).max(1000),
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
  async restore(db, items) {
    // One vote per name, as the board allows: a file with a repeated voter keeps one.
    const votersOf = items.map(({ item: q }) => [...new Map(q.votes.map((v) => [v.voterName, v])).values()]);
    const ids = await insertBatched(
      db,
      questions,
      items.map(({ classId, item: q }, i) => ({
        classId,
        content: q.content,
        authorName: q.authorName,
        votesCount: votersOf[i].length,
        createdAt: new Date(q.createdAt),
      })),
      { returnIds: true },
    );
    await insertBatched(
      db,
      questionReplies,
      items.flatMap(({ item: q }, i) =>
        q.replies.map((r) => ({
          questionId: ids[i],
          content: r.content,
          authorName: r.authorName,
          createdAt: new Date(r.createdAt),
        })),
      ),
    );
    await insertBatched(
      db,
      questionVotes,
      votersOf.flatMap((voters, i) =>
        voters.map((v) => ({ questionId: ids[i], voterName: v.voterName, createdAt: new Date(v.createdAt) })),
      ),
    );
  },
};
