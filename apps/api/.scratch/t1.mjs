import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const require = createRequire(import.meta.url);
const wasmPath = require.resolve('zxing-wasm/reader/zxing_reader.wasm');
console.log(wasmPath);
const bin = readFileSync(wasmPath);
await prepareZXingModule({
  overrides: { wasmBinary: bin.buffer.slice(bin.byteOffset, bin.byteOffset + bin.byteLength) },
  fireImmediately: true,
});
const dir = '/work/shared/testdata/licence-images/';
const files = [
  ...readdirSync(dir)
    .filter((f) => /\.(png|jpg)$/.test(f))
    .map((f) => dir + f),
  ...readdirSync(dir + 'rendered').map((f) => dir + 'rendered/' + f),
];
for (const f of files) {
  const t0 = performance.now();
  const { data, info } = await sharp(readFileSync(f))
    .rotate()
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const img = {
    data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength),
    width: info.width,
    height: info.height,
  };
  const res = await readBarcodes(img, {
    formats: ['PDF417'],
    tryHarder: true,
    textMode: 'Plain',
    returnErrors: true,
    maxNumberOfSymbols: 1,
  });
  const t1 = performance.now();
  const r = res[0];
  console.log(
    f.split('/').pop(),
    info.width + 'x' + info.height,
    (t1 - t0).toFixed(0) + 'ms',
    r
      ? `${r.isValid} ${r.error} bytes=${r.bytes.length} pos=${JSON.stringify(r.position)} rot=${r.rotation}`
      : 'none',
  );
}
