import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam, ownerResponses } from '../../../shared/common/schemas';
import {
  TIMER_ADD_MAX_SECONDS,
  TIMER_MAX_SECONDS,
  timerChangeBody,
  timerStartBody,
  timerView,
} from '../../../shared/timer/schemas';
import { requirePrincipal, requireTeacher } from '../../auth/plugin';
import { badRequest, conflict, notFound } from '../../errors';
import { changeRunningTimer, startTimer, stopTimer } from './commands';
import { changeTimer, presentTimer, readTimer, type TimerChange } from './queries';

const tags = ['timer'];
const SHAPE =
  'Answers `{ endsAt, remainingSeconds, paused, active, serverNow, soundEnabled }`: a running timer has `endsAt` (ISO, the server clock) and counts to it; a paused one has `endsAt: null`, `paused: true` and the whole seconds it has left; no timer: `active: false`, `remainingSeconds: 0`. `serverNow` is the server’s clock at the answer: screens correct their own clock by it (decision 0092).';
const OWNER_ONLY = "The class's teacher only: a student 403, another teacher's class 404.";

export const timerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, bus } = app.deps;

  /** Runs one change as the owning teacher and tells every screen of the class. */
  const apply = async (teacherId: number, classId: number, change: TimerChange) => {
    const result = await changeTimer(db, teacherId, classId, change);
    if (!result) throw notFound('Class not found');
    if ('error' in result) {
      if (result.error === 'none')
        throw conflict('There is no timer in this class: start one first.', 'NO_TIMER');
      if (result.error === 'finished') throw conflict('The timer has already finished.', 'TIMER_FINISHED');
      throw badRequest(`A timer runs for at most ${TIMER_MAX_SECONDS / 60} minutes.`, 'TIMER_TOO_LONG');
    }
    bus.publish({ topic: 'timer', classId });
    return result;
  };

  app.get(
    '/classes/:id/timer',
    {
      schema: {
        operationId: 'getClassTimer',
        tags,
        summary: "The class's countdown, as the projector and the dashboard show it",
        description: `The class's teacher and its students (a projector may be signed in as either); anyone else 404. ${SHAPE}`,
        params: idParam,
        response: { 200: timerView, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (req) => {
      const p = requirePrincipal(req);
      const row = await readTimer(db, req.params.id);
      const mine = p.kind === 'teacher' ? row?.teacherId === p.teacherId : p.classId === req.params.id;
      if (!row || !mine) throw notFound('Class not found');
      return presentTimer(row);
    },
  );

  app.put(
    '/classes/:id/timer',
    {
      schema: {
        operationId: 'startClassTimer',
        tags,
        summary: 'Start the class timer, or restart it from a new value',
        description: `Body \`{ seconds }\`: a whole number from 1 to ${TIMER_MAX_SECONDS.toLocaleString('en')} (2 hours). Replaces a running, paused or finished timer. ${OWNER_ONLY} ${SHAPE}`,
        params: idParam,
        body: timerStartBody,
        response: ownerResponses(timerView),
      },
    },
    async (req) => apply(requireTeacher(req), req.params.id, startTimer(req.body.seconds)),
  );

  app.patch(
    '/classes/:id/timer',
    {
      schema: {
        operationId: 'updateClassTimer',
        tags,
        summary: 'Pause or resume the class timer, or add time to it (+1 minute)',
        description: `Body \`{ paused?, addSeconds? }\`, at least one. \`paused: true\` pauses, \`false\` resumes (pressing it twice changes nothing). \`addSeconds\` (1 to ${TIMER_ADD_MAX_SECONDS.toLocaleString('en')}; the dashboard's '+1 minute' sends 60) adds to what is left, running or paused; on a finished timer it counts that much from now (decision 0093). More than ${TIMER_MAX_SECONDS / 60} minutes left afterwards: 400 TIMER_TOO_LONG. No timer: 409 NO_TIMER; pausing a finished one: 409 TIMER_FINISHED. ${OWNER_ONLY} ${SHAPE}`,
        params: idParam,
        body: timerChangeBody,
        response: { ...ownerResponses(timerView), 409: errorBody },
      },
    },
    async (req) =>
      apply(requireTeacher(req), req.params.id, changeRunningTimer(req.body.paused, req.body.addSeconds)),
  );

  app.delete(
    '/classes/:id/timer',
    {
      schema: {
        operationId: 'stopClassTimer',
        tags,
        summary: 'Stop the class timer (the projector hides it)',
        description: `Stopping when there is no timer is not an error. ${OWNER_ONLY} ${SHAPE}`,
        params: idParam,
        response: ownerResponses(timerView),
      },
    },
    async (req) => apply(requireTeacher(req), req.params.id, stopTimer()),
  );
};
