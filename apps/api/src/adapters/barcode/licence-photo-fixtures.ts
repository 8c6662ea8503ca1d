// Licence photos made at run time for tests and the scan benchmark (issue 15 item 14): a PDF417 printed on the back
// of a card, the card laid on a textured table at any angle, seen by a phone at 720p, 1080p or portrait 1080×1920,
// with uneven light, sensor noise, a little blur and JPEG compression. Everything follows one seed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { buildAamvaPayload, buildMagstripePayload } from '@vp/domain';
import sharp from 'sharp';
import { renderPdf417 } from './pdf417-fixtures.ts';

export interface LicencePayload {
  name: string;
  bytes: Uint8Array;
}

/** The real payloads beside the repository (never copied into it), when that folder is there. */
export const TESTDATA_PAYLOADS = new URL(
  '../../../../../../shared/testdata/licence-payloads/',
  import.meta.url,
);

/** Licences written with the domain's builders: Ontario v09, Alberta v10, New Brunswick v02, British Columbia. */
function builtPayloads(): LicencePayload[] {
  const latin1 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
  const aamva = (name: string, iin: string, version: number, elements: Array<[string, string]>) => ({
    name,
    bytes: latin1(buildAamvaPayload({ iin, version, elements })),
  });
  return [
    aamva('built-on-v09', '636012', 9, [
      ['DCA', 'G'],
      ['DCS', 'BÉLANGER,'],
      ['DAC', 'MARC'],
      ['DBB', '19790312'],
      ['DAG', '25 YONGE ST,'],
      ['DAI', 'TORONTO'],
      ['DAJ', 'ON'],
      ['DAK', 'M5E 1E5    '],
      ['DAQ', 'B1234-56789-90312'],
      ['DCG', 'CAN'],
    ]),
    aamva('built-ab-v10', '604432', 10, [
      ['DCS', 'NAKAMURA'],
      ['DAC', 'AIKO'],
      ['DAD', 'JUNE'],
      ['DBB', '19920115'],
      ['DAG', '4410 17 AVE SW'],
      ['DAI', 'CALGARY'],
      ['DAJ', 'AB'],
      ['DAK', 'T3E 0B4'],
      ['DAQ', '123456-789'],
      ['DCG', 'CAN'],
    ]),
    aamva('built-nb-v02', '636017', 2, [
      ['DCT', 'ÉMILIE ROSE'],
      ['DCS', 'LEBLANC'],
      ['DBB', '08211985'],
      ['DAG', '12 RUE PRINCIPALE'],
      ['DAI', 'CARAQUET'],
      ['DAJ', 'NB'],
      ['DAK', 'E1W 1B7'],
      ['DAQ', '7654321'],
    ]),
    {
      name: 'built-bc-magstripe',
      bytes: latin1(
        buildMagstripePayload({
          region: 'BC',
          city: 'KAMLOOPS',
          lastName: 'SINGH',
          givenNames: 'HARPREET KAUR',
          street: '880 MCGILL RD',
          postal: 'V2C 0C8',
          iin: '636028',
          licenceNumber: '7654321',
          expiry: '2911',
          dob: '19741103',
        }),
      ),
    },
  ];
}

/** The testdata's payloads when the folder is beside the repository, else licences built here; always the built. */
export function licencePayloads(): LicencePayload[] {
  const real = existsSync(TESTDATA_PAYLOADS)
    ? readdirSync(TESTDATA_PAYLOADS)
        .filter((file) => file.endsWith('.txt'))
        .sort()
        .map((file) => ({
          name: file.replace(/\.txt$/, ''),
          bytes: new Uint8Array(readFileSync(new URL(file, TESTDATA_PAYLOADS))),
        }))
    : [];
  return [...real, ...builtPayloads()];
}

export interface PhotoSpec {
  frameWidth: number;
  frameHeight: number;
  /** Pixels per PDF417 module in the photo; lowered when the tilted card would not fit the frame. */
  module: number;
  /** The card's tilt in degrees, clockwise on screen, over the whole circle. */
  angle: number;
  /** Gaussian blur sigma of the lens (0: none). */
  blur: number;
  /** Standard deviation of the sensor noise, in grey levels. */
  noise: number;
  quality: number;
  seed: number;
}

