// The document host's upload calls (spec §7): upload-to-s3 (a URL for one file), the PUT to that URL with no auth
// (local storage only: an S3 bucket takes its own PUTs), upload-complete, check-upload-status.
import type { Readable } from 'node:stream';
import { uploadDoneAnswer, uploadRequestSchema, uploadStatusAnswer, uploadUrlAnswer } from '@vp/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Storage } from '../../adapters/storage/storage.ts';
import { answers } from '../../plugins/openapi.ts';
import type { UploadsService } from './uploads.service.ts';

const idParams = z.object({ id: z.string().max(64) });
const putParams = z.object({ applicationId: z.uuid(), uploadId: z.coerce.number().int().positive() });
const putQuery = z.object({
  key: z.string().max(300).optional(),
  type: z.string().max(100).optional(),
  expires: z.string().max(20).optional(),
  signature: z.string().max(100).optional(),
});

export async function uploadsRoutes(
  app: FastifyInstance,
  { service, storage }: { service: UploadsService; storage: Storage },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['uploads'];

  r.post(
    '/applications/upload-to-s3/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: uploadRequestSchema,
        response: answers({ 200: uploadUrlAnswer }),
      },
    },
    (request) => service.requestUpload(request.principal, request.params.id, request.body),
  );

  r.post(
    '/applications/upload-complete/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: z.object({ uploadId: z.number().int().positive() }),
        response: answers({ 200: uploadDoneAnswer }),
      },
    },
    (request) => service.complete(request.principal, request.params.id, request.body.uploadId),
  );

  r.get(
    '/applications/check-upload-status/:id',
    { schema: { tags, params: idParams, response: answers({ 200: uploadStatusAnswer }) } },
    (request) => service.status(request.principal, request.params.id),
  );

  if (storage.kind === 'local') {
    const local = storage;
    // The body is a file of any size: passed on as a stream, counted and written to disk as it comes.
    await app.register(async (files) => {
      files.removeAllContentTypeParsers();
      files.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
      files.withTypeProvider<ZodTypeProvider>().put(
        '/files/:applicationId/:uploadId',
        {
          // The signature is the URL's key: never written to a log (decision 029).
          config: { public: true, secretLink: { query: ['signature'] } },
          schema: {
            tags,
            params: putParams,
            querystring: putQuery,
            response: answers({ 200: uploadDoneAnswer }),
          },
        },
        (request) =>
          service.receive(
            local,
            request.params.applicationId,
            request.params.uploadId,
            request.query,
            (request.body as Readable | undefined) ?? request.raw,
          ),
      );
    });
  }
}
