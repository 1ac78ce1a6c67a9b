/**
 * The lines themselves, from the outlines of the ink: a stroke has an outline on each side, so
 * half the outline length is the length of line drawn. Lengths are in page diagonals, so they do
 * not depend on the photo's resolution.
 */
import type { Outline } from './contours.ts';
import { simplify } from './geometry.ts';

/** A straight piece must be at least this share of the page diagonal… */
const STRAIGHT_MIN_LENGTH = 0.05;
/** …and stay within this many px (at working size) of a ruler line; a big circle does not. */
const STRAIGHT_TOLERANCE = 2;
/** Turns sharper than this are stroke ends and corners, counted apart from smooth curving. */
const SHARP_TURN = (100 * Math.PI) / 180;

export type Strokes = {
  /** Length of line drawn, in page diagonals. */
  length: number;
  /** Typical stroke width in px: ink area / line length. */
  width: number;
  /** Share of the outline length that runs in long straight pieces. */
  straightShare: number;
  /** Smooth turning, in radians per page diagonal of outline (loops turn a lot). */
  curving: number;
  /** Sharp turns (stroke ends, zig-zag reversals, corners) per page diagonal of line. */
  sharpTurns: number;
  /** Enclosed paper areas (holes), any size, per page diagonal of line: crossings of loops. */
  loops: number;
};

export function measureStrokes(outlines: Outline[], inkPixels: number, page: { width: number; height: number }): Strokes {
  const diagonal = Math.hypot(page.width, page.height);
  const outlineLength = outlines.reduce((sum, o) => sum + o.length, 0);
  if (outlineLength === 0) return { length: 0, width: 0, straightShare: 0, curving: 0, sharpTurns: 0, loops: 0 };
  const width = (2 * inkPixels) / outlineLength;
  let [straight, simplified, turning, smoothLength, sharp] = [0, 0, 0, 0, 0];
  for (const outline of outlines) {
    const ruler = simplify(outline.points, STRAIGHT_TOLERANCE);
    forEachCorner(ruler, (_turn, edge) => {
      simplified += edge;
      if (edge >= STRAIGHT_MIN_LENGTH * diagonal) straight += edge;
    });
    // Smoothing by a third of the stroke width hides the wobble of a crayon's edge.
    forEachCorner(simplify(outline.points, Math.max(1.5, width / 3)), (turn, edge) => {
      smoothLength += edge;
      if (turn < SHARP_TURN) turning += turn;
      else sharp++;
    });
  }
  const length = outlineLength / 2 / diagonal;
  return {
    length,
    width,
    straightShare: simplified ? straight / simplified : 0,
    curving: smoothLength ? (turning / smoothLength) * diagonal : 0,
    sharpTurns: sharp / length,
    loops: outlines.filter((o) => o.hole).length / length,
  };
}

/** Calls back with each vertex's turning angle (radians, 0 = straight on) and the next edge. */
function forEachCorner(ring: number[], visit: (turn: number, edge: number) => void): void {
  const n = ring.length / 2;
  if (n < 2) return;
  for (let i = 0; i < n; i++) {
    const [p, q] = [(i + n - 1) % n, (i + 1) % n];
    const [ax, ay, bx, by, cx, cy] = [ring[2 * p]!, ring[2 * p + 1]!, ring[2 * i]!, ring[2 * i + 1]!, ring[2 * q]!, ring[2 * q + 1]!];
    const turn = Math.atan2(cy - by, cx - bx) - Math.atan2(by - ay, bx - ax);
    visit(Math.abs(Math.atan2(Math.sin(turn), Math.cos(turn))), Math.hypot(cx - bx, cy - by));
  }
}
