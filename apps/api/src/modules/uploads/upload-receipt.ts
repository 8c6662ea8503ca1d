// What arrives in storage (decision 030): the local adapter's PUT streamed to disk, and any stored file (the PUT's,
// or an S3 bucket's) checked whole and kept under its final key, or deleted with the reason a later completion answers.
import type { Readable } from 'node:stream';
import {
  ACCEPTED_FILES,
  kindByContent,
  kindByName,
  MAGIC_BYTES,
  statusesWhere,
  type UploadType,
} from '@vp/domain';
import { type ReceivingStorage, type Storage, UploadTooLarge } from '../../adapters/storage/storage.ts';
import { AppError } from '../../lib/app-error.ts';
import { checkUploadedDocument } from '../documents/index.ts';
import { type RejectReason, tooLarge, unreadable, uploadsLocked, wrongType } from './upload-refusals.ts';
import type { UploadRow, UploadsRepository } from './uploads.repository.ts';

/** The statuses in which documents may change (the status table's uploads): a file is stored only in these. */
const OPEN_STATUSES: readonly string[] = statusesWhere((c) => c.uploads === 'open');

export function createUploadReceipt({
  repository,
  storage,
  clock,
  maxBytes,
}: {
  repository: UploadsRepository;
  storage: Storage;
  clock: () => Date;
  maxBytes: number;
}) {
  /** Refuses a claimed upload: its object deleted, its row rejected with the reason a later completion answers. */
  async function discard(
    row: UploadRow,
    key: string,
    reason: RejectReason,
    refusal: AppError,
  ): Promise<never> {
    await storage.delete(key);
    await repository.reject(row.id, reason);
    throw refusal;
  }

  /** Checks a claimed upload's stored content; keeps it under its final key, or deletes it and refuses. */
  async function finish(row: UploadRow) {
    const size = await storage.size(row.storageKey);
    if (size === null) {
      await repository.reject(row.id, 'missing');
      throw new AppError('errors:api.uploadMissing', 400);
    }
    if (size > maxBytes) return discard(row, row.storageKey, 'tooLarge', tooLarge(maxBytes));
    const kind = kindByContent(await storage.readStart(row.storageKey, MAGIC_BYTES));
    if (!kind || kind !== kindByName(row.fileName, row.contentType))
      return discard(row, row.storageKey, 'wrongType', wrongType());
    // Read whole, as the funding package reads it: a file that only starts like a PDF or a JPEG stops here.
    const reason = await checkUploadedDocument({ bytes: await storage.read(row.storageKey), kind });
    if (reason) return discard(row, row.storageKey, reason, unreadable(reason, row));
    const finalKey = `applications/${row.applicationId}/${row.uploadType}/${row.id}${ACCEPTED_FILES[kind].extensions[0]}`;
    await storage.move(row.storageKey, finalKey);
    const kept = await repository.store(
      row,
      { storageKey: finalKey, size, storedAt: clock() },
      OPEN_STATUSES,
    );
    // The package was submitted (or the application left the open statuses) while this file arrived.
    if (!kept.stored) return discard(row, finalKey, 'locked', uploadsLocked(kept.status));
    return { uploadType: row.uploadType as UploadType, fileName: row.fileName, size };
  }

  return {
    discard,
    finish,

    /** The local adapter's PUT (no auth: the signed URL is the credential): streamed to disk, then checked. */
    async receive(
      local: ReceivingStorage,
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
      // A URL handed out before the package was submitted (or the application booked, cancelled) no longer writes.
      const status = (await repository.applicationStatus(applicationId)) ?? '';
      if (!OPEN_STATUSES.includes(status)) {
        await repository.reject(row.id, 'locked');
        throw uploadsLocked(status);
      }
      try {
        await local.writeStream(row.storageKey, body, maxBytes);
      } catch (err) {
        await repository.reject(row.id, err instanceof UploadTooLarge ? 'tooLarge' : 'interrupted');
        if (err instanceof UploadTooLarge) throw tooLarge(maxBytes);
        throw err;
      }
      return finish(row);
    },
  };
}
