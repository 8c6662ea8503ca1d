// The file storage interface (ARCHITECTURE §1): the browser PUTs each file straight to a URL the server signs, the
// server then reads what was stored. Built-in: local disk under DATA_DIR/files; at scale: any S3-compatible bucket.
import type { Readable } from 'node:stream';

export interface UploadUrlRequest {
  /** Where the browser's PUT lands (an incoming key, moved to its final place once its content is checked). */
  key: string;
  applicationId: string;
  uploadId: number;
  contentType: string;
  expiresAt: Date;
}

/** A PUT's body went past the size allowed: refused, nothing of it kept. */
export class UploadTooLarge extends Error {}

/** What a PUT's URL signs: the application, the upload, the key, the type and the expiry (seconds). */
export interface SignedUpload {
  applicationId: string;
  uploadId: number;
  key: string;
  contentType: string;
  expires: number;
}

interface StorageBase {
  /** A URL valid until `expiresAt` that takes one PUT of one file, with no other credential. */
  uploadUrl(request: UploadUrlRequest): Promise<string>;
  /** The stored object's size, or null when nothing is stored under the key. */
  size(key: string): Promise<number | null>;
  /** The object's first bytes (its magic number), without reading the rest. */
  readStart(key: string, bytes: number): Promise<Buffer>;
  read(key: string): Promise<Buffer>;
  readStream(key: string): Promise<Readable>;
  write(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Moves an object to another key (an incoming upload to its checked place); the old key is gone after. */
  move(from: string, to: string): Promise<void>;
  delete(key: string): Promise<void>;
}

/** Storage whose PUTs this server takes (local disk): it checks each PUT's URL and streams the body to its key. */
export interface ReceivingStorage extends StorageBase {
  readonly kind: 'local';
  /** Checks a PUT's URL: its signature (else 'invalid') and its expiry (else 'expired'). */
  verify(
    applicationId: string,
    uploadId: number,
    query: { key?: string; type?: string; expires?: string; signature?: string },
    now: Date,
  ): SignedUpload | 'invalid' | 'expired';
  /** Streams a PUT's body to the key, refusing (UploadTooLarge, nothing kept) beyond maxBytes. */
  writeStream(key: string, body: Readable, maxBytes: number): Promise<number>;
}

/** Storage that takes the browser's PUTs itself (an S3-compatible bucket, presigned URLs). */
export interface BucketStorage extends StorageBase {
  readonly kind: 's3';
}

export type Storage = ReceivingStorage | BucketStorage;

/** Keys are made by the server only; this refuses anything that could leave the storage's root. */
export function assertSafeKey(key: string): void {
  if (!/^[a-z0-9][a-z0-9/_.-]*$/i.test(key) || key.includes('..') || key.includes('//'))
    throw new Error(`unsafe storage key ${key}`);
}
