import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  batchBehaviorBody,
  behaviorAwardResponse,
  behaviorListQuery,
  behaviorListResponse,
  behaviorRemovalResponse,
  createBehaviorBody,
} from '../../../shared/behaviors/schemas';
import { errorBody, idParam } from '../../../shared/common/schemas';
import { IDEMPOTENCY_DESCRIPTION } from '../../../shared/idempotency/schemas';
import { requirePrincipal, requireTeacher } from '../../auth/plugin';
import { publishFigures } from '../../realtime/publish-figures';
import { writeOnce } from '../idempotency/idempotency';
import { type AwardInput, awardBehavior, awardBehaviorIn } from './commands';
import { presentBehavior } from './presenters';
import { listBehaviors } from './queries';
import { removeBehavior } from './remove';

const tags = ['behaviors'];
const writeResponses = {
  201: behaviorAwardResponse,
  400: errorBody,
  401: errorBody,
  403: errorBody,
  404: errorBody,
  422: errorBody,
  429: errorBody,
};

export const behaviorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, bus } = app.deps;
  // Signed-in callers only, before their input is even validated.
  app.addHook('onRequest', async (req) => void requirePrincipal(req));

  // After commit: one event per class touched, with the new balances, so open screens patch
  // them instead of refetching (one record per student, so the student id finds it).
  const announce = (result: Awaited<ReturnType<typeof awardBehavior>>) => {
    const recordOf = new Map(result.records.map((r) => [r.studentId, r.id]));
    publishFigures(
      bus,
      'behaviors',
      result.students.map((s) => ({ ...s, recordId: recordOf.get(s.id) })),
    );
  };
  const present = (result: Awaited<ReturnType<typeof awardBehavior>>) => ({
    behaviors: result.records.map(presentBehavior),
    students: result.students,
  });

  // A queued award (docs/decisions/0096) is applied once; a repeat answers the first answer.
  const award = async (req: FastifyRequest, reply: FastifyReply, input: AwardInput) => {
    const teacherId = requireTeacher(req);
    const answer = await writeOnce(db, req, teacherId, {
      status: 201,
      direct: () => awardBehavior(db, teacherId, input),
      inTransaction: (tx) => awardBehaviorIn(tx, teacherId, input),
      present,
    });
    if (answer.result) announce(answer.result);
    return reply.code(answer.status).send(answer.body);
  };

  app.get(
    '/behaviors',
    {
      schema: {
        operationId: 'listBehaviors',
        tags,
        summary: 'Behaviour records, newest first',
        description:
          "A teacher gets their students' records (or one student's with ?studentId=; another teacher's student is 404); a student gets only their own. `limit` defaults to 100, at most 1000.",
        querystring: behaviorListQuery,
        response: {
          200: behaviorListResponse,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (req) => (await listBehaviors(db, req, req.query)).map(presentBehavior),
  );

  app.post(
    '/behaviors',
    {
      schema: {
        operationId: 'awardBehavior',
        tags,
        summary: 'Award or deduct points for one student; their balance moves in the same transaction',
        description: IDEMPOTENCY_DESCRIPTION,
        body: createBehaviorBody,
        response: writeResponses,
      },
    },
    async (req, reply) => {
      const { studentId, ...record } = req.body;
      return award(req, reply, { studentIds: [studentId], ...record });
    },
  );

  app.post(
    '/behaviors/batch',
    {
      schema: {
        operationId: 'awardBehaviorBatch',
        tags,
        summary: 'Award or deduct the same points for several students, all or nothing',
        description:
          "One transaction: if any student is not in one of your classes, nothing is written (404 'Student not found'). An undo is a batch with the opposite points and type 'Undo: {name}'.\n" +
          IDEMPOTENCY_DESCRIPTION,
        body: batchBehaviorBody,
        response: writeResponses,
      },
    },
    async (req, reply) => award(req, reply, req.body),
  );
  app.delete(
    '/behaviors/:id',
    {
      schema: {
        operationId: 'deleteBehavior',
        tags,
        summary: 'Remove any earlier award or deduction, as an undo does; the balance moves back',
        description:
          "The class's teacher only (another teacher's record is 404). Writes an undo that names the record, in one transaction with the balance: the teacher's history shows the record struck through (`undone: true`); the child, the family, reports and charts no longer count it. Removing it again changes nothing and answers the same. A record that is itself an undo is 409.",
        params: idParam,
        response: {
          200: behaviorRemovalResponse,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (req) => {
      const teacherId = requireTeacher(req);
      const result = await removeBehavior(db, teacherId, req.params.id);
      // Only a removal that moved the balance is news; its figures carry the undo's id, the
      // student's newest record, so screens order it after the awards before it.
      if (result.changed) {
        publishFigures(bus, 'behaviors', [{ ...result.student, recordId: result.undoId }]);
      }
      return { behavior: presentBehavior(result.record), student: result.student };
    },
  );
};
