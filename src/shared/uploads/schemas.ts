import { z } from 'zod';

/** A bare media type (`application/pdf`), without parameters: what a signed upload is sent with. */
export const MEDIA_TYPE = /^[A-Za-z0-9!#$&^_.+-]+\/[A-Za-z0-9!#$&^_.+-]+$/;

/**
 * POST /api/objects/upload: the file about to be sent. The upload address is signed for exactly
 * this length and Content-Type; the file is checked by its content afterwards all the same.
 */
export const uploadRequestBody = z.strictObject({
  size: z
    .number({ error: 'Size must be a number of bytes' })
    .int('Size must be a whole number of bytes')
    .min(1, 'The file is empty'),
  contentType: z
    .string({ error: 'Content type is required' })
    .max(200, 'Content type is too long')
    .regex(MEDIA_TYPE, 'Content type must look like type/subtype'),
});
export type UploadRequestBody = z.infer<typeof uploadRequestBody>;

/** POST /api/objects/upload: where to PUT the file, and the address to store in a resource. */
export const uploadUrlResponse = z.object({
  uploadURL: z
    .string()
    .describe('PUT the file here with its content type (this server, or a presigned S3 URL)'),
  fileURL: z.string().describe('The file once uploaded: store it as the resource url'),
});
export type UploadUrlResponse = z.infer<typeof uploadUrlResponse>;

export const objectKeyParam = z.object({
  key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'not a file key'),
});

export const storedFileResponse = z.object({
  fileURL: z.string(),
  size: z.number(),
  contentType: z.string(),
});
