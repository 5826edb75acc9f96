import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam, messageBody, ownerResponses } from '../../../shared/common/schemas';
import {
  createLessonPlanBody,
  deletedResponse,
  deleteLessonPlansQuery,
  deletePeriodQuery,
  lessonPlanList,
  lessonPlanListQuery,
  lessonPlanView,
  periodParam,
  updateLessonPlanBody,
} from '../../../shared/lesson-plans/schemas';
import { requireTeacher } from '../../auth/plugin';
import { claimFiles, releaseFiles } from '../uploads/files';
import { createPlan, deletePeriod, deletePlans, updatePlan } from './commands';
import { loadPlan, loadPlans, ownedPlan } from './queries';

const tags = ['lesson plans'];
const TEACHER_ID_NOTE =
  '`teacherId` is accepted as the spec sends it but ignored: the signed-in teacher is always the one acted for (decision 0026).';

export const lessonPlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  // Teachers only, before their input is even validated.
  app.addHook('onRequest', async (req) => void requireTeacher(req));

  app.get(
    '/lesson-plans',
    {
      schema: {
        operationId: 'listLessonPlans',
        tags,
        summary: "The teacher's lesson plans of a date, with sections and resources by displayOrder",
        description: `Without \`date\`, every plan. ${TEACHER_ID_NOTE}`,
        querystring: lessonPlanListQuery,
        response: { 200: lessonPlanList, 401: errorBody, 403: errorBody },
      },
    },
    async (req) => loadPlans(db, requireTeacher(req), { date: req.query.date }),
  );

  app.post(
    '/lesson-plans',
    {
      schema: {
        operationId: 'createLessonPlan',
        tags,
        summary: 'Create a lesson plan, with its sections and resources, all or nothing',
        description: `Sections get displayOrder by index; each resource goes to the section its optional \`sectionNumber\` names (one of the plan's, else 400), or the first; without \`resourceType\`, the type its address says (decision 0082). ${TEACHER_ID_NOTE}`,
        body: createLessonPlanBody,
        response: {
          201: lessonPlanView,
          401: errorBody,
          403: errorBody,
          404: errorBody,
          413: errorBody,
          415: errorBody,
        },
      },
    },
    async (req, reply) => {
      const teacherId = requireTeacher(req);
      await claimFiles(
        db,
        storage,
        teacherId,
        req.body.resources.map((r) => r.url),
      );
      return reply.code(201).send(await createPlan(db, teacherId, req.body));
    },
  );

  app.put(
    '/lesson-plans/:id',
    {
      schema: {
        operationId: 'updateLessonPlan',
        tags,
        summary: "Update a lesson plan's title, notes or date",
        params: idParam,
        body: updateLessonPlanBody,
        response: ownerResponses(lessonPlanView),
      },
    },
    async (req) => {
      const teacherId = requireTeacher(req);
      await ownedPlan(db, teacherId, req.params.id);
      await updatePlan(db, req.params.id, req.body);
      return loadPlan(db, teacherId, req.params.id);
    },
  );

  app.delete(
    '/lesson-plans/:id',
    {
      schema: {
        operationId: 'deleteLessonPlan',
        tags,
        summary: 'Delete a lesson plan with its sections, resources and uploaded files',
        params: idParam,
        response: ownerResponses(messageBody),
      },
    },
    async (req) => {
      const { fileKeys } = await deletePlans(db, requireTeacher(req), { id: req.params.id });
      await releaseFiles(db, storage, fileKeys, req.log);
      return { message: 'Lesson plan deleted successfully' };
    },
  );

  app.delete(
    '/lesson-plans',
    {
      schema: {
        operationId: 'deleteLessonPlansOfDate',
        tags,
        summary: "Delete the teacher's lesson plans of one date (?date=), or all of them",
        description:
          "With `date`, only that date's plans: what the page's 'Delete All' confirmation names (decision 0026). Without it, every plan of the teacher, as the spec's call does.",
        querystring: deleteLessonPlansQuery,
        response: { 200: deletedResponse, 401: errorBody, 403: errorBody },
      },
    },
    async (req) => {
      const { count, fileKeys } = await deletePlans(db, requireTeacher(req), { date: req.query.date });
      await releaseFiles(db, storage, fileKeys, req.log);
      return {
        message: `${count} lesson plan${count === 1 ? '' : 's'} deleted successfully`,
        deleted: count,
      };
    },
  );

  app.delete(
    '/lesson-plans/period/:n',
    {
      schema: {
        operationId: 'deletePeriodSections',
        tags,
        summary: 'Delete the sections of period n (hundreds digit) from the plans of one date',
        description: 'The plans themselves stay; other dates are untouched.',
        params: periodParam,
        querystring: deletePeriodQuery,
        response: { 200: deletedResponse, 401: errorBody, 403: errorBody },
      },
    },
    async (req) => {
      const { count, fileKeys } = await deletePeriod(db, requireTeacher(req), req.params.n, req.query.date);
      await releaseFiles(db, storage, fileKeys, req.log);
      return { message: 'Period content deleted successfully', deleted: count };
    },
  );
};
