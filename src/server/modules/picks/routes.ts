import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam, messageBody, ownerResponses } from '../../../shared/common/schemas';
import { currentPickQuery, currentPickView, pickResponse } from '../../../shared/picks/schemas';
import { ownedClass } from '../../auth/ownership';
import { requirePrincipal, requireTeacher } from '../../auth/plugin';
import { notFound } from '../../errors';
import { serverToday } from '../attendance/today';
import { newRound, pickStudent } from './commands';
import { currentPick, hidePick } from './queries';

const tags = ['picks'];

export const pickRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, bus } = app.deps;
  // Signed-in callers only, before their input is even validated.
  app.addHook('onRequest', async (req) => void requirePrincipal(req));
  // The event names no one: screens that show the pick ask GET /api/picks/current, which answers
  // the display name only (docs/decisions/0089).
  const changed = (classId: number) => bus.publish({ topic: 'picks', classId });

  app.post(
    '/classes/:id/picks',
    {
      schema: {
        operationId: 'pickStudent',
        tags,
        summary: 'Pick a present student at random, fairly',
        description:
          'Each student present today (not marked absent or left early; a late student is here) is picked once before anyone is picked twice; the round is kept on the server, so every device of the teacher shares it. When everyone present has had a turn, the next pick starts a new round (`newRound: true`). 409 when no one is present (NO_ONE_PRESENT) or the class is empty (NO_STUDENTS).',
        params: idParam,
        response: {
          201: pickResponse,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (req, reply) => {
      const result = await pickStudent(db, requireTeacher(req), req.params.id, serverToday());
      changed(req.params.id);
      return reply.code(201).send(result);
    },
  );

  app.delete(
    '/classes/:id/picks',
    {
      schema: {
        operationId: 'resetPicks',
        tags,
        summary: 'Start a new round: everyone present can be picked again',
        description: 'The projector stops showing the last pick.',
        params: idParam,
        response: ownerResponses(messageBody),
      },
    },
    async (req) => {
      await newRound(db, requireTeacher(req), req.params.id);
      changed(req.params.id);
      return { message: 'New round started' };
    },
  );

  app.delete(
    '/classes/:id/picks/current',
    {
      schema: {
        operationId: 'stopShowingPick',
        tags,
        summary: 'The projector stops showing the latest pick (the picker was closed)',
        description:
          'The round goes on: who has had a turn is kept. Without this the wall shows a pick for a minute. Answers the same when nothing is shown.',
        params: idParam,
        response: ownerResponses(messageBody),
      },
    },
    async (req) => {
      await ownedClass(db, requireTeacher(req), req.params.id);
      await hidePick(db, req.params.id);
      changed(req.params.id);
      return { message: 'The pick is no longer shown' };
    },
  );

  app.get(
    '/picks/current',
    {
      schema: {
        operationId: 'getCurrentPick',
        tags,
        summary: 'The name the projector shows for the latest pick of the class’s round',
        description:
          'The teacher of the class and its students (another class answers 404). Only the display name (nickname, or first name and initial); null when the round has no pick yet.',
        querystring: currentPickQuery,
        response: { 200: currentPickView, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (req) => {
      const p = requirePrincipal(req);
      const { classId } = req.query;
      if (p.kind === 'teacher') await ownedClass(db, p.teacherId, classId);
      else if (p.classId !== classId) throw notFound('Class not found');
      return currentPick(db, classId);
    },
  );
};
