// Which way a barcode in a photo is turned, from the picture alone (issue 15 item 14): zxing's PDF417 reader fails
// past about 3° of tilt and often cannot even locate a symbol turned 15° or more, so the angle is measured from the
// image's edges. A PDF417's bars and rows, the card's edges and its printed lines all run along two perpendicular
// directions, so the strong edges of the busiest part of the frame vote, folded onto a quarter turn; quarter turns
// themselves (90°, 180°, 270°) are left to zxing's own rotation.

export interface GreyImage {
  /** One byte a pixel, row after row. */
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
}

const DEGREES = 180 / Math.PI;
/** Histogram bins over the quarter turn: 0.5° each. */
const BINS = 180;
/** Cells whose strong edges are counted separately, to find the busiest part of the frame (the symbol). */
const CELL = 16;
/**
 * A gradient weaker than this is texture or noise, not a printed edge (Scharr's kernel, whose weights sum to 16 a
 * side: a step of about 24 grey levels).
 */
const STRONG = 384;
/** Angles closer than this are the same candidate. */
const SEPARATION = 6;
/**
 * A candidate's votes must reach this many times the mean bin: printed edges give a peak 9–13 times the mean,
 * noise or a texture without a direction about 1.1, and then no angle is worth a rotation.
 */
const PEAKEDNESS = 3;

interface StrongEdges {
  /** Pixel index, strength and direction (radians) of each strong edge. */
  index: Int32Array;
  strength: Float32Array;
  direction: Float32Array;
  count: number;
  strongPerCell: Uint32Array;
  columns: number;
}

/**
 * The strong edges of the interior pixels, with each cell's count of them. Scharr's kernel (3, 10, 3) measures a
 * direction within a fraction of a degree where Sobel's (1, 2, 1) leans toward the diagonals by up to 2°.
 */
function strongEdges({ data, width, height }: GreyImage): StrongEdges {
  const columns = Math.ceil(width / CELL);
  const strongPerCell = new Uint32Array(columns * Math.ceil(height / CELL));
  const capacity = Math.max(0, (width - 2) * (height - 2));
  const index = new Int32Array(capacity);
  const strength = new Float32Array(capacity);
  const direction = new Float32Array(capacity);
  let count = 0;
  for (let y = 1; y < height - 1; y++) {
    const row = y * width;
    for (let x = 1; x < width - 1; x++) {
      const i = row + x;
      const nw = data[i - width - 1] ?? 0;
      const n = data[i - width] ?? 0;
      const ne = data[i - width + 1] ?? 0;
      const w = data[i - 1] ?? 0;
      const e = data[i + 1] ?? 0;
      const sw = data[i + width - 1] ?? 0;
      const s = data[i + width] ?? 0;
      const se = data[i + width + 1] ?? 0;
      const gx = 3 * (ne - nw) + 10 * (e - w) + 3 * (se - sw);
      const gy = 3 * (sw - nw) + 10 * (s - n) + 3 * (se - ne);
      const squared = gx * gx + gy * gy;
      if (squared < STRONG * STRONG) continue;
      index[count] = i;
      strength[count] = Math.sqrt(squared);
      direction[count] = Math.atan2(gy, gx);
      count += 1;
      const cell = Math.floor(y / CELL) * columns + Math.floor(x / CELL);
      strongPerCell[cell] = (strongPerCell[cell] ?? 0) + 1;
    }
  }
  return { index, strength, direction, count, strongPerCell, columns };
}

/** The histogram's bins smoothed over ±1° (circular: 0° and 89.5° are neighbours on a quarter turn). */
function smoothed(histogram: Float64Array): Float64Array {
  const out = new Float64Array(BINS);
  const weights = [1, 2, 3, 2, 1];
  for (let b = 0; b < BINS; b++) {
    let sum = 0;
    for (let k = -2; k <= 2; k++) sum += (histogram[(b + k + BINS) % BINS] ?? 0) * (weights[k + 2] ?? 0);
    out[b] = sum;
  }
  return out;
}

/** A bin's peak refined between its neighbours (a parabola through three bins), in degrees on [0, 90). */
function peakDegrees(histogram: Float64Array, bin: number): number {
  const left = histogram[(bin - 1 + BINS) % BINS] ?? 0;
  const centre = histogram[bin] ?? 0;
  const right = histogram[(bin + 1) % BINS] ?? 0;
  const curvature = left - 2 * centre + right;
  const offset = curvature < 0 ? (0.5 * (left - right)) / curvature : 0;
  return (((bin + offset) * 90) / BINS + 90) % 90;
}

/** An angle on [0, 90) as the smallest turn from upright or sideways: (-45°, 45°]. */
function folded(degrees: number): number {
  return degrees > 45 ? degrees - 90 : degrees;
}

/**
 * The likely tilts of the symbol in the image, in degrees on (-45°, 45°] (positive: clockwise on screen, y
 * pointing down), best first, at most `count`: turning the image by minus one of them leaves the symbol upright,
 * sideways or upside down. Only the cells with at least half as many strong edges as the busiest one vote, each
 * edge by its strength, so a textured table or a keyboard beside the card weighs less than the symbol.
 */
export function symbolAngles(image: GreyImage, count = 2): number[] {
  const edges = strongEdges(image);
  const busiest = edges.strongPerCell.reduce((a, b) => Math.max(a, b), 0);
  if (busiest === 0) return [];
  const histogram = new Float64Array(BINS);
  for (let k = 0; k < edges.count; k++) {
    const i = edges.index[k] ?? 0;
    const x = i % image.width;
    const y = Math.floor(i / image.width);
    const cell = Math.floor(y / CELL) * edges.columns + Math.floor(x / CELL);
    if ((edges.strongPerCell[cell] ?? 0) * 2 < busiest) continue;
    // An edge's direction on a quarter turn: bars, rows and the card's sides all fall in the same bin.
    const quarter = ((((edges.direction[k] ?? 0) * DEGREES) % 90) + 90) % 90;
    const bin = Math.min(BINS - 1, Math.floor((quarter * BINS) / 90));
    histogram[bin] = (histogram[bin] ?? 0) + (edges.strength[k] ?? 0);
  }
  const votes = smoothed(histogram);
  const floor = (PEAKEDNESS * votes.reduce((a, b) => a + b, 0)) / BINS;
  const angles: number[] = [];
  const taken: number[] = [];
  while (angles.length < count) {
    let best = -1;
    for (let b = 0; b < BINS; b++) {
      const vote = votes[b] ?? 0;
      // Only a local maximum is a candidate, not the slope of a peak already taken.
      const peak = vote >= (votes[(b + BINS - 1) % BINS] ?? 0) && vote >= (votes[(b + 1) % BINS] ?? 0);
      const near = taken.some((t) => Math.min(Math.abs(t - b), BINS - Math.abs(t - b)) * 0.5 < SEPARATION);
      if (peak && !near && (best < 0 || vote > (votes[best] ?? 0))) best = b;
    }
    if (best < 0 || (votes[best] ?? 0) < floor) break;
    taken.push(best);
    angles.push(Math.round(folded(peakDegrees(votes, best)) * 100) / 100);
  }
  return angles;
}
