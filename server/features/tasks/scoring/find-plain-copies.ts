/**
 * No printer: the child copied the models on plain paper, left to right and top to bottom. The
 * copies are the separate clusters of ink (strokes a little apart still belong together), read
 * in rows. A page whose ink does not look like copies (looks-like-copies.ts) is a drawing: null.
 */
import { SHAPE_ITEMS } from '../../../../contracts/tasks.ts';
import { components, type Component } from './components.ts';
import { PIXELS_PER_POINT } from './criteria.ts';
import { halveDarkest, sample, type GreyImage } from './grey-image.ts';
import { findPaper, paperTurn } from './find-paper.ts';
import { inkMask, type PaperLevels } from './ink.ts';
import { clusterSize as size, looksLikeCopies, type InkCluster } from './looks-like-copies.ts';
import { dilate, skeleton } from './skeleton.ts';

/** Copies are scaled so the middle-sized one is about as big as a copy on the printed sheet. */
const TYPICAL_COPY_POINTS = 70;
const PATCH_POINTS = 108;

type Cluster = InkCluster;

/** The copies as patches in reading order (like the printed sheet's boxes), or null. */
export function findPlainCopies(light: GreyImage, levels: PaperLevels): GreyImage[] | null {
  // Clusters are found at half size; averaging would pale a pencil line below the ink threshold.
  const small = halveDarkest(light);
  const long = Math.max(small.width, small.height);
  const ink = inkMask(small);
  const joined = components(dilate(ink, Math.max(2, long * 0.006)));
  const paper = findPaper(levels);
  // Cluster pixels are half-size; a paper block is `block` full-size pixels.
  const onPaper = (x: number, y: number) => paper[Math.floor((2 * y) / levels.block) * levels.columns + Math.floor((2 * x) / levels.block)] === 1;
  let clusters: Cluster[] = joined
    .filter((c) => onPaper(c.minX, c.minY) && onPaper(c.maxX, c.minY) && onPaper(c.minX, c.maxY) && onPaper(c.maxX, c.maxY))
    .filter((c) => Math.max(c.maxX - c.minX, c.maxY - c.minY) >= long * 0.015)
    .map((c) => ({ ...box(c), ink: countInk(ink.data, small.width, c) }));
  if (!clusters.length) return null;
  clusters = mergeNear(clusters);
  const area = (paper.reduce((n, v) => n + v, 0) * levels.block ** 2) / 4;
  if (!looksLikeCopies(clusters, area, skeleton(ink))) return null;
  const sizes = clusters.map(size).sort((a, b) => a - b);
  const typical = sizes[Math.floor(sizes.length / 2)]!;
  const pixelsPerPoint = typical / TYPICAL_COPY_POINTS;
  const turn = paperTurn(paper, levels.columns);
  return readingOrder(clusters, turn, typical)
    .slice(0, SHAPE_ITEMS.length)
    .map((c) => patchAround(light, c, Math.max(PATCH_POINTS, (size(c) * 1.15) / pixelsPerPoint), pixelsPerPoint, turn));
}

const box = (c: Component) => ({ minX: c.minX, minY: c.minY, maxX: c.maxX, maxY: c.maxY });

function countInk(ink: Uint8Array, width: number, c: Component): number {
  let n = 0;
  for (let y = c.minY; y <= c.maxY; y++) for (let x = c.minX; x <= c.maxX; x++) n += ink[y * width + x]!;
  return n;
}

