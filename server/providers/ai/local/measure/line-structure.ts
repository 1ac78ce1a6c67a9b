/**
 * The drawing as lines: how much line, how many stroke ends, where lines meet, how many separate
 * marks. Measured on the skeleton of the ink at one size relative to the drawing itself (its
 * bounding box scaled to SKELETON_SIZE px), so a small drawing in a corner of the sheet, a
 * 150-px tablet drawing and a 12 MP photo of crayon on paper are measured alike, and thick
 * crayon counts as much line as a thin pen.
 *
 * Coloured-in areas are hollowed first (see hollowFills): a filled house is measured as the
 * house's outline, so colouring in neither hides parts nor counts as a tangle of line.
 */
import { constant, type Mat, type MatScope } from './opencv.ts';

/** The drawing's long side, in px, when its lines are traced. */
const SKELETON_SIZE = 256;
/** A branch shorter than this share of the drawing's diagonal, ending free, is a thinning artefact. */
const SPUR_SHARE = 0.025;
/** A separate mark needs at least this many skeleton px (specks are not marks). */
const MIN_MARK_PIXELS = 4;
/**
 * Fill interiors: ink farther than this many line half-widths from paper is inside a coloured-in
 * area, not part of a line (crossing lines reach √2 half-widths, so 2.5 leaves them whole).
 */
const FILL_DEPTH = 2.5;

export type LineStructure = {
  /** Length of line, in diagonals of the drawing's bounding box. */
  lineLength: number;
  /** Free ends of lines: two per open stroke, none for a closed loop. */
  lineEnds: number;
  /** Places where three or more lines meet or cross. */
  junctions: number;
  /** Separate marks (lines or shapes not touching each other). */
  separateMarks: number;
};

/**
 * The ink with the inside of coloured-in areas removed, leaving their outline about one line
 * thick. Lines themselves are untouched. Returns a new 0/255 mask owned by the scope.
 */
export function hollowFills(scope: MatScope, mask: Mat): Mat {
  const cv = scope.cv;
  const distance = scope.mat();
  cv.distanceTransform(mask, distance, constant(cv, 'DIST_L2'), 3);
  const halfWidth = typicalHalfWidth(distance.data32F, mask.cols, mask.rows);
  const hollow = scope.add(mask.clone());
  if (halfWidth === 0) return hollow;
  const limit = Math.max(FILL_DEPTH * halfWidth, halfWidth + 3);
  const [depth, out] = [distance.data32F, hollow.data];
  for (let i = 0; i < out.length; i++) if (depth[i]! > limit) out[i] = 0;
  return hollow;
}

/**
 * The half-width of the lines: a low quantile of the distance-to-paper along the ridges of the
 * ink, so the few deep ridges inside coloured-in areas do not count as thick lines.
 */
function typicalHalfWidth(depth: Float32Array, width: number, height: number): number {
  const ridge: number[] = [];
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const d = depth[i]!;
      if (d < 1) continue;
      if (d >= depth[i - 1]! && d >= depth[i + 1]! && d >= depth[i - width]! && d >= depth[i + width]!) ridge.push(d);
    }
  }
  if (ridge.length === 0) return 0;
  ridge.sort((a, b) => a - b);
  return ridge[Math.floor(ridge.length * 0.3)]!;
}

export function measureLineStructure(scope: MatScope, ink: Mat): LineStructure {
  const grid = normalisedInk(scope, ink);
  if (!grid) return { lineLength: 0, lineEnds: 0, junctions: 0, separateMarks: 0 };
  const { pixels, width, height } = grid;
  thin(pixels, width, height);
  pruneSpurs(pixels, width, height, Math.max(3, Math.round(SPUR_SHARE * Math.hypot(width, height))));
  let [length, ends] = [0, 0];
  const junctionPixels = new Uint8Array(pixels.length);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if (!pixels[i]) continue;
      length++;
      const crossings = crossingNumber(pixels, i, width);
      if (crossings === 1) ends++;
      else if (crossings >= 3) junctionPixels[i] = 1;
    }
  }
  const diagonal = Math.hypot(width - 2, height - 2);
  return {
    lineLength: length / diagonal,
    lineEnds: ends,
    junctions: countClusters(junctionPixels, width, 1),
    separateMarks: countClusters(pixels, width, MIN_MARK_PIXELS),
  };
}

type Grid = { pixels: Uint8Array; width: number; height: number };

