import type { QuestionView, ReplyView } from '../../../shared/questions/schemas';
import type { questionReplies, questions } from '../../db/schema';

export type QuestionRow = typeof questions.$inferSelect;
export type ReplyRow = typeof questionReplies.$inferSelect;

export const presentReply = (r: ReplyRow): ReplyView => ({
  id: r.id,
  content: r.content,
  authorName: r.authorName,
  createdAt: r.createdAt.toISOString(),
});

export const presentQuestion = (q: QuestionRow, replies: readonly ReplyRow[]): QuestionView => ({
  id: q.id,
  classId: q.classId,
  content: q.content,
  authorName: q.authorName,
  createdAt: q.createdAt.toISOString(),
  votesCount: q.votesCount,
  replies: replies.map(presentReply),
});
