// A licence photo as the server takes it (JPEG or PNG, at most 10 MB): a JPEG or PNG within the limit goes as
// is (the server applies its EXIF orientation); anything else the browser can open (HEIC on Safari, WebP, a
// huge photo) is drawn upright on a canvas, scaled to at most 2560 pixels, and sent as a JPEG.
import { i18n } from '../../../lib/i18n.ts';
import { ScanError } from '../scan-errors.ts';

export const SERVER_TYPES = ['image/jpeg', 'image/png'] as const;
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** The server scales larger photos down to this anyway. */
export const MAX_SIDE = 2560;
const JPEG_QUALITY = 0.9;

/** Whether the photo can be sent as it is. */
export function isServerReady(photo: Blob): boolean {
  return (SERVER_TYPES as readonly string[]).includes(photo.type) && photo.size <= MAX_PHOTO_BYTES;
}

/** The size that fits within MAX_SIDE, keeping the proportions. */
export function fittedSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

async function toJpeg(photo: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  } catch {
    throw new ScanError(i18n.t('scan:errors.photoFormat'));
  }
  const { width, height } = fittedSize(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new ScanError(i18n.t('scan:errors.photoFormat'));
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const jpeg = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
  );
  if (!jpeg) throw new ScanError(i18n.t('scan:errors.photoFormat'));
  return jpeg;
}

export async function preparePhoto(photo: Blob): Promise<Blob> {
  return isServerReady(photo) ? photo : toJpeg(photo);
}
