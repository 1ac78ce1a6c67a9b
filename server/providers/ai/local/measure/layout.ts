/**
 * How the drawing sits on the page: how much of the page it spans, and how mirror-symmetric it
 * is. Both work on the mark mask only, so colour and lighting do not matter.
 */
import type { Marks } from './segment-marks.ts';

/** Stray marks near an edge should not make a small drawing "use the whole page". */
const OUTLIER_SHARE = 0.005;
/** Symmetry is judged on a coarse grid, so a hand-drawn mirror image a few px off still counts. */
const SYMMETRY_GRID = 64;

/** Area of the marks' bounding box (ignoring the outermost 0.5 % of ink per side) / page area. */
export function pageUsage(marks: Marks): number {
  const { width, height, mask } = marks;
  const columns = new Float64Array(width);
  const rows = new Float64Array(height);
  let total = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      columns[x]!++;
      rows[y]!++;
      total++;
    }
  }
  if (total === 0) return 0;
  const span = (histogram: Float64Array) => {
    const cut = total * OUTLIER_SHARE;
    let [low, high, seen] = [0, histogram.length - 1, 0];
    while (low < high && (seen += histogram[low]!) <= cut) low++;
    seen = 0;
    while (high > low && (seen += histogram[high]!) <= cut) high--;
    return (high - low + 1) / histogram.length;
  };
  return clamp01(span(columns) * span(rows));
}

/**
 * Left/right mirror overlap of the ink around the ink's own centre line: the share of ink whose
 * mirror image also has ink, on a blurred coarse grid. A person drawn front-on scores high.
 */
export function symmetry(marks: Marks): number {
  const { width, height, mask } = marks;
  const cell = Math.max(1, Math.ceil(width / SYMMETRY_GRID));
  const [gw, gh] = [Math.ceil(width / cell), Math.ceil(height / cell)];
  const grid = new Float64Array(gw * gh);
  let [sumX, total] = [0, 0];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      grid[Math.floor(y / cell) * gw + Math.floor(x / cell)]!++;
      sumX += x;
      total++;
    }
  }
  if (total === 0) return 0;
  const blurred = blur3(grid, gw, gh);
  const centre = sumX / total / cell - 0.5; // in grid units, cell centres at integer + 0.5
  let [overlap, ink] = [0, 0];
  for (let gy = 0; gy < gh; gy++) {
    for (let gx = 0; gx < gw; gx++) {
      const value = blurred[gy * gw + gx]!;
      if (!value) continue;
      const mx = Math.round(2 * centre - gx);
      const mirrored = mx >= 0 && mx < gw ? blurred[gy * gw + mx]! : 0;
      overlap += Math.min(value, mirrored);
      ink += value;
    }
  }
  return clamp01(overlap / ink);
}

/** 3×3 box blur with the edges clamped. */
function blur3(grid: Float64Array, w: number, h: number): Float64Array {
  const out = new Float64Array(grid.length);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let sum = 0;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) sum += grid[Math.min(h - 1, Math.max(0, y + dy)) * w + Math.min(w - 1, Math.max(0, x + dx))]!;
      }
      out[y * w + x] = sum / 9;
    }
  }
  return out;
}

export const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
