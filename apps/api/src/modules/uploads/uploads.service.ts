// Document uploads (spec §7 upload-to-s3, the PUT with no auth, check-upload-status): hands out one URL per file,
// checks what was stored (PDF or JPEG by its first bytes, then read whole as the funding package will read it, and
// the size limit), keeps it or discards it; and only while the application's documents may change.
import { randomUUID } from 'node:crypto';
import {
  ACCEPTED_FILES,
  canApply,
  classOf,
  isExternalVendor,
  kindByName,
  normalizeStatus,
  UPLOAD_TYPES,
  type UploadRequest,
  type UploadType,
} from '@vp/domain';
import type { Storage } from '../../adapters/storage/storage.ts';
import { AppError } from '../../lib/app-error.ts';
import { vendorOf } from '../../lib/application-access.ts';
import type { Principal } from '../../lib/principal.ts';
import type { ApplicationsRepository } from '../applications/index.ts';
import { loadApplication } from '../applications/index.ts';
import { createUploadReceipt } from './upload-receipt.ts';
import { refusalOf, uploadsLocked, wrongType } from './upload-refusals.ts';
import type { UploadsRepository } from './uploads.repository.ts';

/** ARCHITECTURE §9: an upload URL lives 50 minutes. */
export const UPLOAD_URL_MINUTES = 50;

/** Why this vendor may not add documents to the application now (spec §4, §6), or undefined when it may. */
function refusalFor(principal: Principal, status: string) {
  const vendor = vendorOf(principal);
  const known = normalizeStatus(status);
  if (classOf(status)?.uploads === 'signFirst')
    return new AppError('errors:api.signBeforeUpload', 409, {}, { code: 'SIGN_FIRST' });
  if (
    !known ||
    !canApply('addDocuments', known, { actor: 'vendor', isExternalVendor: isExternalVendor(vendor) })
  )
    return new AppError('errors:api.applicationLocked', 409, { status });
  return undefined;
}

export function createUploadsService({
  repository,
  applications,
  storage,
  clock,
  maxBytes,
  missingDocumentsNote,
}: {
  repository: UploadsRepository;
  applications: ApplicationsRepository;
  storage: Storage;
  clock: () => Date;
  maxBytes: number;
  /** The lender's note asking for missing documents, read by the funding module (decision 036). */
  missingDocumentsNote: (applicationId: string) => Promise<string | null>;
}) {
  /** The vendor's application, when this vendor may add documents to it now. */
  async function uploadable(principal: Principal, id: string) {
    const application = await loadApplication(applications, vendorOf(principal).id, id);
    const refusal = refusalFor(principal, application.status);
    if (refusal) throw refusal;
    return application;
  }

  const { discard, finish, receive } = createUploadReceipt({ repository, storage, clock, maxBytes });

  return {
    maxBytes,
    receive,

    /** POST upload-to-s3: a URL for one PUT of one file of this type, valid 50 minutes. */
    async requestUpload(principal: Principal, id: string, request: UploadRequest) {
      const application = await uploadable(principal, id);
      const kind = kindByName(request.fileName, request.contentType);
      if (!kind) throw wrongType();
      const expiresAt = new Date(clock().getTime() + UPLOAD_URL_MINUTES * 60_000);
      const row = await repository.insertPending({
        applicationId: application.id,
        uploadType: request.uploadType,
        contentType: ACCEPTED_FILES[kind].contentType,
        fileName: request.fileName,
        // An incoming key nobody reads until the content is checked; a random part so that no key is guessed.
        storageKey: `incoming/${application.id}/${randomUUID()}`,
        userId: principal.userId,
        expiresAt,
      });
      const url = await storage.uploadUrl({
        key: row.storageKey,
        applicationId: application.id,
        uploadId: row.id,
        contentType: row.contentType,
        expiresAt,
      });
      return {
        url,
        uploadId: row.id,
        expiresAt: expiresAt.toISOString(),
        headers: { 'content-type': row.contentType },
      };
    },

    /**
     * After the browser's PUT: checks the stored file (an S3 bucket's, which the server did not see arrive); for the
     * local adapter, which checked it on arrival, answers what it found.
     */
    async complete(principal: Principal, id: string, uploadId: number) {
      const application = await loadApplication(applications, vendorOf(principal).id, id);
      const refusal = refusalFor(principal, application.status);
      if (refusal) {
        // An S3 URL cannot be withdrawn: what its PUT wrote after the submission is deleted here, never read.
        const late = await repository.claim(uploadId, application.id, clock());
        if (late) return discard(late, late.storageKey, 'locked', uploadsLocked(application.status));
        throw refusal;
      }
      const claimed = await repository.claim(uploadId, application.id, clock());
      if (claimed) return finish(claimed);
      const row = await repository.findById(uploadId);
      if (!row || row.applicationId !== application.id) throw new AppError('errors:api.uploadMissing', 404);
      if (row.status === 'stored' || row.status === 'replaced')
        return { uploadType: row.uploadType as UploadType, fileName: row.fileName, size: row.size ?? 0 };
      const refused = row.status === 'rejected' && refusalOf(row, { maxBytes, status: application.status });
      if (refused) throw refused;
      if (row.expiresAt && row.expiresAt <= clock()) throw new AppError('errors:api.uploadUrlExpired', 403);
      throw new AppError('errors:api.uploadMissing', 400);
    },

    /** check-upload-status: each type present or absent, the lock after submission, the lender's note. */
    async status(principal: Principal, id: string) {
      const vendor = vendorOf(principal);
      const application = await loadApplication(applications, vendor.id, id);
      const stored = await repository.stored(application.id);
      const files: Record<string, { fileName: string; size: number }> = {};
      for (const row of stored) files[row.uploadType] ??= { fileName: row.fileName, size: row.size ?? 0 };
      const data = Object.fromEntries(
        UPLOAD_TYPES.map((type) => [type, files[type] ? 'present' : 'absent']),
      ) as Record<UploadType, 'present' | 'absent'>;
      return {
        data,
        status: application.status,
        locked: classOf(application.status)?.uploads !== 'open',
        missingDocumentsNote: await missingDocumentsNote(application.id),
        files,
        maxMegabytes: Math.floor(maxBytes / 1_048_576),
      };
    },

    /** The stored file of each type, for the funding package. */
    stored: (applicationId: string) => repository.stored(applicationId),
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
