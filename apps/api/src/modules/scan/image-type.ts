// What a photo upload really is, from its first bytes: the declared type is only a hint.

export type ImageType = 'image/jpeg' | 'image/png';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** JPEG (FF D8 FF) or PNG (its 8-byte signature) by magic bytes; undefined for anything else. */
export function imageTypeOf(bytes: Uint8Array): ImageType | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (PNG_SIGNATURE.every((byte, i) => bytes[i] === byte)) return 'image/png';
  return undefined;
}

/** Declared types a browser or the spec's `fileType` may send for a JPEG or PNG photo. */
const ACCEPTED_DECLARED = new Set([
  '',
  'image/jpeg',
  'image/jpg',
  'image/pjpeg',
  'image/png',
  'jpeg',
  'jpg',
  'png',
  '.jpeg',
  '.jpg',
  '.png',
  'application/octet-stream',
]);

/** A declared type (part content type or fileType field) that cannot be a JPEG or PNG photo. */
export function isDeclaredNonImage(declared: string | undefined): boolean {
  return !ACCEPTED_DECLARED.has((declared ?? '').trim().toLowerCase());
}
