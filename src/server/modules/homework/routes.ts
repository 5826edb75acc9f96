import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam, ownerResponses } from '../../../shared/common/schemas';
import {
  HOMEWORK_BATCH_MAX,
  HOMEWORK_LIST_DEFAULT_LIMIT,
  HOMEWORK_LIST_MAX_LIMIT,
  HOMEWORK_POINTS_LIMIT,
  homeworkBatchBody,
  homeworkBatchResult,
  homeworkBody,
  homeworkListQuery,
  homeworkListResponse,
  homeworkResult,
} from '../../../shared/homework/schemas';
import { IDEMPOTENCY_DESCRIPTION } from '../../../shared/idempotency/schemas';
import { ownedStudent } from '../../auth/ownership';
import { requirePrincipal, requireTeacher } from '../../auth/plugin';
import { notFound } from '../../errors';
import { publishFigures } from '../../realtime/publish-figures';
import { writeOnce } from '../idempotency/idempotency';
import { recordHomework, studentHomework, teacherHomework } from './queries';

const tags = ['homework'];

export const homeworkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, bus } = app.deps;

  app.patch(
    '/students/:id/homework',
    {
      schema: {
        operationId: 'recordHomework',
        tags,
        summary: 'Record a homework entry and add its points to the homework score',
        description: [
          `Body \`{ "points": n, "description"?: string }\`: points a whole number from -${HOMEWORK_POINTS_LIMIT} to ${HOMEWORK_POINTS_LIMIT} (0 records a missing homework; a negative value undoes an earlier entry), description at most 500 characters.`,
          'The entry and the new hwScore are written in one transaction: hwScore always equals the sum of the entries.',
          'The score never goes below 0: a negative change larger than the score is recorded as the change that reaches 0 (the entry holds what was applied).',
          "Only the student's teacher; anyone else gets 404 (a student session 403).",
        ].join('\n'),
        params: idParam,
        body: homeworkBody,
        response: ownerResponses(homeworkResult),
      },
    },
    async (req) => {
      const teacherId = requireTeacher(req);
      const { results, changed } = await recordHomework(db, teacherId, [
        { studentId: req.params.id, ...req.body },
      ]);
      publishFigures(bus, 'homework', changed);
      return results[0];
    },
  );

  app.post(
    '/homework/batch',
    {
      schema: {
        operationId: 'recordHomeworkBatch',
        tags,
        summary: 'Record homework for several students at once, all or nothing (addition)',
        description: [
          'An addition to the spec, whose client sent one PATCH per student (Mark All Present): one transaction, so a failure never leaves a class half graded.',
          `Body \`{ "entries": [{ "studentId": n, "points": n, "description"?: string }] }\`: 1 to ${HOMEWORK_BATCH_MAX} entries, each student once, points and description as for PATCH /api/students/{id}/homework (the score floors at 0 the same way).`,
          "The answer lists `{entry, hwScore}` per entry in the order sent; an undo sends the negatives of the entries' points.",
          "Every student must be one of the caller's; otherwise 404 and nothing is written (a student session 403).",
          IDEMPOTENCY_DESCRIPTION,
        ].join('\n'),
        body: homeworkBatchBody,
        response: { ...ownerResponses(homeworkBatchResult), 422: errorBody, 429: errorBody },
      },
    },
    async (req, reply) => {
      const teacherId = requireTeacher(req);
      // A queued grade (docs/decisions/0096) is applied once; a repeat answers the first answer.
      const answer = await writeOnce(db, req, teacherId, {
        status: 200,
        direct: () => recordHomework(db, teacherId, req.body.entries),
        inTransaction: (tx) => recordHomework(tx, teacherId, req.body.entries),
        present: ({ results }) => ({ results }),
      });
      if (answer.result) publishFigures(bus, 'homework', answer.result.changed);
      return reply.code(answer.status).send(answer.body);
    },
  );

  app.get(
    '/homework',
    {
      schema: {
        operationId: 'listHomework',
        tags,
        summary: 'Homework entries, newest first',
        description: [
          "A teacher: with `studentId`, that student's entries (404 unless the student is theirs); without it, the entries of all their students.",
          'A student: their own entries (any other `studentId` answers 404).',
          `\`limit\` caps the list: default ${HOMEWORK_LIST_DEFAULT_LIMIT}, at most ${HOMEWORK_LIST_MAX_LIMIT}.`,
        ].join('\n'),
        querystring: homeworkListQuery,
        response: {
          200: homeworkListResponse,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (req) => {
      const p = requirePrincipal(req);
      const { studentId, limit } = req.query;
      if (p.kind === 'student') {
        if (studentId !== undefined && studentId !== p.studentId) throw notFound('Student not found');
        return studentHomework(db, p.studentId, limit);
      }
      if (studentId === undefined) return teacherHomework(db, p.teacherId, limit);
      const student = await ownedStudent(db, p.teacherId, studentId);
      return studentHomework(db, student.id, limit);
    },
  );
};
