import { type FastifyPluginAsyncZod, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../shared/common/schemas';
import { restoreOverLimit } from '../../../shared/exports/limits';
import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  exportedTeacher,
  restoreQuery,
  restoreResponse,
  restoreSummary,
} from '../../../shared/exports/schemas';
import { requireTeacher } from '../../auth/plugin';
import { tooLarge } from '../../errors';
import { yieldToOthers } from '../../http/long-writes';
import { createCodeProbeGuard } from '../classes/code-probes';
import { codesTakenByOthers } from '../classes/codes';
import { presentClass } from '../classes/presenters';
import { exportDocument } from './document';
import { buildExport } from './export-data';
import { attachment, fileDate } from './file-names';
import { restoreExport, summarize } from './restore';
import { issuesBody, validateDocument } from './validate';

const tags = ['exports'];
const denied = { 401: errorBody, 403: errorBody };

/** The largest file within RESTORE_LIMITS is about 10 MB; beyond this the answer is 413. */
const RESTORE_BODY_LIMIT = 12 * 1024 * 1024;

// The document as answered: described loosely here (its parts are listed in decision 0019), so
// areas added later need no change to the response schema.
const exportView = z.looseObject({
  format: z.literal(EXPORT_FORMAT),
  version: z.literal(EXPORT_VERSION),
  exportedAt: z.string(),
  teacher: exportedTeacher,
  classes: z.array(z.looseObject({ ref: z.string(), name: z.string(), classCode: z.string() })),
});

export const fullExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, bus, longWrites, counters, config } = app.deps;
  const codeProbes = createCodeProbeGuard(counters, config.authRateLimit);
  app.addHook('onRequest', async (req) => void requireTeacher(req));

  app.get(
    '/export',
    {
      schema: {
        operationId: 'exportAll',
        tags,
        summary: 'Everything you own as one JSON file (Export Raw Data, Download all my data)',
        description: `A versioned document \`{format: '${EXPORT_FORMAT}', version: ${EXPORT_VERSION}, exportedAt, teacher, classes: [{ref, name, classCode, createdAt, students: [{ref, firstName, lastName, nickname, email, photoUrl, bio, createdAt, balance, hwScore, behaviors, homework, skills}], …}], …}\`, sent as a download. No ids, password hashes or tokens: rows refer to each other by \`ref\`. POST /api/import/full restores it.`,
        response: { 200: exportView, ...denied },
      },
    },
    async (req, reply) => {
      const doc = await buildExport(db, requireTeacher(req));
      reply.header('content-disposition', attachment(`remote-chalk-export-${fileDate()}.json`));
      return doc;
    },
  );

  app.post(
    '/import/full',
    {
      bodyLimit: RESTORE_BODY_LIMIT,
      // Counted before the body is read, refused over the totals before it is validated.
      onRequest: async (req) => longWrites.limit('restore', requireTeacher(req)),
      preValidation: async (req) => {
        // Reading the body and validating it are each a stretch of work on the one thread:
        // other requests get a turn in between.
        await yieldToOthers();
        const over = restoreOverLimit(req.body);
        if (over) throw tooLarge(over, 'RESTORE_TOO_LARGE');
      },
      // The body schema describes the document; it is checked in slices (./validate.ts), not
      // in one go on the thread that answers everyone.
      validatorCompiler: (route) =>
        route.httpPart === 'body' ? (data: unknown) => ({ value: data }) : validatorCompiler(route as never),
      preHandler: async (req, reply) => {
        const { doc, issues } = await validateDocument(req.body);
        if (issues) return reply.code(400).send(issuesBody(issues));
        req.body = doc;
      },
      schema: {
        operationId: 'restoreExport',
        tags,
        summary: 'Restore a full export into your account (new ids, all or nothing)',
        description:
          "The body is a document from GET /api/export (this server's or another Remote Chalk server's). Its classes, students and records are added to your account with new ids; balances and homework scores are the sums of the restored records. A class keeps its code if no class on this server has it; a code another teacher's class has counts as a taken chosen code does at POST /api/classes (decision 0120): past that budget the restore is refused (429 CLASS_CODE_PROBING or RATE_LIMITED, with Retry-After) before anything is written. Skill points of skills this server does not know are left out (listed in unknownSkills). With ?dryRun=true nothing is written: the answer says what would be created, how many uploaded files would be left out (files travel as addresses only) and what of it the account already has (alreadyPresent: classes by name or code, lesson plans by date and title; decision 0083). Your name, email and password are never changed. Every field follows the API's own rules; the totals are capped (classes 100, students 3,000, behaviour records 40,000 …, see docs/features.md#your-data): over a cap the answer is 413 naming it, a broken rule 400 listing the first problems. At most 6 calls a minute (429) and one restore or import of an account at a time (409); on the embedded database, one restore or import on the server at a time (429 LONG_WRITE_BUSY with Retry-After).",
        querystring: restoreQuery,
        body: exportDocument,
        response: {
          200: restoreSummary,
          201: restoreResponse,
          400: errorBody,
          ...denied,
          409: errorBody,
          413: errorBody,
          429: errorBody,
        },
      },
    },
    async (req, reply) => {
      const teacherId = requireTeacher(req);
      if (req.query.dryRun) return reply.code(200).send(await summarize(db, teacherId, req.body));
      const doc = req.body;
      const { summary, createdClasses } = await longWrites.oneAtATime(teacherId, async () => {
        // The file's class codes are chosen codes: the answer shows which were kept (free), so
        // the ones other teachers' classes have count as POST /api/classes counts them (decision 0120).
        await codeProbes.admitFile(teacherId, req.ip, () =>
          codesTakenByOthers(
            db,
            teacherId,
            doc.classes.map((c) => c.classCode.toUpperCase()),
          ),
        );
        return restoreExport(db, teacherId, doc);
      });
      for (const klass of createdClasses) {
        bus.publish({ topic: 'classes', classId: klass.id });
        bus.publish({ topic: 'students', classId: klass.id });
      }
      return reply.code(201).send({ ...summary, createdClasses: createdClasses.map(presentClass) });
    },
  );
};