export const FRAME_SIZES = [
  { frameWidth: 1280, frameHeight: 720 },
  { frameWidth: 1920, frameHeight: 1080 },
  { frameWidth: 1080, frameHeight: 1920 },
] as const;

export const PHOTO_ANGLES = [0, 6, 15, 25, 45, 90, 135, 180, 270] as const;

/** mulberry32: a small seeded generator, so that a failing photo can be made again from its spec. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Every frame size × every angle, with blur, noise, JPEG quality and a module of 3.4–4 px drawn from the seed;
 * `extraAngles` adds angles drawn at random over the whole circle.
 */
export function photoSpecs(seed: number, extraAngles = 0): PhotoSpec[] {
  const random = seededRandom(seed);
  const angles: number[] = [...PHOTO_ANGLES];
  for (let i = 0; i < extraAngles; i++) angles.push(Math.round(random() * 3600) / 10);
  const specs: PhotoSpec[] = [];
  for (const size of FRAME_SIZES) {
    for (const angle of angles) {
      specs.push({
        ...size,
        angle,
        module: 3.4 + random() * 0.6,
        blur: 0.4 + random() * 0.6,
        noise: 2 + random() * 5,
        quality: Math.round(70 + random() * 20),
        seed: Math.floor(random() * 2 ** 31),
      });
    }
  }
  return specs;
}

interface Size {
  width: number;
  height: number;
}

