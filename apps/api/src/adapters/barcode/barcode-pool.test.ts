// Issue 15 item 7: photos are decoded in worker threads (a pool with a bounded queue), and images past a licence
// photo's size are refused before they are decoded.
import { buildAamvaPayload, decodeLicenceBytes } from '@vp/domain';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createBarcodePool, ReaderBusyError } from './barcode-pool.ts';
import { MAX_INPUT_PIXELS, UnreadableImageError } from './image-pixels.ts';
import { cameraFrame, renderPdf417 } from './pdf417-fixtures.ts';

const payload = buildAamvaPayload({
  iin: '636012',
  version: 10,
  elements: [
    ['DCS', 'WILLIAMSON,'],
    ['DAC', 'PRIYA'],
    ['DBB', '19880512'],
    ['DAQ', 'W4455-66778-80512'],
  ],
});

describe('the barcode pool', () => {
  const pool = createBarcodePool({ threads: 1, maxQueued: 2 });
  afterAll(() => pool.close());

  it('reads a licence photo in a worker thread', async () => {
    const photo = await cameraFrame(await renderPdf417(payload), { angle: 3, blur: 0.5 });
    const [first] = await pool.readPdf417(new Uint8Array(photo));
    expect(decodeLicenceBytes(first ?? new Uint8Array())).toContain('WILLIAMSON');
  }, 60_000);

  it('refuses an image past the pixel limit before decoding it (a 7000×7000 PNG)', async () => {
    expect(7000 * 7000).toBeGreaterThan(MAX_INPUT_PIXELS);
    const big = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    await expect(pool.readPdf417(new Uint8Array(big))).rejects.toBeInstanceOf(UnreadableImageError);
  }, 60_000);

  it('refuses at once past its queue, and still serves the queued ones', async () => {
    const photo = new Uint8Array(await cameraFrame(await renderPdf417(payload), { angle: 0, blur: 0 }));
    const reads = Array.from({ length: 5 }, () =>
      pool.readPdf417(photo).then(
        () => 'read',
        (e: unknown) => e,
      ),
    );
    const outcomes = await Promise.all(reads);
    expect(outcomes.filter((o) => o === 'read').length).toBe(3);
    expect(outcomes.filter((o) => o instanceof ReaderBusyError).length).toBe(2);
  }, 60_000);
});
