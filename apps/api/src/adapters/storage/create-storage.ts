// Chooses the storage adapter from the configuration: an S3-compatible bucket when S3_BUCKET is set, else the disk.
import { createHmac } from 'node:crypto';
import path from 'node:path';
import type { Config } from '../../plugins/config.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage.ts';

/**
 * The local adapter signs its URLs with a key derived from the data key: every node sharing DATA_KEY (and the same
 * node after a restart) accepts the URLs another one handed out; the SIN key itself never signs anything.
 */
export function createStorage(config: Config, dataKey: Buffer, clock: () => Date): Storage {
  if (config.storage.s3) return createS3Storage(config.storage.s3, clock);
  const secret = createHmac('sha256', dataKey).update('vendor-portal upload urls').digest();
  return createLocalStorage({ root: path.join(config.dataDir, 'files'), secret });
}
