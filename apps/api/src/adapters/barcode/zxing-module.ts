// zxing-wasm's reader, its .wasm read from node_modules (never fetched from a CDN), compiled once on first use.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { prepareZXingModule, type ReaderOptions, type ReadResult, readBarcodes } from 'zxing-wasm/reader';
import type { Pixels } from './image-pixels.ts';

const require = createRequire(import.meta.url);

let ready: Promise<unknown> | undefined;

/** Compiles the reader from the package's own zxing_reader.wasm; later calls reuse it. */
export function prepareReader(): Promise<unknown> {
  ready ??= readFile(require.resolve('zxing-wasm/reader/zxing_reader.wasm')).then((wasm) =>
    prepareZXingModule({
      overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
      fireImmediately: true,
    }),
  );
  return ready;
}

/**
 * PDF417 only, trying hard (rotations, inversion, downscaling are zxing's defaults); bytes are what matter
 * (textMode Plain keeps the text from guessing a charset), and symbols that fail are returned with their
 * position so that a tilted one can be straightened and read again.
 */
export const PDF417_OPTIONS: ReaderOptions = {
  formats: ['PDF417'],
  tryHarder: true,
  textMode: 'Plain',
  returnErrors: true,
  maxNumberOfSymbols: 4,
};

export async function readPdf417(pixels: Pixels): Promise<ReadResult[]> {
  await prepareReader();
  // zxing takes anything shaped like ImageData (RGBA data, width, height); Node has no ImageData type.
  return readBarcodes(pixels as unknown as Parameters<typeof readBarcodes>[0], PDF417_OPTIONS);
}
