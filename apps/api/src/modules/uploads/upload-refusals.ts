// Why an upload is refused, as the dealer reads it: the wrong kind, too large, a file that cannot become pages (named
// with its file name), or an application whose documents no longer change. The reasons are the uploads table's
// `reject_reason`, so a later upload-complete answers the same refusal as the PUT did.
import { FILE_TYPES_MESSAGE } from '@vp/domain';
import { MAX_INPUT_PIXELS } from '../../adapters/barcode/image-pixels.ts';
import { AppError, statusLabel } from '../../lib/app-error.ts';
import type { UnreadableReason } from '../documents/index.ts';

export type RejectReason = 'wrongType' | 'tooLarge' | 'locked' | UnreadableReason;

const UNREADABLE_KEYS: Record<UnreadableReason, string> = {
  unreadable: 'errors:api.uploadUnreadable',
  noPages: 'errors:api.uploadNoPages',
  tooManyPixels: 'errors:api.uploadTooManyPixels',
};

export const wrongType = () => new AppError(FILE_TYPES_MESSAGE, 400);

export const tooLarge = (maxBytes: number) =>
  new AppError('errors:api.uploadTooLarge', 413, { megabytes: Math.floor(maxBytes / 1048576) });

/** The application's documents no longer change (submitted, booked, cancelled): 409 with its status. */
export const uploadsLocked = (status: string) =>
  new AppError('errors:api.uploadsLocked', 409, { status: statusLabel(status) });

export function unreadable(reason: UnreadableReason, file: { fileName: string; contentType: string }) {
  return new AppError(UNREADABLE_KEYS[reason], 422, {
    fileName: file.fileName,
    kind: file.contentType === 'image/jpeg' ? 'JPG' : 'PDF',
    megapixels: MAX_INPUT_PIXELS / 1_000_000,
  });
}

/** The refusal a rejected upload answered, for a later upload-complete; undefined for a reason with no file check. */
export function refusalOf(
  row: { rejectReason: string | null; fileName: string; contentType: string },
  context: { maxBytes: number; status: string },
): AppError | undefined {
  switch (row.rejectReason) {
    case 'wrongType':
      return wrongType();
    case 'tooLarge':
      return tooLarge(context.maxBytes);
    case 'locked':
      return uploadsLocked(context.status);
    case 'unreadable':
    case 'noPages':
    case 'tooManyPixels':
      return unreadable(row.rejectReason, row);
    default:
      return undefined;
  }
}
