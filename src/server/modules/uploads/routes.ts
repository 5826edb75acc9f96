import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../shared/common/schemas';
import { FILE_URL_PREFIX, MAX_LESSON_FILE_BYTES } from '../../../shared/lesson-plans/sections';
import {
  objectKeyParam,
  storedFileResponse,
  uploadRequestBody,
  uploadUrlResponse,
} from '../../../shared/uploads/schemas';
import { requireTeacher } from '../../auth/plugin';
import { SWEEP_INTERVAL_MS } from '../../auth/sweeper';
import { DEFAULT_UPLOAD_QUOTA_MB } from '../../config';
import { conflict, forbidden, HttpError, notFound } from '../../errors';
import { FileTooLargeError } from '../../storage/storage';
import { dispositionFor } from './file-check';
import {
  allowedBytes,
  createUpload,
  isExpired,
  ownedUpload,
  sweepUnattachedUploads,
  verifyUpload,
} from './files';

const tags = ['uploads'];

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, storage, config } = app.deps;

  // Abandoned uploads are swept with the expired sessions' rhythm (not at start-up).
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(
      () =>
        void sweepUnattachedUploads(db, storage, app.log).catch((err) =>
          app.log.warn({ err }, 'sweeping abandoned uploads failed'),
        ),
      config.sweepIntervalMs ?? SWEEP_INTERVAL_MS,
    );
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  app.post(
    '/objects/upload',
    {
      schema: {
        operationId: 'createUpload',
        tags,
        summary: 'An address to upload one file to (teachers only)',
        description:
          "The body gives the file's size in bytes and its Content-Type. PUT exactly that file (that length, with that Content-Type header) to `uploadURL` within 15 minutes, then store `fileURL` as a resource url. Each teacher's files share a quota (UPLOAD_QUOTA_MB): a file that does not fit is 413 with the space used and the limit. The file is checked by its content: at most 50 MB (413) and one of pdf, doc, docx, ppt, pptx, xls, xlsx, txt, jpg, png, gif, mp4, mp3, mov, avi (415). With local storage the PUT goes to this server (`PUT /api/objects/{key}`); with S3 to a URL presigned for that length and type, and the check runs when a resource first uses the file.",
        body: uploadRequestBody,
        response: { 200: uploadUrlResponse, 400: errorBody, 401: errorBody, 403: errorBody, 413: errorBody },
      },
    },
    async (req) => {
      const teacherId = requireTeacher(req);
      if (req.body.size > MAX_LESSON_FILE_BYTES) throw new FileTooLargeError();
      return createUpload(
        db,
        storage,
        teacherId,
        req.body,
        config.uploadQuotaBytes ?? DEFAULT_UPLOAD_QUOTA_MB * 1024 * 1024,
      );
    },
  );

  app.get(
    '/objects/:key',
    {
      schema: {
        operationId: 'getUploadedFile',
        tags,
        summary: 'An uploaded file, for its teacher only',
        description:
          'Local storage streams the file; S3 answers 302 to a presigned address valid 5 minutes. Anything a browser could run is sent as an attachment.',
        params: objectKeyParam,
        response: {
          200: z.unknown().describe('The file'),
          302: z.null().describe('To a short-lived signed address of the file'),
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (req, reply) => {
      const row = await ownedUpload(db, requireTeacher(req), req.params.key);
      if (row.size === null || !row.contentType) throw notFound('File not found');
      const headers = {
        contentType: row.contentType,
        disposition: dispositionFor(row.contentType, row.objectKey),
      };
      const signed = await storage.downloadUrl(row.objectKey, headers);
      if (signed) return reply.code(302).header('location', signed).send(null);
      return reply
        .type(headers.contentType)
        .header('content-disposition', headers.disposition)
        .header('content-length', row.size)
        .header('cache-control', 'private, no-cache')
        .send(await storage.open(row.objectKey));
    },
  );

  // The local-disk upload address. Its own scope: here any content type is a file's bytes,
  // read as a stream (never buffered whole), while the rest of the API stays JSON-only.
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
    scope.put(
      '/objects/:key',
      {
        bodyLimit: MAX_LESSON_FILE_BYTES + 1024 * 1024,
        schema: {
          operationId: 'uploadFile',
          tags,
          summary: 'Upload a file to an address from POST /api/objects/upload (local storage)',
          description:
            'The body is the file itself, sent with its content type by the teacher who asked for the address, once, within 15 minutes, no longer than the size given then (413).',
          params: objectKeyParam,
          body: z.unknown(),
          response: {
            200: storedFileResponse,
            401: errorBody,
            403: errorBody,
            404: errorBody,
            409: errorBody,
            413: errorBody,
            415: errorBody,
          },
        },
      },
      async (req) => {
        const teacherId = requireTeacher(req);
        if (!storage.write) throw notFound('Uploads go to the file store, not to this server');
        const row = await ownedUpload(db, teacherId, req.params.key);
        if (row.size !== null) throw conflict('This file was already uploaded', 'ALREADY_UPLOADED');
        if (isExpired(row)) throw forbidden('This upload address has expired: ask for a new one');
        const declared = req.headers['content-type'];
        if (declared?.toLowerCase().startsWith('application/json')) {
          throw new HttpError(415, 'Send the file itself as the request body', 'FILE_TYPE');
        }
        const limit = allowedBytes(row);
        if (Number(req.headers['content-length']) > limit) {
          throw new FileTooLargeError();
        }
        await storage.write(row.objectKey, req.raw, limit);
        const stored = await verifyUpload(db, storage, row, declared);
        return {
          fileURL: `${FILE_URL_PREFIX}${stored.objectKey}`,
          size: stored.size ?? 0,
          contentType: stored.contentType ?? '',
        };
      },
    );
  });
};
