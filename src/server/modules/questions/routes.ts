import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam, messageBody, ownerResponses } from '../../../shared/common/schemas';
import {
  createQuestionBody,
  createReplyBody,
  QUESTION_NAME_MAX,
  questionListQuery,
  questionListResponse,
  questionView,
  replyParams,
  replyView,
  voteBody,
  voteResult,
} from '../../../shared/questions/schemas';
import { requireTeacher } from '../../auth/plugin';
import { readableClassId } from '../contracts/policies';
import { postingName, reachableQuestion, voterOf } from './policies';
import { createQuestion, createReply, deleteQuestion, deleteReply, listQuestions, vote } from './queries';

const tags = ['questions'];
// 403: a family session (decision 0100).
const board = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const NAMES = `Content and names are trimmed and must not be empty; names at most ${QUESTION_NAME_MAX} characters, content at most 2000.`;
const WHO =
  "The class's teacher and the class's students; anyone else 404. A student posts under their own name (nickname, or first and last name), whatever `authorName` says (decision 0024).";

export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, bus } = app.deps;
  const changed = (classId: number) => bus.publish({ topic: 'questions', classId });

  app.get(
    '/questions',
    {
      schema: {
        operationId: 'listQuestions',
        tags,
        summary: "A class's question board: newest question first, each with its replies oldest first",
        description:
          "A teacher names one of their classes with `classId` (missing: 400; another teacher's: 404). A student reads their own class's board; `classId` may be left out (another class: 404).",
        querystring: questionListQuery,
        response: { 200: questionListResponse, ...board },
      },
    },
    async (req) => listQuestions(db, await readableClassId(db, req, req.query.classId)),
  );

  app.post(
    '/questions',
    {
      schema: {
        operationId: 'askQuestion',
        tags,
        summary: 'Ask a question on a class board',
        description: `Body \`{ classId, content, authorName }\`. ${NAMES} ${WHO}`,
        body: createQuestionBody,
        response: { 200: questionView, ...board },
      },
    },
    async (req) => {
      const classId = await readableClassId(db, req, req.body.classId);
      const authorName = await postingName(db, req, req.body.authorName);
      const question = await createQuestion(db, { classId, content: req.body.content, authorName });
      changed(classId);
      return question;
    },
  );

  app.post(
    '/questions/:id/replies',
    {
      schema: {
        operationId: 'replyToQuestion',
        tags,
        summary: 'Reply to a question',
        description: `Body \`{ content, authorName }\`. ${NAMES} ${WHO}`,
        params: idParam,
        body: createReplyBody,
        response: { 200: replyView, ...board },
      },
    },
    async (req) => {
      const question = await reachableQuestion(db, req, req.params.id);
      const authorName = await postingName(db, req, req.body.authorName);
      const reply = await createReply(db, question.id, { content: req.body.content, authorName });
      changed(question.classId);
      return reply;
    },
  );

  app.post(
    '/questions/:id/vote',
    {
      schema: {
        operationId: 'voteForQuestion',
        tags,
        summary: 'Vote a question Helpful (once per student or teacher)',
        description: `Body \`{ voterName }\` (at most ${QUESTION_NAME_MAX} characters), the name shown for the vote. A vote belongs to the account that casts it, not to the name (decision 0050): a second vote by the same student or teacher answers 409 "Already voted on this question", whatever the name; two accounts with the same name each vote. \`votesCount\` always equals the number of votes. A student votes under their own name. ${WHO}`,
        params: idParam,
        body: voteBody,
        response: { 200: voteResult, ...board, 409: errorBody },
      },
    },
    async (req) => {
      const question = await reachableQuestion(db, req, req.params.id);
      const result = await vote(db, question.id, await voterOf(db, req, req.body.voterName));
      changed(question.classId);
      return result;
    },
  );

  app.delete(
    '/questions/:id',
    {
      schema: {
        operationId: 'deleteQuestion',
        tags,
        summary: 'Remove a question with its replies and votes (moderation, an addition)',
        description: "Only the class's teacher (decision 0024); a student 403, another teacher 404.",
        params: idParam,
        response: ownerResponses(messageBody),
      },
    },
    async (req) => {
      requireTeacher(req);
      const question = await reachableQuestion(db, req, req.params.id);
      await deleteQuestion(db, question.id);
      changed(question.classId);
      return { message: 'Question deleted' };
    },
  );

  app.delete(
    '/questions/:id/replies/:replyId',
    {
      schema: {
        operationId: 'deleteQuestionReply',
        tags,
        summary: 'Remove a reply (moderation, an addition)',
        description: "Only the class's teacher (decision 0024); a student 403, another teacher 404.",
        params: replyParams,
        response: ownerResponses(messageBody),
      },
    },
    async (req) => {
      requireTeacher(req);
      const question = await reachableQuestion(db, req, req.params.id);
      await deleteReply(db, question.id, req.params.replyId);
      changed(question.classId);
      return { message: 'Reply deleted' };
    },
  );
};
