// The worker's decoding with the real zxing-wasm reader (its .wasm read from node_modules, as the worker's is
// served by the app): straight frames, tilted ones that only the counter-rotation reads, other barcodes, none.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { buildAamvaPayload } from '@vp/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule as prepareReader, readBarcodes } from 'zxing-wasm/reader';
import { prepareZXingModule as prepareWriter, writeBarcode } from 'zxing-wasm/writer';
import { decodeLicence, type ReadSymbols } from './decode-licence.ts';
import type { FramePixels } from './decoder-protocol.ts';
import { rotateFrame } from './rotate-frame.ts';

const require = createRequire(import.meta.url);

function wasmBinary(path: string): ArrayBuffer {
  const bytes = readFileSync(require.resolve(path));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

const read: ReadSymbols = (frame) =>
  readBarcodes(frame as ImageData, {
    formats: ['PDF417'],
    tryHarder: true,
    textMode: 'Plain',
    returnErrors: true,
    maxNumberOfSymbols: 2,
  });

const payload = buildAamvaPayload({
  iin: '636012',
  version: 9,
  elements: [
    ['DCS', 'BÉLANGER'],
    ['DAC', 'MARC'],
    ['DBB', '19790312'],
    ['DAG', '25 YONGE ST'],
    ['DAI', 'TORONTO'],
    ['DAJ', 'ON'],
    ['DAK', 'M5E 1E5    '],
    ['DAQ', 'B1234-56789-90312'],
    ['DCG', 'CAN'],
  ],
});

/** A 1280×720 grey frame with the symbol in its middle, `scale` pixels a module. */
async function frameOf(content: string, scale = 3): Promise<FramePixels> {
  const written = await writeBarcode(new Uint8Array(Buffer.from(content, 'latin1')), {
    format: 'PDF417',
    scale: 1,
    options: 'ecLevel=5',
  });
  const { data: modules, width: columns, height: rows } = written.symbol;
  const width = 1280;
  const height = 720;
  const data = new Uint8ClampedArray(width * height * 4).fill(200);
  const left = Math.round((width - columns * scale) / 2);
  const top = Math.round((height - rows * scale) / 2);
  for (let y = -30; y < rows * scale + 30; y++) {
    for (let x = -30; x < columns * scale + 30; x++) {
      const module = modules[Math.floor(y / scale) * columns + Math.floor(x / scale)];
      const inside = x >= 0 && y >= 0 && x < columns * scale && y < rows * scale;
      const value = inside && (module ?? 255) < 128 ? 20 : 250;
      const p = ((top + y) * width + left + x) * 4;
      data.fill(value, p, p + 3);
    }
  }
  for (let p = 3; p < data.length; p += 4) data[p] = 255;
  return { data, width, height };
}

describe('decodeLicence', () => {
  let straight: FramePixels;

  beforeAll(async () => {
    await prepareReader({
      overrides: { wasmBinary: wasmBinary('zxing-wasm/reader/zxing_reader.wasm') },
      fireImmediately: true,
    });
    await prepareWriter({
      overrides: { wasmBinary: wasmBinary('zxing-wasm/writer/zxing_writer.wasm') },
      fireImmediately: true,
    });
    straight = await frameOf(payload);
  });

  it('reads a straight licence into the application’s fields only', async () => {
    const outcome = await decodeLicence(straight, read);
    expect(outcome).toEqual({
      located: true,
      notLicence: false,
      fields: {
        firstName: 'MARC',
        lastName: 'BÉLANGER',
        dob: '03/12/1979',
        address1: '25 YONGE ST',
        city: 'TORONTO',
        province: 'ON',
        postal: 'M5E 1E5',
        country: 'CA',
      },
    });
    expect(JSON.stringify(outcome)).not.toContain('B1234');
  });

  it.each([5, 7, -8])('straightens a licence tilted %i° that zxing alone cannot read', async (angle) => {
    const tilted = rotateFrame(straight, angle);
    const alone = await read(tilted);
    expect(alone.some((symbol) => symbol.isValid)).toBe(false);
    const outcome = await decodeLicence(tilted, read);
    expect(outcome.fields?.lastName).toBe('BÉLANGER');
  });

  it('turns the frame first when asked (the camera’s blind tilts), then still straightens', async () => {
    const outcome = await decodeLicence(rotateFrame(straight, 11), read, -6);
    expect(outcome.fields?.firstName).toBe('MARC');
  });

  it('tells a PDF417 that is not a licence from no barcode at all', async () => {
    expect(await decodeLicence(await frameOf('A PDF417 that is not a licence'), read)).toEqual({
      fields: null,
      located: true,
      notLicence: true,
    });
    const empty = { ...straight, data: new Uint8ClampedArray(straight.data.length).fill(200) };
    expect(await decodeLicence(empty, read)).toEqual({ fields: null, located: false, notLicence: false });
  });
});

describe('rotateFrame', () => {
  it('grows the canvas to hold the turned frame and fills the corners with white', () => {
    const frame = { data: new Uint8ClampedArray(40 * 20 * 4).fill(0), width: 40, height: 20 };
    const turned = rotateFrame(frame, 90);
    expect([turned.width, turned.height]).toEqual([20, 40]);
    const tilted = rotateFrame(frame, 10);
    expect(tilted.width).toBe(Math.ceil(40 * Math.cos(Math.PI / 18) + 20 * Math.sin(Math.PI / 18)));
    expect(Array.from(tilted.data.slice(0, 4))).toEqual([255, 255, 255, 255]);
    const centre = ((tilted.height >> 1) * tilted.width + (tilted.width >> 1)) * 4;
    expect(Array.from(tilted.data.slice(centre, centre + 4))).toEqual([0, 0, 0, 255]);
  });
});
