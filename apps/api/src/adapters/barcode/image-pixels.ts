// Photos to upright RGBA pixels (EXIF orientation applied) and rotations of those pixels, with sharp (libvips).
import sharp, { type Sharp } from 'sharp';

export interface Pixels {
  /** RGBA, 4 bytes a pixel, row after row. */
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Above this the photo is scaled down before decoding: larger adds time, not barcodes read. */
export const MAX_SIDE = 2560;
/**
 * Refuses decompression bombs and near-limit images: a licence photo is a 12-megapixel phone frame (4032×3024) at
 * most, 24 megapixels for the few phones that save more. A 7000×7000 PNG (49 MP) is refused before it is decoded.
 */
export const MAX_INPUT_PIXELS = 24_000_000;

/** The image could not be decoded (corrupt, truncated, or not an image). */
export class UnreadableImageError extends Error {
  constructor(cause: unknown) {
    super('unreadable image', { cause });
    this.name = 'UnreadableImageError';
  }
}

async function toPixels(pipeline: Sharp): Promise<Pixels> {
  const { data, info } = await pipeline.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
}

/** Decodes a JPEG or PNG, turned upright as its EXIF orientation says and scaled to fit MAX_SIDE. */
export async function loadPixels(image: Uint8Array, maxSide = MAX_SIDE): Promise<Pixels> {
  try {
    return await toPixels(
      sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .autoOrient()
        .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true }),
    );
  } catch (error) {
    throw new UnreadableImageError(error);
  }
}

function pipelineOf(pixels: Pixels): Sharp {
  const input = Buffer.from(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength);
  return sharp(input, { raw: { width: pixels.width, height: pixels.height, channels: 4 } });
}

/** A copy `factor` times the size (libvips reduces with lanczos: fine modules merge as in a smaller camera frame). */
export function scalePixels(pixels: Pixels, factor: number): Promise<Pixels> {
  return toPixels(pipelineOf(pixels).resize({ width: Math.max(1, Math.round(pixels.width * factor)) }));
}

/** One grey byte a pixel, scaled to fit `maxSide`: enough to measure edges' directions, cheap to walk in JS. */
export async function greyPixels(pixels: Pixels, maxSide: number) {
  const { data, info } = await pipelineOf(pixels)
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .greyscale()
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
}

/** The pixels turned by `degrees` (clockwise on screen), the uncovered corners filled white like a card's back. */
export function rotatePixels(pixels: Pixels, degrees: number): Promise<Pixels> {
  return toPixels(pipelineOf(pixels).rotate(degrees, { background: '#ffffff' }));
}
