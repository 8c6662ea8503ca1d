// The messages between the page and the decoding worker: a frame in, the licence's fields out (never the raw
// barcode content, which stays inside the worker).
import type { LicenceFields } from '@vp/domain';

/** RGBA pixels, row after row: ImageData's shape, which the worker and zxing both take. */
export interface FramePixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export type DecodeRequest =
  | { id: number; kind: 'warmUp' }
  | {
      id: number;
      kind: 'decode';
      frame: ImageBitmap | FramePixels;
      /** Degrees to turn the frame before reading (clockwise): tilted cards the detector misses straight. */
      tilt: number;
    };

export interface DecodeOutcome {
  /** The licence's fields, or null when no licence was read in this frame. */
  fields: LicenceFields | null;
  /** A PDF417 symbol was found, read or not: the card is in view. */
  located: boolean;
  /** A PDF417 was read but is not a driver's licence. */
  notLicence: boolean;
  /** Time spent in the worker on this frame, milliseconds. */
  ms: number;
}

export type DecodeAnswer =
  | { id: number; ok: true; outcome: DecodeOutcome | null }
  | { id: number; ok: false; message: string };
