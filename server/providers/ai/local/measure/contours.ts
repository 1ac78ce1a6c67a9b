/**
 * The outlines of the marks, with their nesting: an outer edge of ink (even depth), the edge of
 * an enclosed paper area — a "hole", i.e. a closed shape the child drew (odd depth), ink drawn
 * inside that hole (depth 2), and so on. RETR_TREE keeps the whole tree, which nested detail
 * (eyes in a head, a window in a house) needs.
 */
import { perimeter, polygonArea } from './geometry.ts';
import { constant, type Mat, type MatScope } from './opencv.ts';

export type Outline = {
  points: Int32Array;
  area: number;
  length: number;
  parent: number;
  depth: number;
  /** Encloses paper (odd depth) rather than bounding ink. */
  hole: boolean;
  children: number[];
};

export function traceOutlines(scope: MatScope, ink: Mat): Outline[] {
  const cv = scope.cv;
  const contours = scope.add(new cv.MatVector());
  const hierarchy = scope.mat();
  cv.findContours(ink, contours, hierarchy, constant(cv, 'RETR_TREE'), constant(cv, 'CHAIN_APPROX_SIMPLE'));
  const tree = hierarchy.data32S.slice();
  const outlines: Outline[] = [];
  for (let i = 0; i < contours.size(); i++) {
    const contour = contours.get(i);
    const points = contour.data32S.slice();
    contour.delete();
    outlines.push({ points, area: polygonArea(points), length: perimeter(points), parent: tree[4 * i + 3]!, depth: 0, hole: false, children: [] });
  }
  for (const outline of outlines) {
    for (let p = outline.parent; p >= 0; p = outlines[p]!.parent) outline.depth++;
    outline.hole = outline.depth % 2 === 1;
  }
  outlines.forEach((outline, i) => outline.parent >= 0 && outlines[outline.parent]!.children.push(i));
  return outlines;
}
