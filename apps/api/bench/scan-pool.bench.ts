// Event loop delay while five large photos are read at once: zxing on the main thread (the reader before issue 15)
// against the worker pool the server uses, and five 7000×7000 PNGs (refused by the pixel limit before decoding).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import sharp from 'sharp';
import { createBarcodePool } from '../src/adapters/barcode/barcode-pool.ts';
import { type BarcodeReader, createZxingBarcodeReader } from '../src/adapters/barcode/barcode-reader.ts';

async function png(side: number): Promise<Uint8Array> {
  // A grey gradient with noise: libvips and zxing do real work on it (a flat image would be trivial).
  const noise = await sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return new Uint8Array(noise);
}

async function measure(label: string, reader: BarcodeReader, image: Uint8Array) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const started = performance.now();
  const outcomes = await Promise.all(
    Array.from({ length: 5 }, () =>
      reader.readPdf417(image).then(
        () => 'read',
        (e: Error) => e.name,
      ),
    ),
  );
  histogram.disable();
  const rss = Math.round(process.memoryUsage().rss / 2 ** 20);
  console.log(
    `${label.padEnd(44)} wall ${Math.round(performance.now() - started)} ms · loop delay max ${Math.round(histogram.max / 1e6)} ms, p99 ${Math.round(histogram.percentile(99) / 1e6)} ms · rss ${rss} MiB · ${outcomes.join(', ')}`,
  );
}

const near = await png(4800);
const huge = await png(7000);
const pool = createBarcodePool();
await measure('5 × 4800×4800 PNG, main thread (before)', createZxingBarcodeReader(), near);
await measure('5 × 4800×4800 PNG, worker pool (after)', pool, near);
await measure('5 × 7000×7000 PNG, worker pool (after)', pool, huge);
await pool.close();
