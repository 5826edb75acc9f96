import { ApiError, api } from '@client/lib/api';
import { LESSON_FILE_EXTENSIONS, MAX_LESSON_FILE_BYTES } from '@shared/lesson-plans/sections';
import { MEDIA_TYPE, type UploadRequestBody, type UploadUrlResponse } from '@shared/uploads/schemas';

// The upload flow ("File upload"): ask for an address for this file's size and
// type, then PUT the file to it with that content type (an S3 address is signed for both, so
// the header must be exactly the one declared). XMLHttpRequest, not fetch: only it reports
// upload progress.

/** What the file picker accepts (the server checks the content again). */
export const LESSON_FILE_ACCEPT = LESSON_FILE_EXTENSIONS.map((e) => `.${e}`).join(',');

/** Why a chosen file cannot be sent, or null. */
export function checkLessonFile(file: File): string | null {
  if (file.size > MAX_LESSON_FILE_BYTES) return 'File too large';
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!(LESSON_FILE_EXTENSIONS as readonly string[]).includes(ext)) {
    return `File type not allowed: use ${LESSON_FILE_EXTENSIONS.join(', ')}`;
  }
  return null;
}

/** Uploads one file; resolves with the address to store in a resource. */
export async function uploadFile(file: File, onProgress: (fraction: number) => void): Promise<string> {
  const declared: UploadRequestBody = {
    size: file.size,
    contentType: MEDIA_TYPE.test(file.type) ? file.type : 'application/octet-stream',
  };
  let target: UploadUrlResponse;
  try {
    target = await api.post<UploadUrlResponse>('/api/objects/upload', declared);
  } catch (err) {
    throw new Error(
      err instanceof ApiError && err.serverMessage ? err.serverMessage : 'Failed to get upload URL',
    );
  }
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', target.uploadURL);
    xhr.setRequestHeader('Content-Type', declared.contentType);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let message = `Upload failed with status ${xhr.status}`;
      try {
        const body = JSON.parse(xhr.responseText) as { message?: string };
        if (xhr.status === 413) message = 'File too large';
        else if (body.message) message = body.message;
      } catch {
        // An S3 store answers XML: the status says enough.
      }
      reject(new Error(message));
    };
    xhr.onerror = () => reject(new Error('Upload failed'));
    xhr.send(file);
  });
  onProgress(1);
  return target.fileURL;
}
