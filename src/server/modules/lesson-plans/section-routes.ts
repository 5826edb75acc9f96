import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam, messageBody, ownerResponses } from '../../../shared/common/schemas';
import {
  createResourceBody,
  createSectionBody,
  reorderBody,
  resourceView,
  sectionView,
  updateResourceBody,
  updateSectionBody,
} from '../../../shared/lesson-plans/schemas';
import { fileKeyOf } from '../../../shared/lesson-plans/sections';
import { requireTeacher } from '../../auth/plugin';
import { claimFiles, releaseFiles } from '../uploads/files';
import {
  createResource,
  createSection,
  deleteResource,
  deleteSection,
  reorder,
  updateResource,
  updateSection,
} from './commands';
import { presentResource, presentSection } from './presenters';
import { ownedPlan, ownedResource, ownedSection } from './queries';

const tags = ['lesson plans'];
const createResponses = { 201: sectionView, 401: errorBody, 403: errorBody, 404: errorBody };
const REORDER_NOTE =
  'Body `{ids}`: ids in their new order; they get displayOrder 0, 1, 2... in one transaction. Every id must be yours, or nothing changes (404).';

export const lessonSectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage } = app.deps;
  app.addHook('onRequest', async (req) => void requireTeacher(req));

  // ---- sections ----

  app.post(
    '/lesson-sections',
    {
      schema: {
        operationId: 'createLessonSection',
        tags,
        summary: 'Add a section to a lesson plan',
        body: createSectionBody,
        response: createResponses,
      },
    },
    async (req, reply) => {
      await ownedPlan(db, requireTeacher(req), req.body.lessonPlanId);
      return reply.code(201).send(presentSection(await createSection(db, req.body)));
    },
  );

  app.put(
    '/lesson-sections/reorder',
    {
      schema: {
        operationId: 'reorderLessonSections',
        tags,
        summary: 'Reorder sections',
        description: REORDER_NOTE,
        body: reorderBody,
        response: ownerResponses(messageBody),
      },
    },
    async (req) => {
      await reorder(db, requireTeacher(req), 'sections', req.body.ids);
      return { message: 'Sections reordered' };
    },
  );

  app.put(
    '/lesson-sections/:id',
    {
      schema: {
        operationId: 'updateLessonSection',
        tags,
        summary: "Update a section's number, name or display order",
        params: idParam,
        body: updateSectionBody,
        response: ownerResponses(sectionView.omit({ resources: true })),
      },
    },
    async (req) => {
      await ownedSection(db, requireTeacher(req), req.params.id);
      const row = await updateSection(db, req.params.id, req.body);
      const { resources: _, ...section } = presentSection(row);
      return section;
    },
  );

  app.delete(
    '/lesson-sections/:id',
    {
      schema: {
        operationId: 'deleteLessonSection',
        tags,
        summary: 'Delete a section with its resources and their uploaded files',
        params: idParam,
        response: ownerResponses(messageBody),
      },
    },
    async (req) => {
      await ownedSection(db, requireTeacher(req), req.params.id);
      const fileKeys = await deleteSection(db, req.params.id);
      await releaseFiles(db, storage, fileKeys, req.log);
      return { message: 'Section deleted successfully' };
    },
  );

  // ---- resources ----

  app.post(
    '/section-resources',
    {
      schema: {
        operationId: 'createSectionResource',
        tags,
        summary: 'Add a resource (a link, or an uploaded file by its fileURL) to a section',
        body: createResourceBody,
        response: { ...createResponses, 201: resourceView, 413: errorBody, 415: errorBody },
      },
    },
    async (req, reply) => {
      const teacherId = requireTeacher(req);
      await ownedSection(db, teacherId, req.body.sectionId);
      await claimFiles(db, storage, teacherId, [req.body.url]);
      const row = await createResource(db, req.body);
      return reply.code(201).send(presentResource(row));
    },
  );

  app.put(
    '/section-resources/reorder',
    {
      schema: {
        operationId: 'reorderSectionResources',
        tags,
        summary: 'Reorder resources',
        description: REORDER_NOTE,
        body: reorderBody,
        response: ownerResponses(messageBody),
      },
    },
    async (req) => {
      await reorder(db, requireTeacher(req), 'resources', req.body.ids);
      return { message: 'Resources reordered' };
    },
  );

  app.put(
    '/section-resources/:id',
    {
      schema: {
        operationId: 'updateSectionResource',
        tags,
        summary: "Update a resource's title, url, type, description or display order",
        params: idParam,
        body: updateResourceBody,
        response: { ...ownerResponses(resourceView), 413: errorBody, 415: errorBody },
      },
    },
    async (req) => {
      const teacherId = requireTeacher(req);
      const before = await ownedResource(db, teacherId, req.params.id);
      await claimFiles(db, storage, teacherId, [req.body.url]);
      const row = await updateResource(db, req.params.id, req.body);
      // A file the resource no longer points at goes (unless another resource uses it).
      const old = fileKeyOf(before.url);
      if (old && row.url !== before.url) await releaseFiles(db, storage, [old], req.log);
      return presentResource(row);
    },
  );

  app.delete(
    '/section-resources/:id',
    {
      schema: {
        operationId: 'deleteSectionResource',
        tags,
        summary: 'Delete a resource (and its uploaded file)',
        params: idParam,
        response: ownerResponses(messageBody),
      },
    },
    async (req) => {
      const row = await ownedResource(db, requireTeacher(req), req.params.id);
      await deleteResource(db, row.id);
      const key = fileKeyOf(row.url);
      if (key) await releaseFiles(db, storage, [key], req.log);
      return { message: 'Resource deleted successfully' };
    },
  );
};
