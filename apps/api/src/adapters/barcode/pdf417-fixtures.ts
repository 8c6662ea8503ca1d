// PDF417 images made on the spot for tests and the benchmark: zxing-wasm's writer (its .wasm from node_modules),
// then sharp to tilt, blur, scale and frame them like a camera would.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { prepareZXingModule, writeBarcode } from 'zxing-wasm/writer';

const require = createRequire(import.meta.url);
let ready: Promise<unknown> | undefined;

function prepareWriter() {
  ready ??= readFile(require.resolve('zxing-wasm/writer/zxing_writer.wasm')).then((wasm) =>
    prepareZXingModule({
      overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
      fireImmediately: true,
    }),
  );
  return ready;
}

/** A PNG of the payload as PDF417 (error correction level 5, like the testdata renders), `scale` pixels a module. */
export async function renderPdf417(payload: string | Uint8Array, scale = 3): Promise<Buffer> {
  await prepareWriter();
  const bytes = typeof payload === 'string' ? new Uint8Array(Buffer.from(payload, 'latin1')) : payload;
  const written = await writeBarcode(bytes, { format: 'PDF417', scale, options: 'ecLevel=5' });
  if (!written.image) throw new Error(`PDF417 not written: ${written.error}`);
  return Buffer.from(await written.image.arrayBuffer());
}

export interface FrameOptions {
  /** Tilt in degrees, clockwise on screen. */
  angle?: number;
  /** Gaussian blur sigma (0: none). */
  blur?: number;
  /** Width of the symbol in the frame, in pixels. */
  symbolWidth?: number;
  frameWidth?: number;
  frameHeight?: number;
  format?: 'jpeg' | 'png';
}

/** The symbol as a camera frame (1280×720 by default): scaled, tilted, on a grey table, blurred, JPEG. */
export async function cameraFrame(symbol: Buffer, options: FrameOptions = {}): Promise<Buffer> {
  const { angle = 0, blur = 0, symbolWidth = 900, frameWidth = 1280, frameHeight = 720 } = options;
  // One resize per sharp pipeline, applied after the rotation: scale, then tilt, then fit the frame.
  const scaled = await sharp(symbol).resize({ width: symbolWidth }).toBuffer();
  const rotated = await sharp(scaled).rotate(angle, { background: '#ffffff' }).toBuffer();
  const tilted = await sharp(rotated)
    .resize({ width: frameWidth - 40, height: frameHeight - 40, fit: 'inside', withoutEnlargement: true })
    .toBuffer();
  let frame = sharp({
    create: { width: frameWidth, height: frameHeight, channels: 3, background: '#c8c8c8' },
  }).composite([{ input: tilted, gravity: 'center' }]);
  // sharp applies composite last: blur the flattened frame in a second pass.
  if (blur > 0) frame = sharp(await frame.png().toBuffer()).blur(blur);
  return options.format === 'png' ? frame.png().toBuffer() : frame.jpeg({ quality: 85 }).toBuffer();
}
