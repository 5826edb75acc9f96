import { z } from 'zod';

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
