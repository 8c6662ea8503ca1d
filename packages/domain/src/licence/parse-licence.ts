// The one entry point from a licence barcode's content to the application's fields, for the browser and the API.
import { aamvaFields, isAamva, readAamva } from './aamva.ts';
import type { LicenceFields } from './licence-values.ts';
import { isMagstripe, magstripeFields } from './magstripe.ts';

/** A BOM read as UTF-8 (U+FEFF) or byte by byte as Latin-1 ('ï»¿'). */
const BOM = /^(?:\uFEFF|\u00EF\u00BB\u00BF)/;

/**
 * The fields a licence barcode fills in, or undefined when the content is not a licence (AAMVA subfiles or
 * magnetic-stripe tracks). Returns only what the application uses: never the licence number.
 */
export function parseLicence(payload: string): LicenceFields | undefined {
  const text = payload.trimStart().replace(BOM, '').trimStart();
  if (isMagstripe(text) && !isAamva(text)) return magstripeFields(text);
  if (isAamva(text)) return aamvaFields(readAamva(text));
  return undefined;
}

/** Strict: invalid UTF-8 throws instead of turning into U+FFFD; a BOM is kept as U+FEFF. */
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/**
 * A barcode's bytes as text, losslessly: UTF-8 when they are valid UTF-8 (accents, New Brunswick's '¿'),
 * otherwise one character per byte (Latin-1), which is what AAMVA cards that are not UTF-8 use.
 */
export function decodeLicenceBytes(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    // Not UTF-8: Latin-1 below.
  }
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return text;
}