/** The ink's bounding box, scaled so its long side is SKELETON_SIZE, 0/1 with a 1-px border. */
function normalisedInk(scope: MatScope, ink: Mat): Grid | undefined {
  const cv = scope.cv;
  const box = cv.boundingRect(ink);
  if (box.width === 0 || box.height === 0) return undefined;
  const scale = SKELETON_SIZE / Math.max(box.width, box.height);
  const [w, h] = [Math.max(1, Math.round(box.width * scale)), Math.max(1, Math.round(box.height * scale))];
  const small = scope.mat();
  const region = scope.add(ink.roi(new cv.Rect(box.x, box.y, box.width, box.height)));
  cv.resize(region, small, new cv.Size(w, h), 0, 0, constant(cv, scale < 1 ? 'INTER_AREA' : 'INTER_LINEAR'));
  const [width, height] = [w + 2, h + 2];
  const pixels = new Uint8Array(width * height);
  const data = small.data;
  // A thin line shrunk by INTER_AREA is a faint grey: keep anything a third inked.
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) pixels[(y + 1) * width + x + 1] = data[y * w + x]! >= 85 ? 1 : 0;
  return { pixels, width, height };
}

/** The 8 neighbours, clockwise from north (P2…P9 in Zhang & Suen's notation). */
const ring = (width: number) => [-width, -width + 1, 1, width + 1, width, width - 1, -1, -width - 1];

/** Transitions from paper to line going once round the pixel: 1 at an end, ≥ 3 at a junction. */
function crossingNumber(pixels: Uint8Array, i: number, width: number): number {
  const around = ring(width);
  let count = 0;
  for (let k = 0; k < 8; k++) if (!pixels[i + around[k]!] && pixels[i + around[(k + 1) % 8]!]) count++;
  return count;
}

/** Zhang–Suen thinning, in place: every line becomes one pixel wide, keeping its connections. */
function thin(pixels: Uint8Array, width: number, height: number): void {
  const around = ring(width);
  let candidates: number[] = [];
  for (let y = 1; y < height - 1; y++) for (let x = 1; x < width - 1; x++) if (pixels[y * width + x]) candidates.push(y * width + x);
  const p = new Uint8Array(8);
  for (let changed = true; changed;) {
    changed = false;
    for (const pass of [0, 1]) {
      const remove: number[] = [];
      for (const i of candidates) {
        if (!pixels[i]) continue;
        let neighbours = 0;
        let crossings = 0;
        for (let k = 0; k < 8; k++) neighbours += p[k] = pixels[i + around[k]!]!;
        if (neighbours < 2 || neighbours > 6) continue;
        for (let k = 0; k < 8; k++) if (!p[k] && p[(k + 1) % 8]) crossings++;
        if (crossings !== 1) continue;
        // p[0] north, p[2] east, p[4] south, p[6] west.
        const keep = pass === 0 ? p[0]! * p[2]! * p[4]! || p[2]! * p[4]! * p[6]! : p[0]! * p[2]! * p[6]! || p[0]! * p[4]! * p[6]!;
        if (!keep) remove.push(i);
      }
      for (const i of remove) pixels[i] = 0;
      if (remove.length > 0) changed = true;
    }
    candidates = candidates.filter((i) => pixels[i]);
  }
}

/** Removes short branches that run from a free end into a junction (one pass). */
function pruneSpurs(pixels: Uint8Array, width: number, height: number, maxLength: number): void {
  const around = ring(width);
  const neighboursOf = (i: number) => around.map((o) => i + o).filter((k) => pixels[k]);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const start = y * width + x;
      if (!pixels[start] || neighboursOf(start).length !== 1) continue;
      const path = [start];
      let [previous, current] = [-1, start];
      let reachedJunction = false;
      while (path.length <= maxLength) {
        const next = neighboursOf(current).filter((k) => k !== previous && !path.includes(k));
        if (next.length !== 1) {
          reachedJunction = next.length > 1;
          break;
        }
        [previous, current] = [current, next[0]!];
        if (neighboursOf(current).length > 2) {
          reachedJunction = true;
          break;
        }
        path.push(current);
      }
      if (reachedJunction && path.length <= maxLength) for (const k of path) pixels[k] = 0;
    }
  }
}

/** 8-connected groups of set pixels with at least `minSize` pixels. */
function countClusters(pixels: Uint8Array, width: number, minSize: number): number {
  const seen = new Uint8Array(pixels.length);
  const around = ring(width);
  let clusters = 0;
  for (let start = width; start < pixels.length - width; start++) {
    if (!pixels[start] || seen[start]) continue;
    const stack = [start];
    seen[start] = 1;
    let size = 0;
    while (stack.length) {
      const i = stack.pop()!;
      size++;
      for (const offset of around) {
        const k = i + offset;
        if (k >= 0 && k < pixels.length && pixels[k] && !seen[k]) {
          seen[k] = 1;
          stack.push(k);
        }
      }
    }
    if (size >= minSize) clusters++;
  }
  return clusters;
}
