// Issue 15 item 14: licence photos a person would expect to read. Each frame size (720p, 1080p, portrait
// 1080×1920) at each tilt over the whole circle, with fine modules (3.4–4 px), blur, noise and JPEG from a fixed
// seed; every one must read to its payload byte for byte and parse to the same fields. The payloads are the real
// ones of ../shared/testdata when it is beside the repository, and licences built here in any case.
import { decodeLicenceBytes, parseLicence } from '@vp/domain';
import { describe, expect, it } from 'vitest';
import { createZxingBarcodeReader } from './barcode-reader.ts';
import { loadPixels } from './image-pixels.ts';
import { licencePayloads, licencePhoto, PHOTO_ANGLES, photoSpecs } from './licence-photo-fixtures.ts';
import { readPdf417 } from './zxing-module.ts';

const SEED = 20_261_123;
const reader = createZxingBarcodeReader();
const payloads = licencePayloads();
const frames = photoSpecs(SEED).map((spec, i) => ({
  spec,
  payload: payloads[(i * 7) % payloads.length] ?? { name: 'none', bytes: new Uint8Array() },
}));

describe('licence photos at 720p, 1080p and portrait, tilted over the whole circle', () => {
  it('covers every frame size at every tilt the issue names, with fine modules', () => {
    expect(frames).toHaveLength(3 * PHOTO_ANGLES.length);
    expect(new Set(frames.map(({ spec }) => spec.angle))).toEqual(
      new Set([0, 6, 15, 25, 45, 90, 135, 180, 270]),
    );
    expect(frames.every(({ spec }) => spec.module >= 3.4 && spec.module <= 4)).toBe(true);
  });

  it.each(
    frames.map(
      (frame) => [`${frame.spec.frameWidth}×${frame.spec.frameHeight}`, frame.spec.angle, frame] as const,
    ),
  )('%s at %i° reads to its payload and fields', async (_size, _angle, { spec, payload }) => {
    const photo = await licencePhoto(payload.bytes, spec);
    const [first] = await reader.readPdf417(new Uint8Array(photo));
    expect(Buffer.from(first ?? []).equals(Buffer.from(payload.bytes)), payload.name).toBe(true);
    const fields = parseLicence(decodeLicenceBytes(first ?? new Uint8Array()));
    expect(fields).toBeDefined();
    expect(fields).toEqual(parseLicence(decodeLicenceBytes(payload.bytes)));
  });

  it('needs the angle: zxing alone reads none of the 25° frames', async () => {
    for (const { spec, payload } of frames.filter(({ spec }) => spec.angle === 25)) {
      const results = await readPdf417(
        await loadPixels(new Uint8Array(await licencePhoto(payload.bytes, spec))),
      );
      expect(results.some((r) => r.isValid)).toBe(false);
    }
  });
});
