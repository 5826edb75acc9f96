import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam } from '../../../shared/common/schemas';
import {
  joinRequestDecided,
  joinRequestDecision,
  joinRequestView,
} from '../../../shared/students/join-requests';
import { requirePrincipal, requireTeacher } from '../../auth/plugin';
import { decideJoinRequest, listJoinRequests } from './join-requests';

const tags = ['students'];

/** The teacher's side of a join under a name the class already has (docs/decisions/0164). */
export const joinRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, bus } = app.deps;
  app.addHook('onRequest', async (req) => void requirePrincipal(req));

  app.get(
    '/classes/:id/join-requests',
    {
      schema: {
        operationId: 'listJoinRequests',
        tags,
        summary: 'Children waiting for the teacher to say who they are, each with the students of that name',
        description:
          "Oldest first. `matches` are the students of the class whose first and last names are the ones the child gave (trimmed, any case, inner spaces as one); `isRegistered` says a student already has an account, so the request cannot become theirs. Only the class's teacher (404 to any other).",
        params: idParam,
        response: {
          200: joinRequestView.array(),
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (req) => listJoinRequests(db, requireTeacher(req), req.params.id),
  );

  app.post(
    '/join-requests/:id',
    {
      schema: {
        operationId: 'decideJoinRequest',
        tags,
        summary: 'Link a waiting child to a student, add them as a new student, or refuse them',
        description:
          "`link` (with `studentId`, a student of the request's class without an account): the email and password the child gave become that student's, with all their records; 409 ALREADY_REGISTERED when the student has an account, 404 for a student of any other class. `add`: a new student with the name the child gave. `refuse`: the request is deleted and its email and password sign in to nothing. The child signs in with their email and password afterwards. Only the class's teacher (404 to any other).",
        params: idParam,
        body: joinRequestDecision,
        response: {
          200: joinRequestDecided,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (req) => {
      const decided = await decideJoinRequest(db, requireTeacher(req), req.params.id, req.body);
      if (decided.studentId !== null) await bus.publish({ topic: 'students', classId: decided.classId });
      await bus.publish({ topic: 'join-requests', classId: decided.classId });
      return { action: req.body.action, studentId: decided.studentId };
    },
  );
};
