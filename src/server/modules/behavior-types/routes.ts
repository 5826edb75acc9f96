import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  behaviorTypeListResponse,
  behaviorTypeView,
  copyBehaviorTypesBody,
  createBehaviorTypeBody,
  updateBehaviorTypeBody,
} from '../../../shared/behavior-types/schemas';
import { errorBody, idParam } from '../../../shared/common/schemas';
import { ownedClass } from '../../auth/ownership';
import { requireTeacher } from '../../auth/plugin';
import {
  copyBehaviorTypes,
  createBehaviorType,
  deleteBehaviorType,
  restoreDefaultBehaviorTypes,
  updateBehaviorType,
} from './commands';
import { presentBehaviorType } from './presenters';
import { listBehaviorTypes } from './queries';

const tags = ['behavior-types'];
const denied = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };
const listAnswer = { 200: behaviorTypeListResponse, ...denied };
const RULES =
  'Names are trimmed, 1–40 characters and unique in the class ignoring case (409 BEHAVIOR_NAME_TAKEN); points are whole numbers from -5 to 5, not 0, above 0 for `positive` and below 0 for `negative` and `warning` (400 otherwise); a class has at most 40 (409 TOO_MANY_BEHAVIORS).';

// A class's own behaviours (docs/decisions/0085, 0086). Teachers only, about their own classes;
// students and the projector never see the list (awards carry their name and points).
export const behaviorTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, bus } = app.deps;
  // Other open dashboards of the same teacher refetch the list (docs/architecture.md#live-updates).
  const changed = (classId: number) => bus.publish({ topic: 'behavior-types', classId });
  app.addHook('onRequest', async (req) => void requireTeacher(req));

  app.get(
    '/classes/:id/behavior-types',
    {
      schema: {
        operationId: 'listBehaviorTypes',
        tags,
        summary: "The class's behaviours in display order",
        description:
          "A class never customised lists the spec's 15 in the spec's order and points (written on this first read, so each has an id). Each is `{id, name, points, kind, icon}`; icon is a lucide icon name.",
        params: idParam,
        response: { 200: behaviorTypeListResponse, ...denied },
      },
    },
    async (req) => {
      const klass = await ownedClass(db, requireTeacher(req), req.params.id);
      return (await listBehaviorTypes(db, klass.id)).map(presentBehaviorType);
    },
  );

  app.post(
    '/classes/:id/behavior-types',
    {
      schema: {
        operationId: 'createBehaviorType',
        tags,
        summary: "Add a behaviour at the end of the class's list",
        description: `Body \`{name, points, kind, icon?}\` (icon one of the offered names; by kind when left out). ${RULES}`,
        params: idParam,
        body: createBehaviorTypeBody,
        response: { 201: behaviorTypeView, ...denied, 409: errorBody },
      },
    },
    async (req, reply) => {
      const { result } = await createBehaviorType(db, requireTeacher(req), req.params.id, req.body);
      changed(result.classId);
      return reply.code(201).send(presentBehaviorType(result));
    },
  );

  app.post(
    '/classes/:id/behavior-types/copy',
    {
      schema: {
        operationId: 'copyBehaviorTypes',
        tags,
        summary: "Replace the class's list with a copy of another of your classes' list",
        description:
          'Body `{fromClassId}`: another of your classes (404 otherwise; the same class is 400). Answers the new list. Records already given keep their names and points.',
        params: idParam,
        body: copyBehaviorTypesBody,
        response: listAnswer,
      },
    },
    async (req) => {
      const { list } = await copyBehaviorTypes(db, requireTeacher(req), req.params.id, req.body.fromClassId);
      changed(req.params.id);
      return list.map(presentBehaviorType);
    },
  );

  app.post(
    '/classes/:id/behavior-types/defaults',
    {
      schema: {
        operationId: 'restoreDefaultBehaviorTypes',
        tags,
        summary: "'Restore Defaults': the list the class started from again, in its order",
        description:
          "No body. Answers the new list: the spec's 15, or the primary set for a class created with behaviorPreset 'primary'. Records already given keep their names and points.",
        params: idParam,
        response: listAnswer,
      },
    },
    async (req) => {
      const { list } = await restoreDefaultBehaviorTypes(db, requireTeacher(req), req.params.id);
      changed(req.params.id);
      return list.map(presentBehaviorType);
    },
  );

  app.patch(
    '/behavior-types/:id',
    {
      schema: {
        operationId: 'updateBehaviorType',
        tags,
        summary: 'Change a behaviour: any of name, points, kind, icon; `position` moves it (0 is first)',
        description: `${RULES} The sign is checked against the behaviour as it will be. Answers the class's whole list in its new order. Records already given keep their names and points.`,
        params: idParam,
        body: updateBehaviorTypeBody,
        response: { ...listAnswer, 409: errorBody },
      },
    },
    async (req) => {
      const { list } = await updateBehaviorType(db, requireTeacher(req), req.params.id, req.body);
      if (list[0]) changed(list[0].classId);
      return list.map(presentBehaviorType);
    },
  );

  app.delete(
    '/behavior-types/:id',
    {
      schema: {
        operationId: 'deleteBehaviorType',
        tags,
        summary: 'Delete a behaviour (records already given keep its name and points)',
        description:
          'A class keeps at least one behaviour: deleting the last is 400 LAST_BEHAVIOR. Answers the new list.',
        params: idParam,
        response: listAnswer,
      },
    },
    async (req) => {
      const { result: classId, list } = await deleteBehaviorType(db, requireTeacher(req), req.params.id);
      changed(classId);
      return list.map(presentBehaviorType);
    },
  );
};