/** Strokes of one copy that do not touch (a cross whose lines miss) stay one copy. */
function mergeNear(clusters: Cluster[]): Cluster[] {
  const sizes = clusters.map((c) => Math.max(c.maxX - c.minX, c.maxY - c.minY)).sort((a, b) => a - b);
  const reach = 0.25 * sizes[Math.floor(sizes.length / 2)]!;
  const out = [...clusters];
  for (let merged = true; merged;) {
    merged = false;
    for (let i = 0; i < out.length && !merged; i++)
      for (let j = i + 1; j < out.length && !merged; j++) {
        const [a, b] = [out[i]!, out[j]!];
        const gapX = Math.max(a.minX - b.maxX, b.minX - a.maxX, 0);
        const gapY = Math.max(a.minY - b.maxY, b.minY - a.maxY, 0);
        if (Math.hypot(gapX, gapY) > reach) continue;
        out[i] = {
          minX: Math.min(a.minX, b.minX),
          minY: Math.min(a.minY, b.minY),
          maxX: Math.max(a.maxX, b.maxX),
          maxY: Math.max(a.maxY, b.maxY),
          ink: a.ink + b.ink,
        };
        out.splice(j, 1);
        merged = true;
      }
  }
  return out;
}

/**
 * Rows first, then left to right, both along the sheet: each copy's box is turned back by the
 * sheet's `turn` first, so a photo taken at an angle still reads the sheet's rows. A copy joins
 * the row above when its middle is within one typical copy's size of that row's middle: a child
 * puts one copy high in its place and the next low, but rows lie farther apart than a copy is
 * tall (joining only copies whose middle lay inside the row's height split a row whose
 * horizontal line sat below the circle beside it).
 */
function readingOrder(clusters: Cluster[], turn: number, typicalSize: number): Cluster[] {
  const [c, s] = [Math.cos(turn), Math.sin(turn)];
  const upright = clusters.map((cluster) => {
    const [x, y] = [(cluster.minX + cluster.maxX) / 2, (cluster.minY + cluster.maxY) / 2];
    return { cluster, x: x * c + y * s, y: -x * s + y * c };
  });
  const rows: { middle: number; members: typeof upright }[] = [];
  for (const u of upright.sort((a, b) => a.y - b.y)) {
    const row = rows.at(-1);
    if (row && u.y - row.middle <= typicalSize) {
      row.members.push(u);
      row.middle = row.members.reduce((sum, m) => sum + m.y, 0) / row.members.length;
    } else rows.push({ middle: u.y, members: [u] });
  }
  return rows.flatMap((r) => r.members.sort((a, b) => a.x - b.x).map((u) => u.cluster));
}

/**
 * A square patch of `points` around the cluster at PIXELS_PER_POINT; the cluster is in half-size
 * pixels, and the patch is turned with the sheet (a horizontal line on a turned sheet is still
 * horizontal). Only the cluster's own box (and a margin of a few pixels) is copied: on a plain page the
 * next copy may lie closer than the patch's edge, and its ink is not part of this copy.
 */
function patchAround(light: GreyImage, c: Cluster, points: number, smallPixelsPerPoint: number, turn: number): GreyImage {
  const side = Math.round(points * PIXELS_PER_POINT);
  const cx = c.minX + c.maxX + 1;
  const cy = c.minY + c.maxY + 1;
  // One patch pixel is 1 / PIXELS_PER_POINT points, which is this many full-size pixels.
  const step = (2 * smallPixelsPerPoint) / PIXELS_PER_POINT;
  const margin = 4;
  const [left, right, top, bottom] = [2 * c.minX - margin, 2 * c.maxX + 1 + margin, 2 * c.minY - margin, 2 * c.maxY + 1 + margin];
  const [cos, sin] = [Math.cos(turn) * step, Math.sin(turn) * step];
  const data = new Uint8Array(side * side).fill(255);
  for (let y = 0; y < side; y++)
    for (let x = 0; x < side; x++) {
      const [u, v] = [x + 0.5 - side / 2, y + 0.5 - side / 2];
      const [px, py] = [cx + u * cos - v * sin - 0.5, cy + u * sin + v * cos - 0.5];
      if (px >= left && px <= right && py >= top && py <= bottom) data[y * side + x] = Math.round(sample(light, px, py));
    }
  return { data, width: side, height: side };
}
