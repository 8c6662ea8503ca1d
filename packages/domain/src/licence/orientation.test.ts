import { describe, expect, it } from 'vitest';
import { type GreyImage, symbolAngles } from './orientation.ts';

/** A small seeded generator (mulberry32), so that every image here is the same on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Samples a pixel side: a camera pixel integrates the light over its area, so a tilted edge comes out grey. */
const SAMPLES = 5;

/** A lens's softness: each pixel averaged with its neighbours, weights 1-2-1 both ways. */
function soften(data: Float32Array, width: number, height: number): Float32Array {
  const out = new Float32Array(data.length);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      let sum = 0;
      for (let j = -1; j <= 1; j++)
        for (let i = -1; i <= 1; i++)
          sum += (data[(y + j) * width + x + i] ?? 0) * (2 - Math.abs(i)) * (2 - Math.abs(j));
      out[y * width + x] = sum / 16;
    }
  }
  return out;
}

/**
 * A 480×360 grey frame: a noisy table, a white card turned `degrees` clockwise, and on it a block of black
 * modules (2.5 px, rows 3 modules high, like a PDF417's), sampled 5×5 times a pixel (a sensor's
 * pixel sums the light over its area) and softened as by a lens.
 */
function photo(degrees: number, seed = 7): GreyImage {
  const random = seeded(seed);
  const [width, height] = [480, 360];
  const modules = Array.from({ length: 20 * 90 }, () => random() < 0.5);
  const radians = (degrees * Math.PI) / 180;
  const [cos, sin] = [Math.cos(radians), Math.sin(radians)];
  const light = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          // The sample in the card's own coordinates (turned back by the tilt), from the frame's centre.
          const dx = x + (sx + 0.5) / SAMPLES - width / 2;
          const dy = y + (sy + 0.5) / SAMPLES - height / 2;
          const u = dx * cos + dy * sin;
          const v = -dx * sin + dy * cos;
          if (Math.abs(u) > 130 || Math.abs(v) > 85) sum += 90;
          else if (Math.abs(u) > 112 || Math.abs(v) > 45) sum += 235;
          else {
            const column = Math.floor((u + 112) / 2.5);
            const row = Math.floor((v + 45) / 7.5);
            sum += modules[row * 90 + column] ? 20 : 235;
          }
        }
      }
      light[y * width + x] = sum / SAMPLES ** 2;
    }
  }
  const data = Uint8Array.from(soften(light, width, height), (v) => v + (random() - 0.5) * 24);
  return { data, width, height };
}

/** How far apart two tilts are, as orientations on a quarter turn (45° and -45° are the same). */
function apart(a: number, b: number): number {
  const d = (((a - b) % 90) + 90) % 90;
  return Math.min(d, 90 - d);
}

describe('symbolAngles', () => {
  it.each([0, 3, 6, 15, 25, 37.5, 45, 90, 135, 180, 200, 270, 333])(
    'finds a symbol turned %s° to within a degree (zxing reads up to about 3°), on a quarter turn',
    (degrees) => {
      const [best] = symbolAngles(photo(degrees));
      expect(best).toBeDefined();
      expect(apart(best ?? 99, degrees)).toBeLessThan(1);
      expect(best ?? 99).toBeGreaterThan(-45);
      expect(best ?? 99).toBeLessThanOrEqual(45);
    },
  );

  it('gives the counter-rotation: a clockwise tilt is positive', () => {
    expect(symbolAngles(photo(10))[0]).toBeCloseTo(10, 0);
    expect(symbolAngles(photo(-10))[0]).toBeCloseTo(-10, 0);
  });

  it('offers a second candidate at least 6° from the first, and at most the count asked', () => {
    const angles = symbolAngles(photo(20), 3);
    expect(angles.length).toBeLessThanOrEqual(3);
    for (const other of angles.slice(1)) expect(apart(other, angles[0] ?? 0)).toBeGreaterThanOrEqual(6);
    expect(symbolAngles(photo(20), 1)).toHaveLength(1);
  });

  it('names no angle where no edge has a direction: noise, or a flat grey frame', () => {
    const random = seeded(3);
    const noise = Uint8Array.from({ length: 480 * 360 }, () => Math.floor(random() * 256));
    expect(symbolAngles({ data: noise, width: 480, height: 360 })).toEqual([]);
    expect(symbolAngles({ data: new Uint8Array(480 * 360).fill(128), width: 480, height: 360 })).toEqual([]);
  });
});