/** The back of an ID-1 card (85.6 × 54 mm) around the symbol: printed lines of text above it, rounded corners. */
function cardSvg(card: Size, symbol: Size & { left: number; top: number }, random: () => number): Buffer {
  const lines: string[] = [];
  const lineHeight = Math.max(6, Math.round(card.height * 0.035));
  for (
    let y = Math.round(card.height * 0.07);
    y + lineHeight < symbol.top - lineHeight;
    y += lineHeight * 2
  ) {
    const width = Math.round(card.width * (0.25 + random() * 0.55));
    lines.push(
      `<rect x="${symbol.left}" y="${y}" width="${width}" height="${lineHeight}" fill="#4a4f5a" opacity="0.8"/>`,
    );
  }
  const tint = Math.round(random() * 12);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${card.width}" height="${card.height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="rgb(${244 - tint},${242 - tint},${236 - tint})"/>
        <stop offset="1" stop-color="rgb(${226 - tint},${230 - tint},${236 - tint})"/>
      </linearGradient></defs>
      <rect width="${card.width}" height="${card.height}" rx="${Math.round(card.width * 0.04)}" fill="url(#g)"/>
      ${lines.join('')}
    </svg>`,
  );
}

/** A standard normal draw (Box–Muller) from the seeded generator. */
function gaussian(random: () => number): number {
  return Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
}

/** A wooden, stone or dark table: coloured noise drawn at an eighth of the size and scaled up into a texture. */
async function table(frame: Size, random: () => number): Promise<Buffer> {
  const base = [
    [120, 92, 64],
    [88, 90, 96],
    [150, 140, 120],
    [40, 44, 52],
  ][Math.floor(random() * 4)] ?? [120, 92, 64];
  const small = { width: Math.ceil(frame.width / 8), height: Math.ceil(frame.height / 8) };
  const texture = Buffer.alloc(small.width * small.height * 3);
  for (let i = 0; i < texture.length; i += 3) {
    const shade = 22 * gaussian(random);
    for (let c = 0; c < 3; c++) texture[i + c] = Math.max(0, Math.min(255, (base[c] ?? 0) + shade));
  }
  return sharp(texture, { raw: { ...small, channels: 3 } })
    .resize({ ...frame, fit: 'fill', kernel: 'cubic' })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** Light falling from one side: a radial gradient drawn at an eighth of the size (it is smooth) and scaled up. */
function light(frame: Size, random: () => number): Promise<Buffer> {
  const x = random().toFixed(2);
  const y = random().toFixed(2);
  const small = { width: Math.ceil(frame.width / 8), height: Math.ceil(frame.height / 8) };
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${frame.width}" height="${frame.height}">
      <defs><radialGradient id="l" cx="${x}" cy="${y}" r="1">
        <stop offset="0" stop-color="#fff" stop-opacity="0.18"/>
        <stop offset="1" stop-color="#000" stop-opacity="0.28"/>
      </radialGradient></defs>
      <rect width="${small.width}" height="${small.height}" fill="url(#l)"/>
    </svg>`,
  );
  return sharp(svg)
    .resize({ ...frame, fit: 'fill' })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** Adds the sensor's Gaussian noise to raw RGB pixels in place, from a seeded tile of draws (cheap per pixel). */
function addNoise(pixels: Buffer, sigma: number, random: () => number) {
  const tile = new Float32Array(65_521);
  for (let i = 0; i < tile.length; i++) tile[i] = sigma * gaussian(random);
  let at = Math.floor(random() * tile.length);
  for (let i = 0; i < pixels.length; i++) {
    pixels[i] = Math.max(0, Math.min(255, (pixels[i] ?? 0) + (tile[at] ?? 0)));
    at = at + 1 === tile.length ? 0 : at + 1;
  }
}

/**
 * The photo of the payload's card as the spec says: a JPEG the size of the frame. With `symbol: false` the card is
 * the same but bare (no barcode printed), for the time a scan takes to give up on a real-looking photo.
 */
export async function licencePhoto(
  payload: string | Uint8Array,
  spec: PhotoSpec,
  { symbol: withSymbol = true } = {},
): Promise<Buffer> {
  const random = seededRandom(spec.seed);
  const frame = { width: spec.frameWidth, height: spec.frameHeight };
  const bare = await renderPdf417(payload, 1);
  const modules = await sharp(bare).metadata();
  // The card is 85.6 × 54 mm and the symbol spans 86% of its width, as on Canadian and US licences.
  const cardPerModule = { width: modules.width / 0.86, height: modules.width / 0.86 / 1.585 };
  cardPerModule.height = Math.max(cardPerModule.height, (modules.height * 1.5) / 0.86);
  const radians = (spec.angle * Math.PI) / 180;
  const [cos, sin] = [Math.abs(Math.cos(radians)), Math.abs(Math.sin(radians))];
  const boundsPerModule = {
    width: cardPerModule.width * cos + cardPerModule.height * sin,
    height: cardPerModule.width * sin + cardPerModule.height * cos,
  };
  const module = Math.min(
    spec.module,
    (frame.width * 0.96) / boundsPerModule.width,
    (frame.height * 0.96) / boundsPerModule.height,
  );
  const symbol = {
    width: Math.round(modules.width * module),
    height: Math.round(modules.height * module),
    left: 0,
    top: 0,
  };
  const card = {
    width: Math.round(cardPerModule.width * module),
    height: Math.round(cardPerModule.height * module),
  };
  symbol.left = Math.round((card.width - symbol.width) / 2);
  symbol.top = Math.round(card.height - symbol.height - card.height * 0.08);
  // Bilinear up-sampling: the module edges land between pixels and come out grey, as through a lens.
  const printed = await sharp(bare)
    .resize({ width: symbol.width, height: symbol.height, kernel: 'linear', fit: 'fill' })
    .toBuffer();
  const cardImage = await sharp(cardSvg(card, symbol, random))
    .composite(withSymbol ? [{ input: printed, left: symbol.left, top: symbol.top }] : [])
    .png({ compressionLevel: 0 })
    .toBuffer();
  const tilted = await sharp(cardImage)
    .rotate(spec.angle, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const placed = await sharp(tilted).metadata();
  const left = Math.round((frame.width - placed.width) * (0.3 + random() * 0.4));
  const top = Math.round((frame.height - placed.height) * (0.3 + random() * 0.4));
  const scene = await sharp(await table(frame, random))
    .composite([
      { input: tilted, left: Math.max(0, left), top: Math.max(0, top) },
      { input: await light(frame, random), left: 0, top: 0 },
    ])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  addNoise(scene.data, spec.noise, random);
  let photo = sharp(scene.data, { raw: { width: frame.width, height: frame.height, channels: 3 } });
  if (spec.blur >= 0.3) photo = photo.blur(spec.blur);
  return photo.jpeg({ quality: spec.quality }).toBuffer();
}
