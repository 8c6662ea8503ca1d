// POST /api/applications/scan/:id (spec §7): a licence photo as multipart `fileInfo` (optional `fileType`), decoded
// on the server; answers { results: fields }. Multipart is registered here only, for this route.
import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import { scanAnswer } from '@vp/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createBarcodePool } from '../../adapters/barcode/barcode-pool.ts';
import type { BarcodeReader } from '../../adapters/barcode/barcode-reader.ts';
import { AppError } from '../../lib/app-error.ts';
import { answers, refusals } from '../../plugins/openapi.ts';
import type { ApplicationsRepository } from '../applications/index.ts';
import { createScanService, type Upload } from './scan.service.ts';

/** A phone photo is 2 to 6 MB; past 10 MB it is not a photo of a licence. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const FILE_FIELD = 'fileInfo';
const TYPE_FIELD = 'fileType';

export interface ScanRoutesOptions {
  applications: Pick<ApplicationsRepository, 'findById'>;
  /** zxing-wasm in a pool of worker threads (never on the main thread) unless a test passes another reader. */
  reader?: BarcodeReader;
  maxBytes?: number;
  /** Decoding costs up to a few hundred milliseconds of CPU: scans per minute per address. */
  ratePerMinute?: number;
}

const params = z.object({ id: z.string().max(64) });

const tooLarge = (maxBytes: number) =>
  new AppError('errors:scan.tooLarge', 413, { megabytes: Math.round(maxBytes / (1024 * 1024)) });

/** Too many files, fields or parts: the route takes one photo and its declared type. */
const TOO_MANY = new Set(['FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT']);

/**
 * What a failed read of the multipart body answers: 413 past a limit, 400 for a body busboy could not parse (no
 * boundary, a truncated body, a malformed part header). The parser's own errors carry no status: they were 500s.
 */
function uploadRefusal(error: unknown, maxBytes: number): AppError {
  const code = (error as { code?: string }).code ?? '';
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(maxBytes);
  if (TOO_MANY.has(code)) return new AppError('errors:scan.tooManyParts', 413);
  return new AppError('errors:scan.badMultipart', 400);
}

/** Reads the multipart parts: the photo's bytes and the declared types; other parts are read and dropped. */
async function readUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  if (!request.isMultipart()) throw new AppError('errors:scan.notMultipart', 415);
  let bytes: Uint8Array | undefined;
  const declaredTypes: string[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await (part as MultipartFile).toBuffer();
        if (part.fieldname !== FILE_FIELD || bytes) continue;
        bytes = new Uint8Array(content.buffer, content.byteOffset, content.byteLength);
        declaredTypes.push(part.mimetype);
      } else if (part.fieldname === TYPE_FIELD) {
        declaredTypes.push(String((part as MultipartValue).value));
      }
    }
  } catch (error) {
    throw uploadRefusal(error, maxBytes);
  }
  if (!bytes || bytes.length === 0) throw new AppError('errors:scan.noPhoto', 400);
  return { bytes, declaredTypes };
}

export async function scanRoutes(
  app: FastifyInstance,
  { applications, reader, maxBytes = MAX_PHOTO_BYTES, ratePerMinute = 30 }: ScanRoutesOptions,
) {
  const pool = reader ? undefined : createBarcodePool();
  if (pool) app.addHook('onClose', () => pool.close());
  const service = createScanService({ applications, reader: reader ?? (pool as BarcodeReader) });
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 4, fieldSize: 256, parts: 6, headerPairs: 50 },
    throwFileSizeLimit: true,
  });
  // Bodies that are neither multipart nor JSON reach the route, which answers 415 in the request's language.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.withTypeProvider<ZodTypeProvider>().post(
    '/applications/scan/:id',
    {
      schema: {
        tags: ['applications'],
        summary: 'Reads the PDF417 barcode of a driver’s licence photo (JPEG or PNG) and answers its fields',
        consumes: ['multipart/form-data'],
        params,
        response: answers({ 200: scanAnswer, 413: refusals[413], 415: refusals[415], 422: refusals[422] }),
      },
      config: { rateLimit: { max: ratePerMinute, timeWindow: 60_000 } },
    },
    async (request) => {
      const results = await service.scan(request.principal, request.params.id, () =>
        readUpload(request, maxBytes),
      );
      return { results };
    },
  );
}
