import { z } from 'zod';
import { requiredText } from '../common/schemas';
import { idField, idQuery } from '../students/schemas';

/** Author and voter names at most 100 characters. */
export const QUESTION_NAME_MAX = 100;
export const QUESTION_CONTENT_MAX = 2000;
/** The board is polled every 5 seconds (the live stream is faster). */
export const QUESTIONS_REFRESH_MS = 5000;

/** The name a student posts under: their nickname, or their first and last name. */
export function studentAuthorName(s: { firstName: string; lastName: string; nickname: string | null }) {
  const name = s.nickname?.trim() || `${s.firstName} ${s.lastName}`.trim();
  return name.slice(0, QUESTION_NAME_MAX);
}

export const questionContent = requiredText('Content is required', QUESTION_CONTENT_MAX);
export const questionName = (label: string) => requiredText(`${label} is required`, QUESTION_NAME_MAX);

// ---- requests ----

export const questionListQuery = z.object({ classId: idQuery.optional() });
export const createQuestionBody = z.strictObject({
  classId: idField('Class'),
  content: questionContent,
  authorName: questionName('Author name'),
});
export const createReplyBody = z.strictObject({
  content: questionContent,
  authorName: questionName('Author name'),
});
export const voteBody = z.strictObject({ voterName: questionName('Voter name') });
export const replyParams = z.object({
  id: z.coerce.number().int().positive('id must be a positive integer'),
  replyId: z.coerce.number().int().positive('replyId must be a positive integer'),
});

// ---- responses ----

export const replyView = z.object({
  id: z.number(),
  content: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type ReplyView = z.infer<typeof replyView>;

export const questionView = z.object({
  id: z.number(),
  classId: z.number(),
  content: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
  votesCount: z.number(),
  /** Oldest first. */
  replies: z.array(replyView),
});
export type QuestionView = z.infer<typeof questionView>;
/** Newest first. */
export const questionListResponse = z.array(questionView);

export const voteResult = z.object({ questionId: z.number(), votesCount: z.number() });
export type VoteResult = z.infer<typeof voteResult>;
