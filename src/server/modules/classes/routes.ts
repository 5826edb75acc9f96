import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  classContentsView,
  classListResponse,
  classView,
  createClassBody,
  renameClassBody,
  trialClassResponse,
} from '../../../shared/classes/schemas';
import { errorBody, idParam, messageBody } from '../../../shared/common/schemas';
import { ownedClass } from '../../auth/ownership';
import { announceSessions, requireTeacher } from '../../auth/plugin';
import { presentStudent } from '../students/presenters';
import { createCodeProbeGuard, isCodeTaken } from './code-probes';
import { presentClass } from './presenters';
import {
  classContents,
  createClass,
  createTrialClass,
  deleteClass,
  listClasses,
  renameClass,
} from './queries';

const tags = ['classes'];
const denied = { 401: errorBody, 403: errorBody };

export const classRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, bus, counters, config } = app.deps;
  const codeProbes = createCodeProbeGuard(counters, config.authRateLimit);
  const changed = (classId: number) => bus.publish({ topic: 'classes', classId });
  // Every class call is a teacher's: refuse others before even validating their input.
  app.addHook('onRequest', async (req) => void requireTeacher(req));

  app.get(
    '/classes',
    {
      schema: {
        operationId: 'listClasses',
        tags,
        summary: "The signed-in teacher's classes, oldest first",
        response: { 200: classListResponse, ...denied },
      },
    },
    async (req) => (await listClasses(db, requireTeacher(req))).map(presentClass),
  );

  app.get(
    '/classes/:id',
    {
      schema: {
        operationId: 'getClass',
        tags,
        summary: 'One of your classes',
        params: idParam,
        response: { 200: classView, 400: errorBody, ...denied, 404: errorBody },
      },
    },
    async (req) => presentClass(await ownedClass(db, requireTeacher(req), req.params.id)),
  );

  app.post(
    '/classes',
    {
      schema: {
        operationId: 'createClass',
        tags,
        summary: 'Create a class',
        description:
          "Without classCode the server picks a free 6-character code. `period` appends ' - Period {n}' to the name as the sign-up does; without it the class keeps its name as typed. `behaviorPreset` chooses the behaviours the class starts with: 'secondary' (the spec's 15, the default) or 'primary' (a set for ages 5–11); other classes' lists are untouched. " +
          'A taken code answers 409 CLASS_CODE_TAKEN and counts as a failed join does: after 10 taken codes in 15 minutes, or when the network has used up its failed attempts, a chosen code is answered 429 (with Retry-After) without being looked at; leaving classCode out still works.',
        body: createClassBody,
        response: { 201: classView, 400: errorBody, ...denied, 409: errorBody, 429: errorBody },
      },
    },
    async (req, reply) => {
      const teacherId = requireTeacher(req);
      const chosen = req.body.classCode !== undefined;
      if (chosen) await codeProbes.admit(teacherId, req.ip);
      const klass = await createClass(db, teacherId, req.body).catch(async (err) => {
        if (chosen && isCodeTaken(err)) await codeProbes.taken(teacherId, req.ip);
        throw err;
      });
      changed(klass.id);
      return reply.code(201).send(presentClass(klass));
    },
  );

  app.post(
    '/classes/trial',
    {
      schema: {
        operationId: 'createTrialClass',
        tags,
        summary: "Create the 'Remote Chalk Trial class' with 20 students, or answer the one there is",
        description: [
          'No body. The students come back sorted by last name, then first name.',
          "A teacher has one trial class: when one of their classes is named 'Remote Chalk Trial class', it is answered with its students (200, `created: false`) and nothing is created; otherwise 201 with `created: true`.",
        ].join('\n'),
        response: { 200: trialClassResponse, 201: trialClassResponse, ...denied },
      },
    },
    async (req, reply) => {
      const { klass, roster, created } = await createTrialClass(db, requireTeacher(req));
      if (created) {
        changed(klass.id);
        bus.publish({ topic: 'students', classId: klass.id });
      }
      return reply
        .code(created ? 201 : 200)
        .send({ class: presentClass(klass), students: roster.map(presentStudent), created });
    },
  );

  app.patch(
    '/classes/:id',
    {
      schema: {
        operationId: 'renameClass',
        tags,
        summary: 'Rename a class (the name is trimmed and must not be empty)',
        params: idParam,
        body: renameClassBody,
        response: { 200: classView, 400: errorBody, ...denied, 404: errorBody },
      },
    },
    async (req) => {
      const klass = await renameClass(db, requireTeacher(req), req.params.id, req.body.name);
      changed(klass.id);
      return presentClass(klass);
    },
  );

  app.get(
    '/classes/:id/contents',
    {
      schema: {
        operationId: 'getClassContents',
        tags,
        summary: 'What deleting the class would remove with it (counts)',
        description:
          'Students, their behaviour records, homework entries and skills with points, and the class’s questions and contracts: the numbers the delete dialog shows.',
        params: idParam,
        response: { 200: classContentsView, 400: errorBody, ...denied, 404: errorBody },
      },
    },
    async (req) => {
      await ownedClass(db, requireTeacher(req), req.params.id);
      return classContents(db, req.params.id);
    },
  );

  app.delete(
    '/classes/:id',
    {
      schema: {
        operationId: 'deleteClass',
        tags,
        summary: 'Delete a class with its students and all their records',
        params: idParam,
        response: { 200: messageBody, 400: errorBody, ...denied, 404: errorBody },
      },
    },
    async (req) => {
      await deleteClass(db, requireTeacher(req), req.params.id);
      changed(req.params.id);
      // Its students' sessions went with them: their streams end.
      announceSessions(app, { classId: req.params.id });
      return { message: 'Class deleted' };
    },
  );
};
