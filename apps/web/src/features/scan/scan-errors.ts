// The scan's failures as spec §8 names them: an unsupported browser, a camera the user denied, and every other
// failure shown as 'Scan Error: ' and its message.
import { i18n } from '../../lib/i18n.ts';

/** The browser lacks what scanning needs: camera access, WebAssembly or workers. */
export class UnsupportedBrowserError extends Error {
  override readonly name = 'UnsupportedBrowserError';
}

/** The user (or the browser's settings) refused the camera. */
export class PermissionDeniedError extends Error {
  override readonly name = 'PermissionDeniedError';
}

/** Any other failure of the scan, its message already in the user's language. */
export class ScanError extends Error {
  override readonly name = 'ScanError';
}

/** getUserMedia's DOMException names (and Chrome's older ones) that mean a camera problem, by message key. */
const CAMERA_FAILURES: Record<string, string> = {
  NotFoundError: 'scan:errors.noCamera',
  DevicesNotFoundError: 'scan:errors.noCamera',
  NotReadableError: 'scan:errors.cameraBusy',
  TrackStartError: 'scan:errors.cameraBusy',
  AbortError: 'scan:errors.cameraBusy',
  OverconstrainedError: 'scan:errors.noSuitableCamera',
  ConstraintNotSatisfiedError: 'scan:errors.noSuitableCamera',
};

/** 'SecurityError' is what a browser answers when its settings or the page's policy block the camera. */
const DENIED = new Set(['NotAllowedError', 'PermissionDeniedError', 'SecurityError']);

function nameOf(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'name' in error && typeof error.name === 'string')
    return error.name;
  return undefined;
}

/** A getUserMedia or decoder failure as one of the three kinds above. */
export function toScanError(error: unknown): Error {
  if (
    error instanceof UnsupportedBrowserError ||
    error instanceof PermissionDeniedError ||
    error instanceof ScanError
  ) {
    return error;
  }
  const name = nameOf(error);
  if (name && DENIED.has(name)) return new PermissionDeniedError(name);
  const known = name ? CAMERA_FAILURES[name] : undefined;
  if (known) return new ScanError(i18n.t(known));
  if (error instanceof Error && error.message) return new ScanError(error.message);
  return new ScanError(i18n.t('errors:fatalError.internal'));
}

/** The text of a scan failure's alert (spec §8). */
export function scanErrorText(error: unknown): string {
  const scanError = toScanError(error);
  if (scanError instanceof UnsupportedBrowserError)
    return i18n.t('errors:fatalError.scanUnsupportedBrowserError');
  if (scanError instanceof PermissionDeniedError)
    return i18n.t('errors:fatalError.scanPermissionDeniedError');
  return i18n.t('errors:fatalError.scanError', { message: scanError.message });
}
