// Document uploads (spec §2 UploadFilesStep1/2, §5 Uploads, §7 upload-to-s3 and check-upload-status): the five types,
// the accepted files (PDF or JPEG, by name and by content), the request and the answers.
import { z } from 'zod';
import { noLoneSurrogate } from '../text.ts';

export const UPLOAD_TYPES = [
  'billOfSale',
  'voidCheque',
  'proofOfOwnership',
  'warrantyInfo',
  'otherSupportingDocs',
] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

export function isUploadType(value: string): value is UploadType {
  return (UPLOAD_TYPES as readonly string[]).includes(value);
}

/** The two accepted kinds, with the names and content types a browser gives them. */
export const ACCEPTED_FILES = {
  pdf: { contentType: 'application/pdf', extensions: ['.pdf'] },
  jpeg: { contentType: 'image/jpeg', extensions: ['.jpg', '.jpeg'] },
} as const;
export type FileKind = keyof typeof ACCEPTED_FILES;

/** The Dropzone's accept map (the browser's file chooser) from the same table. */
export const ACCEPT_MAP: Record<string, string[]> = Object.fromEntries(
  Object.values(ACCEPTED_FILES).map((f) => [f.contentType, [...f.extensions]]),
);

/** The kind a file's name and declared type say, or undefined when either is not accepted or they disagree. */
export function kindByName(fileName: string, contentType: string): FileKind | undefined {
  const lower = fileName.toLowerCase();
  return (Object.keys(ACCEPTED_FILES) as FileKind[]).find(
    (kind) =>
      ACCEPTED_FILES[kind].contentType === contentType.toLowerCase() &&
      ACCEPTED_FILES[kind].extensions.some((ext) => lower.endsWith(ext)),
  );
}

/** Bytes a content check reads from the start of a file. */
export const MAGIC_BYTES = 5;

/** The kind a file's first bytes say: '%PDF-' or JPEG's SOI marker followed by a marker (FF D8 FF). */
export function kindByContent(start: Uint8Array): FileKind | undefined {
  if (start.length >= 5 && String.fromCharCode(...start.subarray(0, 5)) === '%PDF-') return 'pdf';
  if (start.length >= 3 && start[0] === 0xff && start[1] === 0xd8 && start[2] === 0xff) return 'jpeg';
  return undefined;
}

/** The message of a file that is not a PDF or a JPEG (spec §5: uploads.fileTypesAccepted). */
export const FILE_TYPES_MESSAGE = 'uploads:fileTypesAccepted';

export const uploadRequestSchema = z.object({
  uploadType: z.enum(UPLOAD_TYPES, { error: 'validation:oneOf' }),
  // A check without its own message would answer the string's ('This field is required.'): zod 4 gives a schema's
  // error to every issue of its checks that names none.
  contentType: z.string({ error: 'validation:required' }).max(100, { error: 'validation:tooLong' }),
  fileName: z
    .string({ error: 'validation:required' })
    .min(1, { error: 'validation:required' })
    .max(255, { error: 'validation:tooLong' })
    .check(noLoneSurrogate),
});
export type UploadRequest = z.infer<typeof uploadRequestSchema>;

export const uploadUrlAnswer = z.object({
  /** Where the browser PUTs the file, with no auth, before `expiresAt`. */
  url: z.string(),
  uploadId: z.number().int(),
  expiresAt: z.string(),
  /** Headers the PUT must carry (the declared content type, which the URL's signature covers). */
  headers: z.record(z.string(), z.string()),
});
export type UploadUrlAnswer = z.infer<typeof uploadUrlAnswer>;

export const uploadDoneAnswer = z.object({
  uploadType: z.enum(UPLOAD_TYPES),
  fileName: z.string(),
  size: z.number().int(),
});

const presence = z.enum(['present', 'absent']);

export const uploadStatusAnswer = z.object({
  /** Every kind of document, present or absent: an object of named properties (a record of an enum's keys is
   * described as required keys it never defines, which a generated client cannot read: decision 055). */
  data: z.object(
    Object.fromEntries(UPLOAD_TYPES.map((type) => [type, presence])) as Record<
      (typeof UPLOAD_TYPES)[number],
      typeof presence
    >,
  ),
  /** The application's status: after submission the package is locked. */
  status: z.string(),
  locked: z.boolean(),
  /** The lender's note when it asked for missing documents. */
  missingDocumentsNote: z.string().nullable(),
  /** The stored file of each present type (name and size). */
  files: z.record(z.string(), z.object({ fileName: z.string(), size: z.number().int() })),
  /** The server's size limit of one file. */
  maxMegabytes: z.number(),
});
export type UploadStatusAnswer = z.infer<typeof uploadStatusAnswer>;
