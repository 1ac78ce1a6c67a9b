/**
 * Closed shapes: a paper area the child enclosed with a line (a hole in the ink), or a round,
 * solid blob of colour (a coloured-in sun, an eye). Shapes drawn inside another closed shape are
 * nested detail — eyes in a head, a window in a house. The gaps between the crossing loops of a
 * scribble are enclosed too, but they are not shapes the child meant: a tangle — many holes for
 * little line — is set aside.
 */
import type { Outline } from './contours.ts';
import { minRectArea, perimeter, simplify, hullArea } from './geometry.ts';

export type ShapeKind = 'circle' | 'triangle' | 'rectangle' | 'other';
export type ClosedShapes = { count: number; kinds: Record<ShapeKind, number>; nested: number };

/** Shares of the page area. An enclosed shape on its own must be this big… */
const MIN_SHAPE = 0.0008;
/** …a solid blob on its own bigger (smaller ones are dabs and dots)… */
const MIN_FILLED = 0.002;
/** …while detail inside a shape may be small (eyes, buttons, window panes). */
const MIN_DETAIL = 0.00004;
/** A solid blob counts when it is round and solid (a thick short stroke is neither). */
const MIN_BLOB_ROUNDNESS = 0.6;
const MIN_BLOB_SOLIDITY = 0.85;
/** A tangle: at least this many holes, and this many per page diagonal of line. */
const TANGLE_MIN_HOLES = 8;
const TANGLE_HOLES_PER_DIAGONAL = 6;
/** Shape kinds: a rectangle fills its tightest box, a circle is round (a square is 0.785). */
const RECTANGLE_FILL = 0.88;
const CIRCLE_ROUNDNESS = 0.75;

export function findClosedShapes(outlines: Outline[], page: { width: number; height: number }): ClosedShapes {
  const pageArea = page.width * page.height;
  const diagonal = Math.hypot(page.width, page.height);
  const tangled = outlines.map((o) => {
    if (o.hole || o.children.length < TANGLE_MIN_HOLES) return false;
    const line = (o.length + o.children.reduce((sum, k) => sum + outlines[k]!.length, 0)) / 2 / diagonal;
    return o.children.length / line >= TANGLE_HOLES_PER_DIAGONAL;
  });
  const isShape = new Array<boolean>(outlines.length).fill(false);
  const insideShape = new Array<boolean>(outlines.length).fill(false);
  const kinds: Record<ShapeKind, number> = { circle: 0, triangle: 0, rectangle: 0, other: 0 };
  let nested = 0;
  // Parents before children, so "inside a shape" is known when a child is judged.
  const byDepth = outlines.map((_, i) => i).sort((a, b) => outlines[a]!.depth - outlines[b]!.depth || a - b);
  for (const i of byDepth) {
    const outline = outlines[i]!;
    const parent = outline.parent;
    insideShape[i] = parent >= 0 && ((outlines[parent]!.hole && isShape[parent]!) || insideShape[parent]!);
    const minimum = insideShape[i] ? MIN_DETAIL : outline.hole ? MIN_SHAPE : MIN_FILLED;
    if (outline.area < minimum * pageArea) continue;
    if (outline.hole ? tangled[parent]! : !isSolidBlob(outline, outlines, page)) continue;
    isShape[i] = true;
    kinds[shapeKind(outline)]++;
    if (insideShape[i]) nested++;
  }
  return { count: isShape.filter(Boolean).length, kinds, nested };
}

/** Round, solid, no paper inside, and clear of the page edge (a band along it is no shape). */
function isSolidBlob(outline: Outline, outlines: Outline[], page: { width: number; height: number }): boolean {
  if (outline.children.some((k) => outlines[k]!.area >= MIN_DETAIL * page.width * page.height)) return false;
  if (touchesEdge(outline.points, page)) return false;
  return roundness(outline) >= MIN_BLOB_ROUNDNESS && outline.area / (hullArea(outline.points) || 1) >= MIN_BLOB_SOLIDITY;
}

function touchesEdge(points: Int32Array, page: { width: number; height: number }): boolean {
  for (let i = 0; i < points.length; i += 2) {
    if (points[i] === 0 || points[i + 1] === 0 || points[i] === page.width - 1 || points[i + 1] === page.height - 1) return true;
  }
  return false;
}

/** 4π·area/perimeter²: 1 for a circle. The outline is smoothed first, or pixel steps lengthen it. */
const roundness = (outline: Outline) => (4 * Math.PI * outline.area) / perimeter(simplify(outline.points, 1)) ** 2;

export function shapeKind(outline: Outline): ShapeKind {
  const corners = simplify(outline.points, 0.025 * outline.length).length / 2;
  if (corners === 3) return 'triangle';
  if (outline.area / (minRectArea(outline.points) || 1) >= RECTANGLE_FILL) return 'rectangle';
  return roundness(outline) >= CIRCLE_ROUNDNESS ? 'circle' : 'other';
}
