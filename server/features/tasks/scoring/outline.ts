/**
 * A closed copy's inside: the ink is grown by a small radius (so a gap smaller than about a
 * tenth of the shape still closes), and the largest enclosed paper region is the shape's
 * inside. Growing the ink shrinks the inside evenly, which keeps a drawn corner sharp and a
 * rounded corner round. Its outline, walked at even steps, gives the corners: where it turns
 * outwards by a lot within a short stretch, and how much of that turn is in the shortest stretch
 * (sharpness: a drawn corner turns at once, a rounded one gradually).
 */
import type { Mask } from './grey-image.ts';
import type { Pt } from './stroke-geometry.ts';

export type Corner = {
  /** Direction of the corner from the inside's centre, page degrees (0 right, 90 up), 0–360. */
  bearing: number;
  /** How far the outline turns here, degrees (90 for a square's corner). */
  turn: number;
  /** The share of that turn made in the shortest stretch: near 1 sharp, near 0.5 rounded. */
  sharpness: number;
};

export type Inside = {
  /** The inside's area over the whole shape's (ink plus inside). */
  share: number;
  perimeter: number;
  /** Long over short axis of the inside. */
  aspect: number;
  corners: Corner[];
};

const SAMPLES = 96;
const BEARINGS = 180;
/** Half-widths of the short and long stretches, in samples. */
const SHORT = 2;
const LONG = 5;
/**
 * A corner is the largest turn within twice the long stretch and still turns over that stretch:
 * the crest of a wave is undone by the troughs beside it, and a wobble beside a corner is not a
 * second corner.
 */
const WIDE = 10;
const MIN_CORNER_TURN = 45;

/** The largest enclosed region of `grown` (a dilated ink mask), or null when nothing is enclosed. */
export function findInside(grown: Mask): Inside | null {
  const { width, height, data } = grown;
  const label = new Int32Array(width * height).fill(-1);
  let best: { pixels: number[] } | null = null;
  let filled = 0;
  for (let i = 0; i < data.length; i++) if (data[i]) filled++;
  for (let start = 0; start < data.length; start++) {
    if (data[start] || label[start] !== -1) continue;
    const pixels: number[] = [];
    let open = false;
    label[start] = start;
    const stack = [start];
    while (stack.length) {
      const i = stack.pop()!;
      pixels.push(i);
      const x = i % width;
      const y = (i - x) / width;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) open = true;
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, y > 0 ? i - width : -1, y < height - 1 ? i + width : -1])
        if (j >= 0 && !data[j] && label[j] === -1) {
          label[j] = start;
          stack.push(j);
        }
    }
    if (open) continue;
    filled += pixels.length;
    if (!best || pixels.length > best.pixels.length) best = { pixels };
  }
  if (!best || best.pixels.length < 20) return null;
  return describe(best.pixels, width, best.pixels.length / filled);
}

function describe(pixels: number[], width: number, share: number): Inside {
  let [sx, sy] = [0, 0];
  for (const i of pixels) {
    sx += i % width;
    sy += Math.floor(i / width);
  }
  const c = { x: sx / pixels.length, y: sy / pixels.length };
  let [xx, yy, xy] = [0, 0, 0];
  const reach = new Float64Array(BEARINGS);
  for (const i of pixels) {
    const dx = (i % width) - c.x;
    const dy = Math.floor(i / width) - c.y;
    xx += dx * dx;
    yy += dy * dy;
    xy += dx * dy;
    const bin = Math.floor(((Math.atan2(dy, dx) + Math.PI) / (2 * Math.PI)) * BEARINGS) % BEARINGS;
    reach[bin] = Math.max(reach[bin]!, Math.hypot(dx, dy) + 0.5);
  }
  const mean = (xx + yy) / 2;
  const root = Math.sqrt(((xx - yy) / 2) ** 2 + xy * xy);
  const aspect = Math.sqrt((mean + root) / Math.max(mean - root, 1e-9));
  // The farthest inside point per bearing traces the outline (the copies are star-shaped).
  const outline: Pt[] = [];
  for (let b = 0; b < BEARINGS; b++) {
    if (!reach[b]) continue;
    const a = ((b + 0.5) / BEARINGS) * 2 * Math.PI - Math.PI;
    outline.push({ x: c.x + reach[b]! * Math.cos(a), y: c.y + reach[b]! * Math.sin(a) });
  }
  const walked = resample(outline, SAMPLES);
  const perimeter = outline.reduce((s, p, k) => s + Math.hypot(p.x - outline[(k + 1) % outline.length]!.x, p.y - outline[(k + 1) % outline.length]!.y), 0);
  return { share, perimeter, aspect, corners: corners(walked, c) };
}

function resample(points: Pt[], n: number): Pt[] {
  const lengths = [0];
  for (let k = 1; k <= points.length; k++) {
    const [p, q] = [points[k - 1]!, points[k % points.length]!];
    lengths.push(lengths[k - 1]! + Math.hypot(q.x - p.x, q.y - p.y));
  }
  const total = lengths[points.length]!;
  const out: Pt[] = [];
  let seg = 0;
  for (let k = 0; k < n; k++) {
    const at = (k / n) * total;
    while (lengths[seg + 1]! < at) seg++;
    const [p, q] = [points[seg]!, points[(seg + 1) % points.length]!];
    const f = (at - lengths[seg]!) / Math.max(lengths[seg + 1]! - lengths[seg]!, 1e-9);
    out.push({ x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f });
  }
  return out;
}

/** The signed turn at sample i over k samples either side, degrees (-180..180). */
function turnAt(points: Pt[], i: number, k: number): number {
  const n = points.length;
  const [a, b, c] = [points[(i - k + n) % n]!, points[i]!, points[(i + k) % n]!];
  const t = Math.atan2(c.y - b.y, c.x - b.x) - Math.atan2(b.y - a.y, b.x - a.x);
  return ((((t + 3 * Math.PI) % (2 * Math.PI)) - Math.PI) * 180) / Math.PI;
}

/**
 * Corners point outwards: the outline turns the way it turns overall there. Where a shaky side
 * bulges into the shape the outline turns back the other way; that dent is not a corner, nor is
 * the crest between two dents (a wavy crayon side of a triangle gave it four or five corners).
 */
function corners(points: Pt[], centre: Pt): Corner[] {
  const n = points.length;
  const outward = Math.sign(points.reduce((sum, _, i) => sum + turnAt(points, i, 1), 0)) || 1;
  const long = points.map((_, i) => outward * turnAt(points, i, LONG));
  const found: Corner[] = [];
  for (let i = 0; i < n; i++) {
    if (long[i]! < MIN_CORNER_TURN) continue;
    let peak = true;
    for (let d = -WIDE; d <= WIDE && peak; d++) {
      const j = (i + d + n) % n;
      if (d !== 0 && (long[j]! > long[i]! || (long[j] === long[i] && d < 0))) peak = false;
    }
    if (!peak || outward * turnAt(points, i, WIDE) < MIN_CORNER_TURN) continue;
    const short = Math.max(...[-1, 0, 1].map((d) => outward * turnAt(points, (i + d + n) % n, SHORT)));
    const p = points[i]!;
    const bearing = ((Math.atan2(centre.y - p.y, p.x - centre.x) * 180) / Math.PI + 360) % 360;
    found.push({ bearing, turn: long[i]!, sharpness: Math.min(1, short / long[i]!) });
  }
  return found;
}
