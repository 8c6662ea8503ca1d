// How far a located but unreadable PDF417 is tilted, so that the frame can be counter-rotated and read again
// (zxing's PDF417 reader fails beyond about 3° of tilt but still reports where the symbol is: ARCHITECTURE §1).

export interface BarcodePoint {
  x: number;
  y: number;
}

export interface BarcodeQuad {
  topLeft: BarcodePoint;
  topRight: BarcodePoint;
  bottomRight: BarcodePoint;
  bottomLeft: BarcodePoint;
}

const DEGREES = 180 / Math.PI;
/** Angles closer than this are the same retry. */
const SAME_ANGLE = 0.5;

/** An edge's direction folded to (-45°, 45°]: how far it is from the nearest horizontal or vertical. */
function residual(from: BarcodePoint, to: BarcodePoint): number {
  const angle = Math.atan2(to.y - from.y, to.x - from.x) * DEGREES;
  const folded = angle - 90 * Math.round(angle / 90);
  return folded === -45 ? 45 : folded;
}

/**
 * The tilt of a located symbol in degrees (positive: clockwise on screen, y pointing down), best guess first.
 * A failed read often reports one edge straight and the others tilted, so the largest tilt of the four edges
 * comes first, then their median; rotating the frame by minus the angle straightens the symbol.
 */
export function skewAngles(quad: BarcodeQuad): number[] {
  const edges = [
    residual(quad.topLeft, quad.topRight),
    residual(quad.bottomLeft, quad.bottomRight),
    residual(quad.topLeft, quad.bottomLeft),
    residual(quad.topRight, quad.bottomRight),
  ].filter((a) => Number.isFinite(a));
  if (edges.length === 0) return [];
  const largest = edges.reduce((a, b) => (Math.abs(b) > Math.abs(a) ? b : a));
  const sorted = [...edges].sort((a, b) => a - b);
  const median = ((sorted[1] ?? 0) + (sorted[2] ?? sorted[1] ?? 0)) / 2;
  const angles: number[] = [];
  for (const angle of [largest, median]) {
    if (Math.abs(angle) < SAME_ANGLE) continue;
    if (angles.every((a) => Math.abs(a - angle) >= SAME_ANGLE)) angles.push(Math.round(angle * 100) / 100);
  }
  return angles;
}
