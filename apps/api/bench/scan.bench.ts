// Server-side licence decoding per 1280×720 frame (JPEG → pixels → zxing-wasm PDF417, straightening included):
// median and p95 for clean and tilted frames, the share of tilted frames (0–10°, both ways) read with and without
// straightening, and the time to give up on a frame without a barcode; ratios against the clean frame's median.
// Then licence photos (issue 15 item 14): cards on a table at 720p, 1080p and portrait 1080×1920, every tilt of
// the test set plus BENCH_SCAN_PHOTO_ANGLES random ones over the whole circle, fine modules, blur, noise, JPEG:
// the share read with every field right, the share zxing reads alone, and wall and CPU time per scan.
import { existsSync, readFileSync } from 'node:fs';
import { buildAamvaPayload, decodeLicenceBytes, parseLicence } from '@vp/domain';
import sharp from 'sharp';
import { createZxingBarcodeReader } from '../src/adapters/barcode/barcode-reader.ts';
import { loadPixels } from '../src/adapters/barcode/image-pixels.ts';
import {
  FRAME_SIZES,
  licencePayloads,
  licencePhoto,
  type PhotoSpec,
  photoSpecs,
} from '../src/adapters/barcode/licence-photo-fixtures.ts';
import { cameraFrame, renderPdf417 } from '../src/adapters/barcode/pdf417-fixtures.ts';
import { readPdf417 } from '../src/adapters/barcode/zxing-module.ts';

const RUNS = Number(process.env.BENCH_SCAN_RUNS ?? 30);
const PHOTO_SEED = Number(process.env.BENCH_SCAN_PHOTO_SEED ?? 15_014);
const PHOTO_ANGLES = Number(process.env.BENCH_SCAN_PHOTO_ANGLES ?? 10);

const payload = buildAamvaPayload({
  iin: '636012',
  version: 10,
  elements: [
    ['DCA', 'G'],
    ['DCB', 'NONE'],
    ['DCD', 'NONE'],
    ['DBA', '20300415'],
    ['DCS', 'TREMBLAY'],
    ['DAC', 'OLIVIA'],
    ['DAD', 'NONE'],
    ['DBD', '20250415'],
    ['DBB', '19800415'],
    ['DBC', '2'],
    ['DAY', 'BRO'],
    ['DAU', '165 cm'],
    ['DAG', '1 KING ST W'],
    ['DAI', 'TORONTO'],
    ['DAJ', 'ON'],
    ['DAK', 'M5H 1A1    '],
    ['DAQ', 'T1234-56789-00415'],
    ['DCF', 'ONT123456789'],
    ['DCG', 'CAN'],
    ['DDE', 'N'],
    ['DDF', 'N'],
    ['DDG', 'N'],
  ],
});

const reader = createZxingBarcodeReader();

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

interface Timing {
  median: number;
  p95: number;
  read: number;
  total: number;
}

/** Decodes each frame `runs` times (round robin) and times every call. */
async function time(frames: Buffer[], runs: number): Promise<Timing> {
  const times: number[] = [];
  let read = 0;
  for (let i = 0; i < runs; i++) {
    const frame = frames[i % frames.length] ?? Buffer.alloc(0);
    const start = performance.now();
    const payloads = await reader.readPdf417(new Uint8Array(frame));
    times.push(performance.now() - start);
    if (payloads.length > 0) read += 1;
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95), read, total: runs };
}

function row(name: string, t: Timing, baseline: number) {
  process.stdout.write(
    `  ${name.padEnd(50)} median ${t.median.toFixed(1).padStart(6)} ms  p95 ${t.p95.toFixed(1).padStart(6)} ms  ` +
      `read ${String(t.read).padStart(3)}/${t.total}  (${(t.median / baseline).toFixed(2)}× baseline)\n`,
  );
}

const symbol = await renderPdf417(payload);
const clean = await cameraFrame(symbol, { blur: 0.6 });
const tiltAngles: number[] = [];
for (let a = 0; a <= 10; a += 0.5) tiltAngles.push(a, -a);
const tilted = await Promise.all(tiltAngles.map((angle) => cameraFrame(symbol, { angle, blur: 0.8 })));
const steep = await Promise.all(
  [3, 5, 7, 9, -4, -6, -8, -10].map((angle) => cameraFrame(symbol, { angle, blur: 0.8 })),
);
// A frame of noise: the worst case, every retry runs before giving up.
const blank = await sharp({
  create: {
    width: 1280,
    height: 720,
    channels: 3,
    background: '#808080',
    noise: { type: 'gaussian', mean: 128, sigma: 40 },
  },
})
  .jpeg({ quality: 85 })
  .toBuffer();

await reader.warmUp();
await time([clean], 5);

const baseline = await time([clean], RUNS);
process.stdout.write(`Server decode per 1280×720 JPEG frame (${RUNS} runs each; Node ${process.version}):\n`);
row('clean frame (baseline)', baseline, baseline.median);
row('tilted 3–10° (straightened after a failed read)', await time(steep, RUNS), baseline.median);
row(
  `tilted 0–10° both ways (${tilted.length} frames, each once)`,
  await time(tilted, tilted.length),
  baseline.median,
);
row('frame without a barcode (gives up)', await time([blank], Math.min(RUNS, 10)), baseline.median);

const photo = new URL(
  '../../../../shared/testdata/licence-images/ca-dmv-reverse-side-sample.jpg',
  import.meta.url,
);
if (existsSync(photo)) {
  row('real card-back photo 1350×1072 (testdata)', await time([readFileSync(photo)], RUNS), baseline.median);
} else {
  process.stdout.write('  real card-back photo: skipped, ../shared/testdata is missing\n');
}

