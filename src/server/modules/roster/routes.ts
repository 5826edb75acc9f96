import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../shared/common/schemas';
import {
  importBody,
  importResponse,
  MAX_IMPORT_CLASSES,
  MAX_IMPORT_ROWS,
} from '../../../shared/roster/schemas';
import { requireTeacher } from '../../auth/plugin';
import { yieldToOthers } from '../../http/long-writes';
import { presentClass } from '../classes/presenters';
import { presentStudent } from '../students/presenters';
import { importRoster } from './commands';

const tags = ['roster'];

/** A full 5,000-row file with every optional field fits; anything larger is refused as 413. */
const IMPORT_BODY_LIMIT = 4 * 1024 * 1024;

export const rosterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, bus, longWrites } = app.deps;
  app.addHook('onRequest', async (req) => void requireTeacher(req));

  app.post(
    '/students/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      // Counted before the body is read (docs/decisions/0044-restore-and-import-caps.md).
      onRequest: async (req) => longWrites.limit('import', requireTeacher(req)),
      // Reading the body, validating 5,000 rows and the writes are each a stretch of work on the
      // one thread: other requests get a turn between them (decision 0055).
      preValidation: async () => yieldToOthers(),
      schema: {
        operationId: 'importRoster',
        tags,
        summary: 'Import a roster (the CSV import dialog sends the rows it parsed)',
        description: `Body \`{students: [{firstName, lastName, nickname?, email?, photoUrl?, className, row?}]}\`, 1 to ${MAX_IMPORT_ROWS} rows; \`row\` is the row of the file, used in messages. Every row is checked with the rules of POST /api/students; one bad row answers 400 naming it ('Row 7: First name is required') and nothing is loaded. A className matching one of your classes (trimmed, without case) goes there; any other creates that class. A student already in the class (same email, or same first and last name without an email) is skipped and listed in \`skipped\`. At most ${MAX_IMPORT_CLASSES} different class names (400). All or nothing: nothing of the import is visible until it is complete; if a class it adds students to is deleted, or a student of the file is added to their class while it runs, it answers 409 ROSTER_CHANGED and loads nothing. At most 6 imports a minute (429) and one restore or import of an account at a time (409); on the embedded database, one restore or import on the server at a time (429 LONG_WRITE_BUSY with Retry-After).`,
        body: importBody,
        response: {
          201: importResponse,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          409: errorBody,
          413: errorBody,
          429: errorBody,
        },
      },
    },
    async (req, reply) => {
      const teacherId = requireTeacher(req);
      await yieldToOthers();
      const result = await longWrites.oneAtATime(teacherId, () =>
        importRoster(db, teacherId, req.body.students),
      );
      for (const klass of result.createdClasses) bus.publish({ topic: 'classes', classId: klass.id });
      for (const classId of new Set(result.students.map((s) => s.classId))) {
        bus.publish({ topic: 'students', classId });
      }
      return reply.code(201).send({
        students: result.students.map(presentStudent),
        createdClasses: result.createdClasses.map(presentClass),
        skipped: result.skipped,
      });
    },
  );
};
