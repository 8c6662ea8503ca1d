import { describe, expect, it } from 'vitest';
import { type BarcodeQuad, skewAngles } from './deskew.ts';

/** The corners of a w×h rectangle centred at (500, 300), rotated by `degrees` (clockwise on screen). */
function rotated(degrees: number, w = 400, h = 150): BarcodeQuad {
  const r = (degrees * Math.PI) / 180;
  const at = (x: number, y: number) => ({
    x: 500 + x * Math.cos(r) - y * Math.sin(r),
    y: 300 + x * Math.sin(r) + y * Math.cos(r),
  });
  return {
    topLeft: at(-w / 2, -h / 2),
    topRight: at(w / 2, -h / 2),
    bottomRight: at(w / 2, h / 2),
    bottomLeft: at(-w / 2, h / 2),
  };
}

describe('skewAngles', () => {
  it('finds the tilt of a located symbol in either direction', () => {
    for (const degrees of [-10, -6, -3.5, 3.5, 6, 10]) {
      expect(skewAngles(rotated(degrees))[0]).toBeCloseTo(degrees, 1);
    }
  });

  it('folds upside-down and sideways symbols to their small tilt', () => {
    expect(skewAngles(rotated(184))[0]).toBeCloseTo(4, 1);
    expect(skewAngles(rotated(87))[0]).toBeCloseTo(-3, 1);
  });

  it('has nothing to straighten when the symbol is level', () => {
    expect(skewAngles(rotated(0))).toEqual([]);
    expect(skewAngles(rotated(0.3))).toEqual([]);
  });

  it('trusts the tilted edges when a failed read reports one edge straight', () => {
    // zxing's report for a symbol tilted by -5°: top edge level, the others tilted.
    const quad = {
      topLeft: { x: 395, y: 290 },
      topRight: { x: 874, y: 290 },
      bottomRight: { x: 886, y: 428 },
      bottomLeft: { x: 410, y: 466 },
    };
    const [first] = skewAngles(quad);
    expect(first).toBeCloseTo(-5, 0);
  });
});
