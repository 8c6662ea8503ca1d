// Turns a frame by a few degrees so that a tilted PDF417 lies straight again (zxing's PDF417 reader fails past
// about 3°, ARCHITECTURE §1). Grey levels are enough: zxing reads luminance only.
import type { FramePixels } from './decoder-protocol.ts';

const WHITE = 255;

/** Luminance as zxing computes it from RGBA. */
function lumaOf(frame: FramePixels): Uint8Array {
  const { data, width, height } = frame;
  const luma = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < luma.length; i++, p += 4) {
    luma[i] = (306 * (data[p] ?? 0) + 601 * (data[p + 1] ?? 0) + 117 * (data[p + 2] ?? 0) + 512) >> 10;
  }
  return luma;
}

/**
 * The frame turned by `degrees` about its centre (positive: clockwise on screen), on a white canvas large
 * enough to hold all of it, sampled bilinearly, as grey RGBA.
 */
export function rotateFrame(frame: FramePixels, degrees: number): FramePixels {
  const { width: w, height: h } = frame;
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  // Less a hair, so that a quarter turn's 20.000000000000004 stays 20.
  const width = Math.ceil(Math.abs(w * cos) + Math.abs(h * sin) - 1e-9);
  const height = Math.ceil(Math.abs(w * sin) + Math.abs(h * cos) - 1e-9);
  const luma = lumaOf(frame);
  const sample = (x: number, y: number) =>
    x < 0 || y < 0 || x >= w || y >= h ? WHITE : (luma[y * w + x] ?? WHITE);
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    const dy = y + 0.5 - height / 2;
    for (let x = 0; x < width; x++) {
      const dx = x + 0.5 - width / 2;
      // The source point of this pixel: the inverse rotation of its offset from the centre.
      const sx = cos * dx + sin * dy + w / 2 - 0.5;
      const sy = -sin * dx + cos * dy + h / 2 - 0.5;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const fx = sx - x0;
      const fy = sy - y0;
      const top = sample(x0, y0) * (1 - fx) + sample(x0 + 1, y0) * fx;
      const bottom = sample(x0, y0 + 1) * (1 - fx) + sample(x0 + 1, y0 + 1) * fx;
      const value = top * (1 - fy) + bottom * fy;
      const p = (y * width + x) * 4;
      data[p] = value;
      data[p + 1] = value;
      data[p + 2] = value;
      data[p + 3] = 255;
    }
  }
  return { data, width, height };
}
