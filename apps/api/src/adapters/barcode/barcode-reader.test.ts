import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { buildAamvaPayload, decodeLicenceBytes, parseLicence } from '@vp/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createZxingBarcodeReader, UnreadableImageError } from './barcode-reader.ts';
import { loadPixels } from './image-pixels.ts';
import { cameraFrame, renderPdf417 } from './pdf417-fixtures.ts';
import { readPdf417 } from './zxing-module.ts';

const reader = createZxingBarcodeReader();

/** Ontario, version 09, with a Latin-1 É so that the bytes must come back exactly. */
const payload = buildAamvaPayload({
  iin: '636012',
  version: 9,
  elements: [
    ['DCA', 'G'],
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
const payloadBytes = Buffer.from(payload, 'latin1');

async function readOne(image: Buffer): Promise<Buffer | undefined> {
  const [first] = await reader.readPdf417(new Uint8Array(image));
  return first ? Buffer.from(first) : undefined;
}

describe('PDF417 reader on generated images', () => {
  let symbol: Buffer;
  beforeAll(async () => {
    symbol = await renderPdf417(payloadBytes);
  });

  it('reads a clean 1280×720 frame byte for byte, and the parser gets the fields', async () => {
    const bytes = await readOne(await cameraFrame(symbol));
    expect(bytes?.equals(payloadBytes)).toBe(true);
    expect(parseLicence(decodeLicenceBytes(new Uint8Array(bytes ?? [])))).toMatchObject({
      lastName: 'BÉLANGER',
      firstName: 'MARC',
      dob: '03/12/1979',
    });
  });

  it.each([3, 4, 5, 6, 7, 8, 9, 10, -3, -5, -7, -10])('straightens a symbol tilted %i°', async (angle) => {
    const bytes = await readOne(await cameraFrame(symbol, { angle, blur: 0.8 }));
    expect(bytes?.equals(payloadBytes)).toBe(true);
  });

  it('needs the straightening: zxing alone fails on a 7° tilt and locates the symbol', async () => {
    const results = await readPdf417(
      await loadPixels(new Uint8Array(await cameraFrame(symbol, { angle: 7, blur: 0.8 }))),
    );
    expect(results.some((r) => r.isValid)).toBe(false);
    expect(results.length).toBeGreaterThan(0);
  });

  it('reads a blurred frame', async () => {
    expect((await readOne(await cameraFrame(symbol, { blur: 1.5 })))?.equals(payloadBytes)).toBe(true);
  });

  it('reads a small symbol (about 2 pixels a module) and an enlarged one (12 pixels a module)', async () => {
    expect((await readOne(await cameraFrame(symbol, { symbolWidth: 520 })))?.equals(payloadBytes)).toBe(true);
    const coarse = await renderPdf417(payloadBytes, 1);
    const big = await sharp(coarse).resize({
      width: (await sharp(coarse).metadata()).width * 12,
      kernel: 'nearest',
    });
    const photo = await big.jpeg({ quality: 80 }).toBuffer();
    expect((await readOne(photo))?.equals(payloadBytes)).toBe(true);
  });

  it.each([90, 180, 270])('reads a frame turned %i°', async (angle) => {
    const turned = await sharp(await cameraFrame(symbol, { angle: 2 }))
      .rotate(angle)
      .jpeg()
      .toBuffer();
    expect((await readOne(turned))?.equals(payloadBytes)).toBe(true);
  });

  it('turns a photo upright as its EXIF orientation says', async () => {
    // A phone held upright stores the pixels sideways and says so in EXIF (orientation 6: turn 90° clockwise).
    const sideways = await sharp(await cameraFrame(symbol))
      .rotate(-90)
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    expect(await sharp(sideways).metadata()).toMatchObject({ width: 720, height: 1280, orientation: 6 });
    const pixels = await loadPixels(new Uint8Array(sideways));
    expect([pixels.width, pixels.height]).toEqual([1280, 720]);
    expect((await readOne(sideways))?.equals(payloadBytes)).toBe(true);
  });

  it('scales a large photo down to fit 2560 pixels', async () => {
    const large = await sharp(await cameraFrame(symbol))
      .resize({ width: 4032 })
      .jpeg()
      .toBuffer();
    const pixels = await loadPixels(new Uint8Array(large));
    expect(pixels.width).toBe(2560);
    expect((await readOne(large))?.equals(payloadBytes)).toBe(true);
  });

  it('finds nothing in a photo without a barcode', async () => {
    const empty = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#808080' } })
      .jpeg()
      .toBuffer();
    expect(await reader.readPdf417(new Uint8Array(empty))).toEqual([]);
  });

  it('refuses bytes that are not an image it can decode', async () => {
    const truncated = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
    await expect(reader.readPdf417(truncated)).rejects.toBeInstanceOf(UnreadableImageError);
    await expect(reader.readPdf417(new TextEncoder().encode('not an image'))).rejects.toBeInstanceOf(
      UnreadableImageError,
    );
  });
});

const testdata = new URL('../../../../../../shared/testdata/', import.meta.url);
const images = new URL('licence-images/', testdata);
const payloads = new URL('licence-payloads/', testdata);
const present = existsSync(images) && existsSync(payloads);

describe.skipIf(!present)('PDF417 reader on ../shared/testdata/licence-images', () => {
  const rendered = present ? readdirSync(new URL('rendered/', images)).sort() : [];

  it('has the 26 renders and 6 tilted, blurred ones', () => {
    expect(rendered.filter((f) => f.endsWith('.png'))).toHaveLength(26);
    expect(rendered.filter((f) => f.includes('-rot4-blur'))).toHaveLength(6);
  });

  it.each(rendered)('rendered/%s decodes to its payload file byte for byte', async (file) => {
    const name = file.replace(/^rendered-/, '').replace(/(-rot4-blur)?\.(png|jpg)$/, '');
    const expected = readFileSync(new URL(`${name}.txt`, payloads));
    const bytes = await readOne(readFileSync(new URL(`rendered/${file}`, images)));
    expect(bytes?.equals(expected)).toBe(true);
    expect(parseLicence(decodeLicenceBytes(new Uint8Array(bytes ?? [])))).toBeDefined();
  });

  it('reads the real card photo (California DMV card back) to its payload and fields', async () => {
    const bytes = await readOne(readFileSync(new URL('ca-dmv-reverse-side-sample.jpg', images)));
    const expected = readFileSync(new URL('peculiarventures-ca-dmv-image-v04.txt', payloads));
    expect(bytes?.equals(expected)).toBe(true);
    expect(parseLicence(decodeLicenceBytes(new Uint8Array(bytes ?? [])))).toMatchObject({
      dob: '10/31/1977',
      province: 'CA',
      country: 'US',
    });
  });

  const samples = present
    ? readdirSync(images).filter((f) => f.startsWith('zxing-cpp-') && f.endsWith('.png'))
    : [];
  it.each(samples)('%s (generic PDF417) decodes to its expected text, and is not a licence', async (file) => {
    const bytes = await readOne(readFileSync(new URL(file, images)));
    expect(bytes?.equals(readFileSync(new URL(file.replace('.png', '.expected.txt'), images)))).toBe(true);
    expect(parseLicence(decodeLicenceBytes(new Uint8Array(bytes ?? [])))).toBeUndefined();
  });
});

if (!present) {
  describe('PDF417 reader on ../shared/testdata/licence-images', () => {
    it.skip('skipped: ../shared/testdata/licence-images or licence-payloads is missing beside the repository', () => {});
  });
}
