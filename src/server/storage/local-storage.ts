import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILE_URL_PREFIX } from '../../shared/lesson-plans/sections';
import { makePrivateDir, PRIVATE_FILE_MODE } from '../ops/private-files';
import { type FileStorage, FileTooLargeError, isObjectKey } from './storage';

/**
 * Files under `dir` (DATA_DIR/uploads), owner-only like the rest of DATA_DIR; the browser PUTs
 * them to this server.
 */
export function createLocalStorage(dir: string): FileStorage {
  const fileOf = (key: string) => {
    // Keys are random base64url; anything else (a path) never reaches the disk.
    if (!isObjectKey(key)) throw new Error(`invalid object key ${JSON.stringify(key)}`);
    return path.join(dir, key);
  };
  return {
    kind: 'local',
    // The size is enforced by this server when the file arrives; a file is taken once, so its
    // content cannot change after the check and needs no ETag.
    async uploadUrl(key) {
      fileOf(key);
      return `${FILE_URL_PREFIX}${key}`;
    },
    async stat(key) {
      try {
        return { size: (await stat(fileOf(key))).size };
      } catch {
        return null;
      }
    },
    async open(key) {
      return createReadStream(fileOf(key));
    },
    async downloadUrl() {
      return null;
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async write(key, body, maxBytes) {
      const target = fileOf(key);
      await makePrivateDir(dir);
      // Written beside the target and renamed when complete: a reader never sees half a file.
      const partial = `${target}.partial`;
      let bytes = 0;
      const limit = async function* (source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          bytes += chunk.length;
          if (bytes > maxBytes) throw new FileTooLargeError();
          yield chunk;
        }
      };
      try {
        await pipeline(body as Readable, limit, createWriteStream(partial, { mode: PRIVATE_FILE_MODE }));
        await rename(partial, target);
        return bytes;
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },
  };
}
