// The barcode adapter: PDF417 payloads from a photo, straightening tilted symbols (ARCHITECTURE §1).
import { skewAngles, symbolAngles } from '@vp/domain';
import type { ReadResult } from 'zxing-wasm/reader';
import { greyPixels, loadPixels, type Pixels, rotatePixels, scalePixels } from './image-pixels.ts';
import { prepareReader, readPdf417 } from './zxing-module.ts';

export { UnreadableImageError } from './image-pixels.ts';

export interface BarcodeReader {
  /**
   * The raw bytes of every PDF417 read in the photo, best first; empty when none could be read.
   * Throws UnreadableImageError when the bytes are not a decodable image.
   */
  readPdf417(image: Uint8Array): Promise<Uint8Array[]>;
}

/** The grey copy whose edges give the symbol's angle is at most this wide or tall: a few milliseconds to walk. */
const ANGLE_SIDE = 800;
/** Closer than this to upright (or sideways), a frame is read as it is: zxing copes with about 3°. */
const STRAIGHT = 1.5;
/**
 * Smaller copies read when the frame fails: zxing's PDF417 reader misses fine modules (about 3.7 px in a 1080p
 * frame) that it reads once they are merged into 2–3 px, and which size works varies with blur, noise and JPEG,
 * so three are tried (together 1.2 times the pixels of the frame). A copy whose long side would fall under
 * MIN_SCALED_SIDE is skipped: its modules would be too small to read.
 */
const DOWNSCALES = [0.75, 0.6, 0.5];
const MIN_SCALED_SIDE = 640;
/** The estimated angles tried, best first. */
const ANGLE_CANDIDATES = 2;

function payloads(results: ReadResult[]): Uint8Array[] {
  return results.filter((r) => r.isValid && r.bytes.length > 0).map((r) => r.bytes);
}

/**
 * Reads the frame; when symbols are located but unreadable, counter-rotates by each one's tilt and reads again.
 * `tried` holds the angles already counter-rotated for this view, so that no rotation is read twice.
 */
async function readDeskewed(pixels: Pixels, tried: number[] = []): Promise<Uint8Array[]> {
  const results = await readPdf417(pixels);
  const read = payloads(results);
  if (read.length > 0) return read;
  for (const located of results) {
    for (const angle of skewAngles(located.position)) {
      if (tried.some((a) => Math.abs(a - angle) < 0.5)) continue;
      tried.push(angle);
      const again = payloads(await readPdf417(await rotatePixels(pixels, -angle)));
      if (again.length > 0) return again;
    }
  }
  return [];
}

/** The frame and its smaller copies, read in turn until one gives a payload. */
async function readAtScales(pixels: Pixels, withFullSize: boolean): Promise<Uint8Array[]> {
  if (withFullSize) {
    const read = await readDeskewed(pixels);
    if (read.length > 0) return read;
  }
  for (const factor of DOWNSCALES) {
    if (Math.max(pixels.width, pixels.height) * factor < MIN_SCALED_SIDE) continue;
    const read = await readDeskewed(await scalePixels(pixels, factor));
    if (read.length > 0) return read;
  }
  return [];
}

/**
 * Reads a frame as it is first (with zxing's own straightening of located symbols, and its quarter turns); then,
 * for each angle the image's edges suggest (over the whole circle, folded onto a quarter turn), turns the frame
 * upright and reads it at full size and smaller, and last reads smaller copies of the frame as it is. The work is
 * bounded: at most two angles, each read at full size and up to three smaller ones, on a frame already capped at
 * MAX_SIDE, in the pool's worker that holds this photo; a frame whose edges point nowhere (noise, a blank table)
 * is not turned at all.
 */
export async function readStraightened(pixels: Pixels): Promise<Uint8Array[]> {
  const tried: number[] = [];
  const first = await readDeskewed(pixels, tried);
  if (first.length > 0) return first;
  const angles = symbolAngles(await greyPixels(pixels, ANGLE_SIDE), ANGLE_CANDIDATES);
  if (angles.every((angle) => Math.abs(angle) >= STRAIGHT)) angles.push(0);
  for (const angle of angles) {
    if (Math.abs(angle) < STRAIGHT) {
      const read = await readAtScales(pixels, false);
      if (read.length > 0) return read;
      continue;
    }
    // A counter-rotation zxing's own quad already asked for has been read at full size.
    const fullSizeTried = tried.some((a) => Math.abs(a - angle) < 0.5);
    const read = await readAtScales(await rotatePixels(pixels, -angle), !fullSizeTried);
    if (read.length > 0) return read;
  }
  return [];
}

/** zxing-wasm in this process, its .wasm from node_modules; 90/180/270° turns are zxing's own tryRotate. */
export function createZxingBarcodeReader(): BarcodeReader & { warmUp(): Promise<void> } {
  return {
    async warmUp() {
      await prepareReader();
    },
    async readPdf417(image) {
      return readStraightened(await loadPixels(image));
    },
  };
}
