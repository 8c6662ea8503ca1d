// The camera for scanning: what the browser must offer, and the rear camera at high resolution (a licence's
// PDF417 has modules a quarter of a millimetre wide: at 15 cm they need every pixel a 1080p camera gives).
import { i18n } from '../../../lib/i18n.ts';
import { ScanError, toScanError, UnsupportedBrowserError } from '../scan-errors.ts';

export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: {
    facingMode: { ideal: 'environment' },
    width: { ideal: 1920 },
    height: { ideal: 1080 },
  },
};

/** Throws when this browser cannot scan: no camera API (or not on https), no WebAssembly, no workers. */
export function assertScanSupported(): void {
  // Browsers hide the camera API from pages that are not secure: say so rather than 'too old'.
  if (typeof window !== 'undefined' && window.isSecureContext === false) {
    throw new ScanError(i18n.t('scan:errors.insecure'));
  }
  const hasCamera =
    typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
  if (!hasCamera || typeof WebAssembly !== 'object' || typeof Worker !== 'function') {
    throw new UnsupportedBrowserError('Camera, WebAssembly or Worker missing');
  }
}

/** Asks for the camera; its failures come back as the scan's error kinds. */
export async function openCamera(): Promise<MediaStream> {
  assertScanSupported();
  try {
    return await navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
  } catch (error) {
    throw toScanError(error);
  }
}

/** Turns the camera off (its light too). */
export function stopCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
