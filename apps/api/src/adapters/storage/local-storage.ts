// The built-in file storage: files under DATA_DIR/files, written by a PUT to a URL signed with HMAC that names the
// application, the upload and the expiry. The body is streamed to disk and counted as it goes: never held whole.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertSafeKey,
  type ReceivingStorage,
  type SignedUpload,
  UploadTooLarge,
  type UploadUrlRequest,
} from './storage.ts';

/** Where the API takes the local adapter's PUTs (uploads.routes.ts). */
export const LOCAL_UPLOAD_PATH = '/doc-api/files';

export function createLocalStorage({ root, secret }: { root: string; secret: Buffer }): ReceivingStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  const sign = (u: Omit<SignedUpload, never>) =>
    createHmac('sha256', secret)
      .update(`PUT\n${u.applicationId}\n${u.uploadId}\n${u.key}\n${u.contentType}\n${u.expires}`)
      .digest('base64url');

  return {
    kind: 'local',

    async uploadUrl(request: UploadUrlRequest) {
      const signed: SignedUpload = {
        applicationId: request.applicationId,
        uploadId: request.uploadId,
        key: request.key,
        contentType: request.contentType,
        expires: Math.floor(request.expiresAt.getTime() / 1000),
      };
      const query = new URLSearchParams({
        key: signed.key,
        type: signed.contentType,
        expires: String(signed.expires),
        signature: sign(signed),
      });
      return `${LOCAL_UPLOAD_PATH}/${request.applicationId}/${request.uploadId}?${query}`;
    },

    verify(applicationId, uploadId, query, now) {
      const expires = Number(query.expires);
      if (!query.key || !query.type || !query.signature || !Number.isInteger(expires)) return 'invalid';
      const signed = { applicationId, uploadId, key: query.key, contentType: query.type, expires };
      const expected = Buffer.from(sign(signed));
      const given = Buffer.from(query.signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
      if (expires * 1000 <= now.getTime()) return 'expired';
      return signed;
    },

    async writeStream(key, body, maxBytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside the target and renamed at the end: a cut-off PUT never leaves half a file under the key.
      const partial = `${file}.partial`;
      let received = 0;
      // Past the limit nothing more is written, and the rest of the body is read and dropped: failing the pipeline
      // would destroy the request, which closes the client's connection before it reads the 413 (on Node 24 an
      // injected request then never answers at all).
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          received += chunk.length;
          done(null, received > maxBytes ? undefined : chunk);
        },
      });
      try {
        await pipeline(body, counter, createWriteStream(partial));
        if (received > maxBytes) throw new UploadTooLarge();
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
      await rename(partial, file);
      return received;
    },

    async size(key) {
      try {
        return (await stat(fileOf(key))).size;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },

    async readStart(key, bytes) {
      const handle = await open(fileOf(key), 'r');
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },

    read: async (key) => readFile(fileOf(key)),
    readStream: async (key) => createReadStream(fileOf(key)),

    async write(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(`${file}.partial`, body);
      await rename(`${file}.partial`, file);
    },

    async move(from, to) {
      await mkdir(path.dirname(fileOf(to)), { recursive: true });
      await rename(fileOf(from), fileOf(to));
    },

    delete: async (key) => rm(fileOf(key), { force: true }),
  };
}
