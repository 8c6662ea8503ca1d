// The barcode adapter: PDF417 payloads from a photo, straightening tilted symbols (ARCHITECTURE §1).
import { skewAngles } from '@vp/domain';
import type { ReadResult } from 'zxing-wasm/reader';
import { loadPixels, type Pixels, rotatePixels } from './image-pixels.ts';
import { prepareReader, readPdf417 } from './zxing-module.ts';

export { UnreadableImageError } from './image-pixels.ts';

export interface BarcodeReader {
  /**
   * The raw bytes of every PDF417 read in the photo, best first; empty when none could be read.
   * Throws UnreadableImageError when the bytes are not a decodable image.
   */
  readPdf417(image: Uint8Array): Promise<Uint8Array[]>;
}

/** Small tilts tried when zxing locates nothing at all: past about 3° its PDF417 detector may not. */
const BLIND_TILTS = [-6, 6];

function payloads(results: ReadResult[]): Uint8Array[] {
  return results.filter((r) => r.isValid && r.bytes.length > 0).map((r) => r.bytes);
}

interface Attempt {
  read: Uint8Array[];
  /** Whether zxing located a symbol at all, read or not. */
  located: boolean;
}

/** Reads the frame; when symbols are located but unreadable, counter-rotates by each one's tilt and reads again. */
async function readDeskewed(pixels: Pixels): Promise<Attempt> {
  const results = await readPdf417(pixels);
  const read = payloads(results);
  if (read.length > 0) return { read, located: true };
  const tried: number[] = [];
  for (const located of results) {
    for (const angle of skewAngles(located.position)) {
      if (tried.some((a) => Math.abs(a - angle) < 0.5)) continue;
      tried.push(angle);
      const again = payloads(await readPdf417(await rotatePixels(pixels, -angle)));
      if (again.length > 0) return { read: again, located: true };
    }
  }
  return { read: [], located: results.length > 0 };
}

/**
 * Reads a frame, straightening located symbols; when nothing is located (a tilt near 10° can hide the symbol
 * from the detector), turns the frame a few degrees each way and tries again, straightening from there.
 */
export async function readStraightened(pixels: Pixels): Promise<Uint8Array[]> {
  const first = await readDeskewed(pixels);
  if (first.read.length > 0 || first.located) return first.read;
  for (const angle of BLIND_TILTS) {
    const again = await readDeskewed(await rotatePixels(pixels, angle));
    if (again.read.length > 0) return again.read;
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
