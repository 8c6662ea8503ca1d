import { readFileSync } from 'node:fs';
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
const text = readFileSync('/work/shared/testdata/licence-payloads/digitalbazaar-on-v03.txt').toString(
  'latin1',
);
const w = await writeBarcode(new Uint8Array(Buffer.from(text, 'latin1')), {
  format: 'PDF417',
  scale: 2,
  options: 'ecLevel=5',
});
const png = Buffer.from(await w.image.arrayBuffer());
for (const angle of [3, -3, -5, -8, -10, 175, 92]) {
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
  const res = await readBarcodes(await rgba(sharp(frame)), opts);
  console.log(
    angle,
    res.length,
    res.map((r) => `${r.isValid} rot=${r.rotation} ${JSON.stringify(r.position)}`),
  );
}
