/**
 * Copies of the sheet's shapes, or a free drawing? On plain paper a child copies up to nine
 * small, simple shapes, apart from each other, of about one size. A free drawing — a scene, a
 * landscape, a figure, an animal, a scribble — is one big picture or a few pictures, each drawn
 * with many more strokes than its size needs. Each rule below is one of those differences; a
 * page must pass them all (ADR 030, "Free drawings are not copies"; measured by bench/tasks/free-drawings.ts).
 */
import { SHAPE_ITEMS, type ItemResult } from '../../../../contracts/tasks.ts';
import type { Mask } from './grey-image.ts';

export type InkCluster = { minX: number; minY: number; maxX: number; maxY: number; ink: number };

/**
 * Fewer than three is a picture or two, not a sheet's copies: a child stops after two misses in
 * a row, so only a child who misses both lines stops sooner, and that page is better photographed
 * again than read (ADR 030).
 */
const MIN_COPIES = 3;
/** A cluster larger than this share of the paper is a picture, not one copy of a shape. */
const MAX_COPY_SHARE = 0.15;
/** Colouring-in: a copy is strokes, not filled areas. */
const MAX_INK_DENSITY = 0.35;
/** Copies are of about one size: none more than this many times the middle one, nor less than this share of it. */
const MAX_SIZE_RATIO = 2.5;
const MIN_SIZE_RATIO = 0.3;
/**
 * A shape is a few strokes: its centre line is at most about four times its size (a square's
 * outline is four sides; measured on the bench's copies, the middle copy of a page 0.9–2.1 and a
 * scribbled miss up to 3.8). A drawing of an animal, a cup or a person, its features, handles and
 * legs, runs longer (4–6 on the drawings that got past the other rules). The middle copy must be
 * plain; one scribbled copy may be longer.
 */
const MAX_MIDDLE_COMPLEXITY = 3;
const MAX_COMPLEXITY = 5;

export const clusterSize = (c: InkCluster) => Math.max(c.maxX - c.minX, c.maxY - c.minY) + 1;
const boxArea = (c: InkCluster) => (c.maxX - c.minX + 1) * (c.maxY - c.minY + 1);
const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Centre-line pixels inside the cluster's box, over its size. */
function complexity(c: InkCluster, centreLines: Mask): number {
  let length = 0;
  for (let y = c.minY; y <= c.maxY; y++) for (let x = c.minX; x <= c.maxX; x++) length += centreLines.data[y * centreLines.width + x]!;
  return length / clusterSize(c);
}

/** Whether these ink clusters (on a page of `paperArea` pixels) can be the copies of a plain sheet. */
export function looksLikeCopies(clusters: InkCluster[], paperArea: number, centreLines: Mask): boolean {
  if (clusters.length < MIN_COPIES || clusters.length > SHAPE_ITEMS.length) return false;
  if (clusters.some((c) => boxArea(c) > MAX_COPY_SHARE * paperArea || c.ink / boxArea(c) > MAX_INK_DENSITY)) return false;
  const sizes = clusters.map(clusterSize);
  const typical = middle(sizes);
  if (sizes.some((s) => s > MAX_SIZE_RATIO * typical || s < MIN_SIZE_RATIO * typical)) return false;
  const complexities = clusters.map((c) => complexity(c, centreLines));
  return middle(complexities) <= MAX_MIDDLE_COMPLEXITY && Math.max(...complexities) <= MAX_COMPLEXITY;
}

/**
 * The last rule, after scoring: a page on which not one copy resembles its model is not taken
 * for copies. A child who follows the sheet's instruction stops after two misses in a row, so a
 * page of three or more copies all missed is almost always something else — in the benchmark,
 * several pictures side by side, each read as a miss. (On a plain page fewer than three copies
 * were already refused above.)
 */
export const someCopyResembles = (results: readonly ItemResult[]): boolean => results.includes('pass');
