// The funding package written to storage: the sealed contract, the certificate, then the dealer's documents in the
// tiles' order, combined into one PDF. A stored document that does not combine (kept before uploads were checked
// whole, issue 22) is the dealer's to upload again: a 422 naming its type and file, never a 500.
import { UPLOAD_TYPES } from '@vp/domain';
import type { Storage } from '../../adapters/storage/storage.ts';
import { AppError } from '../../lib/app-error.ts';
import type { UploadRow } from '../uploads/index.ts';
import { combinePackage, type PackagePart, UnreadablePart } from './funding-pdf.ts';

/** The dealer's document of each type the package carries: the newest stored one. */
const combined = (stored: readonly UploadRow[]) =>
  UPLOAD_TYPES.flatMap((type) => stored.find((u) => u.uploadType === type) ?? []);

/**
 * Refuses a submission whose documents changed after they were combined (a PUT stored while the package was being
 * built): run in the submission's transaction after its status moved, when no file can be stored any more.
 */
export function assertSameDocuments(combinedFrom: readonly UploadRow[], storedNow: readonly UploadRow[]) {
  const ids = (rows: readonly UploadRow[]) =>
    combined(rows)
      .map((u) => u.id)
      .join(',');
  if (ids(combinedFrom) !== ids(storedNow))
    throw new AppError('errors:api.documentsChangedWhileCombining', 409);
}

export async function writePackage(
  storage: Storage,
  input: {
    applicationId: string;
    contractKey: string;
    certificateKey: string | null | undefined;
    stored: readonly UploadRow[];
    now: Date;
  },
): Promise<{ key: string; pages: number }> {
  const parts: PackagePart[] = [{ bytes: await storage.read(input.contractKey), kind: 'pdf' }];
  if (input.certificateKey) parts.push({ bytes: await storage.read(input.certificateKey), kind: 'pdf' });
  for (const doc of combined(input.stored))
    parts.push({
      bytes: await storage.read(doc.storageKey),
      kind: doc.contentType === 'image/jpeg' ? 'jpeg' : 'pdf',
      upload: { uploadType: doc.uploadType, fileName: doc.fileName },
    });
  let pdf: Awaited<ReturnType<typeof combinePackage>>;
  try {
    pdf = await combinePackage(parts);
  } catch (error) {
    if (!(error instanceof UnreadablePart)) throw error;
    throw new AppError('errors:api.storedDocumentUnreadable', 422, {
      type: { t: `uploads:types.${error.upload.uploadType}` },
      fileName: error.upload.fileName,
    });
  }
  const key = `packages/${input.applicationId}/${input.now.getTime()}.pdf`;
  await storage.write(key, Buffer.from(pdf.pdf), 'application/pdf');
  return { key, pages: pdf.pages };
}
