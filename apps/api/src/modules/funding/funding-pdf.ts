// The funding package: one PDF of the signed contract, the certificate, then each document in the tiles' order.
// A phone's JPEG is turned upright by its EXIF orientation (sharp) before it becomes a page.
import { PDFDocument } from 'pdf-lib';
import {
  addUploadedDocument,
  UnreadableDocument,
  type UnreadableReason,
  type UploadedDocument,
} from '../documents/index.ts';

export interface PackagePart extends UploadedDocument {
  /** The dealer's upload this part is (none for the contract and the certificate, which the server made). */
  upload?: { uploadType: string; fileName: string };
}

/** A dealer's stored document that does not combine (stored before uploads were checked whole, issue 22). */
export class UnreadablePart extends Error {
  readonly upload: { uploadType: string; fileName: string };
  readonly reason: UnreadableReason;

  constructor(upload: { uploadType: string; fileName: string }, reason: UnreadableReason, cause: unknown) {
    super(`unreadable ${upload.uploadType}: ${reason}`, { cause });
    this.name = 'UnreadablePart';
    this.upload = upload;
    this.reason = reason;
  }
}

export async function combinePackage(
  parts: readonly PackagePart[],
): Promise<{ pdf: Uint8Array; pages: number }> {
  const out = await PDFDocument.create();
  for (const part of parts) {
    try {
      await addUploadedDocument(out, part);
    } catch (error) {
      if (error instanceof UnreadableDocument && part.upload)
        throw new UnreadablePart(part.upload, error.reason, error);
      throw error;
    }
  }
  return { pdf: await out.save(), pages: out.getPageCount() };
}
