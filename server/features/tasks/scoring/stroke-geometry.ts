/**
 * What a copy's ink is made of: its centre-line points, their size and thickness, and the
 * straight lines that explain them. A line is found as the band (a few pixels wide plus a
 * shake allowance) holding the most centre-line points, over all directions: a shaky child's
 * line still falls in its band, a curve or a scribble does not.
 */
import type { Mask } from './grey-image.ts';
import { skeleton } from './skeleton.ts';

export type Pt = { x: number; y: number };

export type CopyInk = {
  ink: Mask;
  /** Centre-line pixels. */
  points: Pt[];
  inkArea: number;
  /** The larger side of the centre line's bounding box, pixels. */
  size: number;
  /** Mean stroke width, pixels. */
  thickness: number;
};

export type Segment = {
  /** Direction on the page in degrees, 0 horizontal, 90 vertical, 45 rising to the right, 0–180. */
  angle: number;
  dir: Pt;
  centre: Pt;
  /** Along `dir` from `centre`: where the stroke starts and ends (robust extremes). */
  from: number;
  to: number;
  length: number;
  /** The centre-line points in the band. */
  members: Pt[];
};

export function copyInk(ink: Mask): CopyInk {
  const thin = skeleton(ink);
  const points: Pt[] = [];
  let inkArea = 0;
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < thin.data.length; i++) {
    if (ink.data[i]) inkArea++;
    if (!thin.data[i]) continue;
    const x = i % ink.width;
    const y = (i - x) / ink.width;
    points.push({ x, y });
    [minX, minY, maxX, maxY] = [Math.min(minX, x), Math.min(minY, y), Math.max(maxX, x), Math.max(maxY, y)];
  }
  const size = points.length ? Math.max(maxX - minX, maxY - minY) + 1 : 0;
  return { ink, points, inkArea, size, thickness: points.length ? inkArea / points.length : 0 };
}

const ANGLE_STEP = 2;

/** The straight band holding the most of `points`, refined by a least-squares fit. */
export function dominantLine(points: Pt[], band: number): Segment | null {
  if (points.length < 4) return null;
  let best = { count: 0, theta: 0, rho: 0 };
  const offset = 4096;
  const histogram = new Int32Array(2 * offset);
  for (let deg = 0; deg < 180; deg += ANGLE_STEP) {
    const t = (deg * Math.PI) / 180;
    const [c, s] = [Math.cos(t), Math.sin(t)];
    histogram.fill(0);
    for (const p of points) histogram[Math.round(p.x * c + p.y * s) + offset]!++;
    // Sliding window of the band's width over the distances.
    const w = Math.max(1, Math.round(band));
    let sum = 0;
    for (let r = 0; r < histogram.length; r++) {
      sum += histogram[r]! - (r >= w ? histogram[r - w]! : 0);
      if (sum > best.count) best = { count: sum, theta: t, rho: r - offset - (w - 1) / 2 };
    }
  }
  const [c, s] = [Math.cos(best.theta), Math.sin(best.theta)];
  const members = points.filter((p) => Math.abs(p.x * c + p.y * s - best.rho) <= band / 2 + 0.5);
  return fitSegment(members);
}

/** The least-squares line through `members` and its extent. */
export function fitSegment(members: Pt[]): Segment | null {
  if (members.length < 4) return null;
  const n = members.length;
  const cx = members.reduce((a, p) => a + p.x, 0) / n;
  const cy = members.reduce((a, p) => a + p.y, 0) / n;
  let [xx, yy, xy] = [0, 0, 0];
  for (const p of members) {
    xx += (p.x - cx) ** 2;
    yy += (p.y - cy) ** 2;
    xy += (p.x - cx) * (p.y - cy);
  }
  const phi = 0.5 * Math.atan2(2 * xy, xx - yy);
  const dir = { x: Math.cos(phi), y: Math.sin(phi) };
  const along = members.map((p) => (p.x - cx) * dir.x + (p.y - cy) * dir.y).sort((a, b) => a - b);
  const from = along[Math.floor(n * 0.02)]!;
  const to = along[Math.ceil(n * 0.98) - 1]!;
  const angle = ((((-Math.atan2(dir.y, dir.x) * 180) / Math.PI) % 180) + 180) % 180;
  return { angle, dir, centre: { x: cx, y: cy }, from, to, length: to - from, members };
}

/** The largest gap along a segment between its centre-line points, as a share of its length. */
export function largestGap(segment: Segment): number {
  const along = segment.members.map((p) => (p.x - segment.centre.x) * segment.dir.x + (p.y - segment.centre.y) * segment.dir.y).sort((a, b) => a - b);
  let gap = 0;
  for (let i = 1; i < along.length; i++) if (along[i]! >= segment.from && along[i - 1]! <= segment.to) gap = Math.max(gap, along[i]! - along[i - 1]!);
  return segment.length > 0 ? gap / segment.length : 1;
}

/** How far `angle` is from `target` as undirected lines (0–90°). */
export function angleOff(angle: number, target: number): number {
  const d = Math.abs(angle - target) % 180;
  return Math.min(d, 180 - d);
}

/** Where two segments' lines cross, as a share along each (0 start, 1 end); null when parallel. */
export function crossing(a: Segment, b: Segment): { onA: number; onB: number; point: Pt } | null {
  const det = a.dir.x * -b.dir.y - a.dir.y * -b.dir.x;
  if (Math.abs(det) < 1e-6) return null;
  const dx = b.centre.x - a.centre.x;
  const dy = b.centre.y - a.centre.y;
  const ta = (dx * -b.dir.y - dy * -b.dir.x) / det;
  const tb = (a.dir.x * dy - a.dir.y * dx) / det;
  return {
    onA: (ta - a.from) / a.length,
    onB: (tb - b.from) / b.length,
    point: { x: a.centre.x + ta * a.dir.x, y: a.centre.y + ta * a.dir.y },
  };
}