// Share read by zxing alone (one pass, as the browser's first try) against the adapter's straightening.
let alone = 0;
for (const frame of tilted) {
  const results = await readPdf417(await loadPixels(new Uint8Array(frame)));
  if (results.some((r) => r.isValid)) alone += 1;
}
let straightened = 0;
for (const frame of tilted)
  if ((await reader.readPdf417(new Uint8Array(frame))).length > 0) straightened += 1;
const share = (n: number) => `${n}/${tilted.length} (${((100 * n) / tilted.length).toFixed(0)}%)`;
process.stdout.write(
  `  tilted frames 0–10° read: zxing alone ${share(alone)}, with straightening ${share(straightened)}\n`,
);

interface PhotoOutcome {
  spec: PhotoSpec;
  right: boolean;
  wrong: boolean;
  alone: boolean;
  wall: number;
  cpu: number;
}

/** One licence photo: read by the adapter (timed, wall and CPU of this process's threads) and by zxing alone. */
async function scanPhoto(spec: PhotoSpec, payload: Uint8Array): Promise<PhotoOutcome> {
  const photo = new Uint8Array(await licencePhoto(payload, spec));
  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  const [first] = await reader.readPdf417(photo);
  const wall = performance.now() - start;
  const cpuUsed = process.cpuUsage(cpuBefore);
  const expected = parseLicence(decodeLicenceBytes(payload));
  const fields = first ? parseLicence(decodeLicenceBytes(first)) : undefined;
  const right = Boolean(first && Buffer.from(first).equals(Buffer.from(payload)));
  const results = await readPdf417(await loadPixels(photo));
  return {
    spec,
    right,
    wrong: Boolean(first) && JSON.stringify(fields) !== JSON.stringify(expected),
    alone: results.some((r) => r.isValid && Buffer.from(r.bytes).equals(Buffer.from(payload))),
    wall,
    cpu: (cpuUsed.user + cpuUsed.system) / 1000,
  };
}

function photoRow(name: string, outcomes: PhotoOutcome[]) {
  const n = outcomes.length;
  const count = (f: (o: PhotoOutcome) => boolean) => outcomes.filter(f).length;
  const pct = (k: number) => `${k}/${n} (${((100 * k) / n).toFixed(1)}%)`;
  const walls = outcomes.map((o) => o.wall).sort((a, b) => a - b);
  const cpus = outcomes.map((o) => o.cpu).sort((a, b) => a - b);
  process.stdout.write(
    `  ${name.padEnd(22)} read ${pct(count((o) => o.right)).padEnd(15)} wrong fields ${count((o) => o.wrong)}  ` +
      `zxing alone ${pct(count((o) => o.alone)).padEnd(15)} wall median ${percentile(walls, 50).toFixed(0)} ms ` +
      `p95 ${percentile(walls, 95).toFixed(0)} ms · CPU median ${percentile(cpus, 50).toFixed(0)} ms ` +
      `p95 ${percentile(cpus, 95).toFixed(0)} ms\n`,
  );
}

const licences = licencePayloads();
const specs = photoSpecs(PHOTO_SEED, PHOTO_ANGLES);
const outcomes: PhotoOutcome[] = [];
for (const [i, spec] of specs.entries()) {
  const payload = licences[(i * 7) % licences.length]?.bytes ?? new Uint8Array();
  outcomes.push(await scanPhoto(spec, payload));
}
process.stdout.write(
  `Licence photos (seed ${PHOTO_SEED}; ${licences.length} payloads; ${specs.length / FRAME_SIZES.length} tilts ` +
    'a frame size; modules 3.4–4 px where the card fits):\n',
);
for (const size of FRAME_SIZES) {
  photoRow(
    `${size.frameWidth}×${size.frameHeight}`,
    outcomes.filter((o) => o.spec.frameWidth === size.frameWidth && o.spec.frameHeight === size.frameHeight),
  );
}
const residual = (o: PhotoOutcome) => Math.abs(o.spec.angle - 90 * Math.round(o.spec.angle / 90));
photoRow(
  'within 3° of a quarter',
  outcomes.filter((o) => residual(o) <= 3),
);
photoRow(
  'tilted more than 3°',
  outcomes.filter((o) => residual(o) > 3),
);
photoRow('all', outcomes);
for (const o of outcomes.filter((x) => !x.right)) {
  process.stdout.write(`    missed: ${o.spec.frameWidth}×${o.spec.frameHeight} at ${o.spec.angle}°\n`);
}

// The worst ordinary case: a real-looking card with nothing printed where the barcode goes; every retry runs.
const bare = await Promise.all(
  FRAME_SIZES.map(async (size) => {
    const spec = { ...size, angle: 17, module: 3.7, blur: 0.6, noise: 4, quality: 85, seed: 7 };
    return licencePhoto(licences[0]?.bytes ?? new Uint8Array(), spec, { symbol: false });
  }),
);
const bareCpu: number[] = [];
const bareTiming = await time(bare, Math.min(RUNS, 9));
for (const photo of bare) {
  const cpuBefore = process.cpuUsage();
  await reader.readPdf417(new Uint8Array(photo));
  const used = process.cpuUsage(cpuBefore);
  bareCpu.push((used.user + used.system) / 1000);
}
row('card photo without a barcode (gives up)', bareTiming, baseline.median);
process.stdout.write(
  `    CPU per give-up: ${FRAME_SIZES.map((s, i) => `${s.frameWidth}×${s.frameHeight} ${bareCpu[i]?.toFixed(0)} ms`).join(', ')}\n`,
);
