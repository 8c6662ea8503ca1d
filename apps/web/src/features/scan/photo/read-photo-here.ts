// A licence photo read in this browser, by the camera's decoder (zxing-wasm in its worker), for a tablet with no network
// (issue 39): the server cannot be asked, and nothing of the photo leaves the device either way.
import type { LicenceFields } from '@vp/domain';
import { i18n } from '../../../lib/i18n.ts';
import { createLicenceDecoder } from '../decoder/decoder-client.ts';
import { ScanError } from '../scan-errors.ts';

export async function readPhotoHere(photo: Blob): Promise<LicenceFields> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  } catch {
    throw new ScanError(i18n.t('scan:errors.photoFormat'));
  }
  const decoder = createLicenceDecoder();
  try {
    await decoder.warmUp();
    const outcome = await decoder.decode(bitmap, 0);
    if (!outcome.fields) throw new ScanError(i18n.t('scan:errors.noBarcodeHere'));
    return outcome.fields;
  } finally {
    decoder.dispose();
  }
}
