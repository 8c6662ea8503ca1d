// Licence barcodes for the scan journeys: an AAMVA payload rendered as PDF417 with zxing-wasm's writer (its .wasm
// from node_modules), a fake camera video of it (Y4M: a one-line header, then raw I420 frames) and a photo.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildAamvaPayload } from '@vp/domain';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';

const require = createRequire(import.meta.url);

/** Ontario, AAMVA version 09: what the camera and the photo tests must read back. */
export const ONTARIO_LICENCE = buildAamvaPayload({
  iin: '636012',
  version: 9,
  elements: [
    ['DCA', 'G'],
    ['DCS', 'TREMBLAY'],
    ['DAC', 'ELODIE'],
    ['DBB', '19850704'],
    ['DAG', '120 KING ST W'],
    ['DAI', 'TORONTO'],
    ['DAJ', 'ON'],
    ['DAK', 'M5H 1A1    '],
    ['DAQ', 'T1234-56789-50704'],
    ['DCG', 'CAN'],
  ],
});

/** The same person with a New York licence: a state and a zip that an Ontario vendor's form refuses. */
export const NEW_YORK_LICENCE = buildAamvaPayload({
  iin: '636001',
  version: 8,
  elements: [
    ['DCA', 'D'],
    ['DCS', 'MILLER'],
    ['DAC', 'JAMES'],
    ['DBB', '03141979'],
    ['DAG', '350 5TH AVE'],
    ['DAI', 'NEW YORK'],
    ['DAJ', 'NY'],
    ['DAK', '101180000  '],
    ['DAQ', '123456789'],
    ['DCG', 'USA'],
  ],
});

let ready: Promise<unknown> | undefined;

function prepareWriter(): Promise<unknown> {
  ready ??= Promise.resolve().then(() => {
    const wasm = readFileSync(require.resolve('zxing-wasm/writer/zxing_writer.wasm'));
    return prepareZXingModule({
      overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
      fireImmediately: true,
    });
  });
  return ready;
}

/** One byte a module, 0 for black; no quiet zone. */
export interface Symbol {
  modules: Uint8ClampedArray;
  width: number;
  height: number;
  /** The symbol as a PNG, `scale` pixels a module, with its quiet zone. */
  png: Buffer;
}

export async function renderPdf417(payload: string, scale = 3): Promise<Symbol> {
  await prepareWriter();
  const bytes = new Uint8Array(Buffer.from(payload, 'latin1'));
  const written = await writeBarcode(bytes, { format: 'PDF417', scale, options: 'ecLevel=5' });
  if (!written.image) throw new Error(`PDF417 not written: ${written.error}`);
  const { data, width, height } = written.symbol;
  return { modules: data, width, height, png: Buffer.from(await written.image.arrayBuffer()) };
}

export interface FrameOptions {
  width?: number;
  height?: number;
  /** Pixels a module across; PDF417 rows are drawn as tall as the writer makes them, times this. */
  moduleSize?: number;
  /** Tilt in degrees, clockwise on screen. */
  angle?: number;
}

/**
 * A camera frame's grey levels: a mid-grey table, a white card, the symbol in its middle, turned by `angle`
 * (each pixel sampled back into the straight symbol, so the tilt is exact).
 */
export function cameraLuma(symbol: Symbol, options: FrameOptions = {}): Uint8Array {
  const { width = 1280, height = 720, moduleSize = 3, angle = 0 } = options;
  const luma = new Uint8Array(width * height);
  const radians = (angle * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const symbolWidth = symbol.width * moduleSize;
  const symbolHeight = symbol.height * moduleSize;
  const cardWidth = symbolWidth + 24 * moduleSize;
  const cardHeight = symbolHeight + 24 * moduleSize;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const dx = x + 0.5 - width / 2;
      const dy = y + 0.5 - height / 2;
      // The point of the straight card that lands on this pixel once the card is turned.
      const u = cos * dx + sin * dy;
      const v = -sin * dx + cos * dy;
      let value = 150;
      if (Math.abs(u) < cardWidth / 2 && Math.abs(v) < cardHeight / 2) {
        value = 245;
        const mx = Math.floor((u + symbolWidth / 2) / moduleSize);
        const my = Math.floor((v + symbolHeight / 2) / moduleSize);
        if (mx >= 0 && my >= 0 && mx < symbol.width && my < symbol.height) {
          value = (symbol.modules[my * symbol.width + mx] ?? 255) < 128 ? 25 : 245;
        }
      }
      luma[y * width + x] = value;
    }
  }
  return luma;
}

/** A Y4M video Chromium's fake camera plays in a loop: the same grey frame `frames` times, 10 frames a second. */
export function writeY4m(path: string, luma: Uint8Array, width: number, height: number, frames = 10): void {
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`, 'ascii');
  // No colour: both chroma planes at their neutral value.
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n', 'ascii'), Buffer.from(luma), chroma]);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}

const TESTDATA = new URL('../../shared/testdata/licence-images/rendered/', import.meta.url);

/**
 * A photo of a licence barcode for the photo fallback: the Ontario render of ../shared/testdata when that folder
 * exists (a real payload), else the symbol rendered here.
 */
export async function licencePhoto(): Promise<{
  name: string;
  mimeType: string;
  buffer: Buffer;
  source: string;
}> {
  const rendered = new URL('rendered-digitalbazaar-on-v03.png', TESTDATA);
  if (existsSync(rendered)) {
    return {
      name: 'licence.png',
      mimeType: 'image/png',
      buffer: readFileSync(rendered),
      source: '../shared/testdata/licence-images/rendered/rendered-digitalbazaar-on-v03.png',
    };
  }
  const symbol = await renderPdf417(ONTARIO_LICENCE, 4);
  return { name: 'licence.png', mimeType: 'image/png', buffer: symbol.png, source: 'generated' };
}
