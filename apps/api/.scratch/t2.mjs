import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { prepareZXingModule, readBarcodes, writeBarcode } from 'zxing-wasm/full';

const require = createRequire(import.meta.url);
const bin = readFileSync(require.resolve('zxing-wasm/full/zxing_full.wasm'));
await prepareZXingModule({
  overrides: { wasmBinary: bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength) },
  fireImmediately: true,
});
const opts = {
  formats: ['PDF417'],
  tryHarder: true,
  textMode: 'Plain',
  returnErrors: true,
  maxNumberOfSymbols: 1,
};
async function rgba(s) {
  const { data, info } = await s.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
}
async function decode(buf) {
  const t0 = performance.now();
  const img = await rgba(sharp(buf).rotate());
  let r = (await readBarcodes(img, opts))[0];
  let how = 'direct';
  if (r && !r.isValid && r.position) {
    const p = r.position;
    const a = (Math.atan2(p.topRight.y - p.topLeft.y, p.topRight.x - p.topLeft.x) * 180) / Math.PI;
    const raw = sharp(Buffer.from(img.data.buffer, img.data.byteOffset, img.data.byteLength), {
      raw: { width: img.width, height: img.height, channels: 4 },
    }).rotate(-a, { background: '#ffffff' });
    const img2 = await rgba(raw);
    r = (await readBarcodes(img2, opts))[0];
    how = `deskew ${a.toFixed(2)}`;
  }
  return { ok: !!r?.isValid, how, ms: performance.now() - t0, len: r?.bytes?.length, err: r?.error };
}
const dir = '/work/shared/testdata/licence-images/rendered/';
for (const f of readdirSync(dir).filter((f) => f.includes('rot4')))
  console.log(f, await decode(readFileSync(dir + f)));
const text = readFileSync('/work/shared/testdata/licence-payloads/digitalbazaar-on-v03.txt').toString(
  'latin1',
);
const w = await writeBarcode(new Uint8Array(Buffer.from(text, 'latin1')), {
  format: 'PDF417',
  scale: 2,
  options: 'ecLevel=5',
});
console.log('write', w.error, w.image?.size);
const png = Buffer.from(await w.image.arrayBuffer());
const meta = await sharp(png).metadata();
console.log(meta.width, meta.height);
for (const angle of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, -5, -10]) {
  const rotated = await sharp(png).rotate(angle, { background: '#fff' }).png().toBuffer();
  const rm = await sharp(rotated).metadata();
  const frame = await sharp({ create: { width: 1280, height: 720, channels: 3, background: '#c8c8c8' } })
    .composite([
      {
        input: await sharp(rotated)
          .resize({ width: Math.min(1100, rm.width) })
          .toBuffer(),
        gravity: 'center',
      },
    ])
    .blur(0.8)
    .jpeg({ quality: 85 })
    .toBuffer();
  console.log(angle, await decode(frame));
}
