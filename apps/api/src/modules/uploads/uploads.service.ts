// Document uploads (spec §7 upload-to-s3, the PUT with no auth, check-upload-status): hands out one URL per file,
// checks what was stored (PDF or JPEG by its first bytes, the size limit), keeps it or discards it.
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  ACCEPTED_FILES,
  canApply,
  FILE_TYPES_MESSAGE,
  isExternalVendor,
  kindByContent,
  kindByName,
  MAGIC_BYTES,
  normalizeStatus,
  UPLOAD_TYPES,
  type UploadRequest,
  type UploadType,
} from '@vp/domain';
import { type LocalStorage, UploadTooLarge } from '../../adapters/storage/local-storage.ts';
import type { Storage } from '../../adapters/storage/storage.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadApplication, vendorOf } from '../applications/application-access.ts';
import type { ApplicationsRepository } from '../applications/applications.repository.ts';
import type { Principal } from '../users/auth.service.ts';
import type { UploadRow, UploadsRepository } from './uploads.repository.ts';

/** ARCHITECTURE §9: an upload URL lives 50 minutes. */
export const UPLOAD_URL_MINUTES = 50;

const BEFORE_SIGNING = ['Approved', 'Approved for Lesser Amount', 'Waiting for Signature'];

const wrongType = () => new AppError(FILE_TYPES_MESSAGE, 400);

export function createUploadsService({
  repository,
  applications,
  storage,
  clock,
  maxBytes,
}: {
  repository: UploadsRepository;
  applications: ApplicationsRepository;
  storage: Storage;
  clock: () => Date;
  maxBytes: number;
}) {
  /** The vendor's application, when this vendor may add documents to it now (spec §4, §6). */
  async function uploadable(principal: Principal, id: string) {
    const vendor = vendorOf(principal);
    const application = await loadApplication(applications, vendor.id, id);
    const status = normalizeStatus(application.status);
    if (BEFORE_SIGNING.includes(application.status))
      throw new AppError('errors:api.signBeforeUpload', 409, {}, { code: 'SIGN_FIRST' });
    if (
      !status ||
      !canApply('addDocuments', status, { actor: 'vendor', isExternalVendor: isExternalVendor(vendor) })
    )
      throw new AppError('errors:api.applicationLocked', 409, { status: application.status });
    return application;
  }

  /** Checks a claimed upload's stored content; keeps it under its final key, or deletes it and refuses. */
  async function finish(row: UploadRow) {
    const size = await storage.size(row.storageKey);
    if (size === null) {
      await repository.reject(row.id, 'missing');
      throw new AppError('errors:api.uploadMissing', 400);
    }
    const kind = kindByContent(await storage.readStart(row.storageKey, MAGIC_BYTES));
    const declared = kindByName(row.fileName, row.contentType);
    const reason = size > maxBytes ? 'tooLarge' : !kind || kind !== declared ? 'wrongType' : undefined;
    if (reason) {
      await storage.delete(row.storageKey);
      await repository.reject(row.id, reason);
      if (reason === 'tooLarge') throw tooLarge();
      throw wrongType();
    }
    const finalKey = `applications/${row.applicationId}/${row.uploadType}/${row.id}${ACCEPTED_FILES[kind as keyof typeof ACCEPTED_FILES].extensions[0]}`;
    await storage.move(row.storageKey, finalKey);
    await repository.store(row, { storageKey: finalKey, size, storedAt: clock() });
    return { uploadType: row.uploadType as UploadType, fileName: row.fileName, size };
  }

  const tooLarge = () =>
    new AppError('errors:api.uploadTooLarge', 413, { megabytes: Math.floor(maxBytes / 1048576) });

  return {
    maxBytes,

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

    /** The local adapter's PUT (no auth: the signed URL is the credential): streamed to disk, then checked. */
    async receive(
      local: LocalStorage,
      applicationId: string,
      uploadId: number,
      query: Record<string, string | undefined>,
      body: Readable,
    ) {
      const signed = local.verify(applicationId, uploadId, query, clock());
      if (signed === 'invalid') throw new AppError('errors:api.uploadUrlInvalid', 403);
      if (signed === 'expired') throw new AppError('errors:api.uploadUrlExpired', 403);
      const row = await repository.claim(uploadId, applicationId, clock());
      if (!row || row.storageKey !== signed.key) throw new AppError('errors:api.uploadUrlUsed', 409);
      try {
        await local.writeStream(row.storageKey, body, maxBytes);
      } catch (err) {
        await repository.reject(row.id, err instanceof UploadTooLarge ? 'tooLarge' : 'interrupted');
        if (err instanceof UploadTooLarge) throw tooLarge();
        throw err;
      }
      return finish(row);
    },

    /**
     * After the browser's PUT: checks the stored file (an S3 bucket's, which the server did not see arrive); for the
     * local adapter, which checked it on arrival, answers what it found.
     */
    async complete(principal: Principal, id: string, uploadId: number) {
      const application = await uploadable(principal, id);
      const claimed = await repository.claim(uploadId, application.id, clock());
      if (claimed) return finish(claimed);
      const row = await repository.findById(uploadId);
      if (!row || row.applicationId !== application.id) throw new AppError('errors:api.uploadMissing', 404);
      if (row.status === 'stored' || row.status === 'replaced')
        return { uploadType: row.uploadType as UploadType, fileName: row.fileName, size: row.size ?? 0 };
      if (row.status === 'rejected' && row.rejectReason === 'tooLarge') throw tooLarge();
      if (row.status === 'rejected' && row.rejectReason === 'wrongType') throw wrongType();
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
      const status = normalizeStatus(application.status);
      return {
        data,
        status: application.status,
        locked: !status || !['Signatures Received', 'Missing Documents'].includes(status),
        missingDocumentsNote: await repository.missingDocumentsNote(application.id),
        files,
        maxMegabytes: Math.floor(maxBytes / 1_048_576),
      };
    },

    /** The stored file of each type, for the funding package. */
    stored: (applicationId: string) => repository.stored(applicationId),
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
