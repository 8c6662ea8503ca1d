// One frame to a licence's fields, as the server reads a photo: read the PDF417; when a symbol is located but
// unreadable, counter-rotate by its tilt (skewAngles, shared with the API) and read again; parse with the
// shared parser and hand back only the application's fields.
import {
  type BarcodeQuad,
  decodeLicenceBytes,
  type LicenceFields,
  parseLicence,
  skewAngles,
} from '@vp/domain';
import type { DecodeOutcome, FramePixels } from './decoder-protocol.ts';
import { rotateFrame } from './rotate-frame.ts';

/** What the decoder needs of one of zxing's results. */
export interface SymbolRead {
  isValid: boolean;
  bytes: Uint8Array;
  position: BarcodeQuad;
}

export type ReadSymbols = (frame: FramePixels) => Promise<SymbolRead[]>;

/** Angles closer than this are the same retry. */
const SAME_ANGLE = 0.5;

function licenceIn(symbols: SymbolRead[]): { fields: LicenceFields | null; notLicence: boolean } {
  let notLicence = false;
  for (const symbol of symbols) {
    if (!symbol.isValid || symbol.bytes.length === 0) continue;
    const fields = parseLicence(decodeLicenceBytes(symbol.bytes));
    if (fields) return { fields, notLicence: false };
    notLicence = true;
  }
  return { fields: null, notLicence };
}

/** Reads a licence in the frame, first turned by `tilt` degrees (0: as is). */
export async function decodeLicence(
  frame: FramePixels,
  read: ReadSymbols,
  tilt = 0,
): Promise<Omit<DecodeOutcome, 'ms'>> {
  const image = tilt === 0 ? frame : rotateFrame(frame, tilt);
  const symbols = await read(image);
  const direct = licenceIn(symbols);
  if (direct.fields || direct.notLicence) return { ...direct, located: true };
  const tried: number[] = [];
  for (const symbol of symbols) {
    for (const angle of skewAngles(symbol.position)) {
      if (tried.some((a) => Math.abs(a - angle) < SAME_ANGLE)) continue;
      tried.push(angle);
      const again = licenceIn(await read(rotateFrame(image, -angle)));
      if (again.fields || again.notLicence) return { ...again, located: true };
    }
  }
  return { fields: null, notLicence: false, located: symbols.length > 0 };
}
