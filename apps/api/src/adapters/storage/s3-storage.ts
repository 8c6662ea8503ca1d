// File storage on any S3-compatible bucket (AWS S3, MinIO...): the browser PUTs to a presigned URL, the server reads,
// moves and deletes with the bucket's credentials.
import type { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertSafeKey, type BucketStorage, type UploadUrlRequest } from './storage.ts';

export interface S3Settings {
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
}

export function createS3Storage(settings: S3Settings, clock: () => Date = () => new Date()): BucketStorage {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const Bucket = settings.bucket;
  const object = (key: string) => {
    assertSafeKey(key);
    return { Bucket, Key: key };
  };

  async function get(key: string, range?: string) {
    const answer = await client.send(
      new GetObjectCommand({ ...object(key), ...(range ? { Range: range } : {}) }),
    );
    if (!answer.Body) throw new Error(`empty body for ${key}`);
    return answer.Body;
  }

  return {
    kind: 's3',

    uploadUrl(request: UploadUrlRequest) {
      const seconds = Math.max(1, Math.floor((request.expiresAt.getTime() - clock().getTime()) / 1000));
      // The content type is signed: the browser must send the one it declared.
      return getSignedUrl(
        client,
        new PutObjectCommand({ ...object(request.key), ContentType: request.contentType }),
        { expiresIn: seconds },
      );
    },

    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand(object(key)));
        return head.ContentLength ?? 0;
      } catch (err) {
        if (err instanceof S3ServiceException && err.$metadata.httpStatusCode === 404) return null;
        throw err;
      }
    },

    async readStart(key, bytes) {
      const body = await get(key, `bytes=0-${bytes - 1}`);
      return Buffer.from(await body.transformToByteArray());
    },

    async read(key) {
      return Buffer.from(await (await get(key)).transformToByteArray());
    },

    async readStream(key) {
      return (await get(key)) as unknown as Readable;
    },

    async write(key, body, contentType) {
      await client.send(new PutObjectCommand({ ...object(key), Body: body, ContentType: contentType }));
    },

    async move(from, to) {
      await client.send(
        new CopyObjectCommand({
          ...object(to),
          CopySource: `${Bucket}/${encodeURIComponent(from).replaceAll('%2F', '/')}`,
        }),
      );
      await client.send(new DeleteObjectCommand(object(from)));
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand(object(key)));
    },
  };
}
