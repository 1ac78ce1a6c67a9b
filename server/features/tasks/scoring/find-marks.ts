/**
 * Finds the printed sheet's four filled corner squares in an evenly lit photo and tells A4 from
 * Letter by the aspect of the rectangle they span (A4 1.47, Letter 1.34), undoing the tilt's
 * foreshortening first (sheet-aspect.ts). Candidates are solid, square-ish dark blobs; the four that form a convex, portrait
 * quadrilateral whose mark size fits its own span are the sheet. A mark is printed on paper, so
 * a candidate must have paper all round it: the dark table beside a lit sheet breaks into
 * square-ish blobs too, and four of them can span a larger quadrilateral than the real marks.
 */
import { PAPER_SIZES, MARK_INSET, MARK_SIZE } from '../../../../contracts/shape-sheet.ts';
import type { Paper } from '../../../../contracts/tasks.ts';
import { components, principalSpread, type Component } from './components.ts';
import type { GreyImage, Point } from './grey-image.ts';
import { sheetAspect } from './sheet-aspect.ts';

/** Mark centres clockwise from the top-left, in the image's pixels. */
export type FoundMarks = { paper: Paper; corners: [Point, Point, Point, Point] };

/** A mark is near-black: darker than this share of its paper. */
const MARK_DARKNESS = 0.45;
/** A filled square's (λ1 + λ2) / area² is 1/6 at any rotation; a 2:1 box's is 0.21. */
const SOLID_MOMENT = { min: 0.15, max: 0.215 };
const MAX_CANDIDATES = 14;
/** The ring a third of a mark outside it is paper: lighter than this share, at this share of its points. */
const RING = { light: 0.75, share: 0.85 };
const span = (paper: Paper) => {
  const { width, height } = PAPER_SIZES[paper];
  const gap = MARK_INSET * 2 + MARK_SIZE;
  return { across: width - gap, down: height - gap };
};
const aspect = (paper: Paper) => span(paper).down / span(paper).across;
/** Between the two papers' aspects (geometric mean). */
const PAPER_SPLIT = Math.sqrt(aspect('a4') * aspect('letter'));

export function findMarks(light: GreyImage): FoundMarks | null {
  const dark = new Uint8Array(light.data.length);
  for (let i = 0; i < dark.length; i++) dark[i] = light.data[i]! < MARK_DARKNESS * 255 ? 1 : 0;
  const minArea = (Math.max(light.width, light.height) * 0.008) ** 2;
  const candidates = components({ data: dark, width: light.width, height: light.height })
    .filter((c) => c.area >= minArea && isSolidSquare(c) && onPaper(c, light))
    .sort((a, b) => b.area - a.area)
    .slice(0, MAX_CANDIDATES);
  let best: { marks: FoundMarks; area: number } | null = null;
  const n = candidates.length;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        for (let d = c + 1; d < n; d++) {
          const four = [candidates[a]!, candidates[b]!, candidates[c]!, candidates[d]!];
          const found = asSheet(four, light);
          if (found && (!best || found.area > best.area)) best = found;
        }
  return best?.marks ?? null;
}

function isSolidSquare(c: Component): boolean {
  const { major, minor } = principalSpread(c);
  const moment = (major + minor) / c.area;
  const boxFill = c.area / ((c.maxX - c.minX + 1) * (c.maxY - c.minY + 1));
  return moment >= SOLID_MOMENT.min && moment <= SOLID_MOMENT.max && major <= minor * 2.2 && boxFill >= 0.45;
}

function onPaper(c: Component, light: GreyImage): boolean {
  const reach = Math.max(2, Math.round(0.35 * (c.maxX - c.minX + 1)));
  const [left, right, top, bottom] = [c.minX - reach, c.maxX + reach, c.minY - reach, c.maxY + reach];
  let [paper, all] = [0, 0];
  // Beyond the photo's edge is unknown, not table: a mark near the edge still counts.
  const at = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= light.width || y >= light.height) return;
    all++;
    if (light.data[y * light.width + x]! >= RING.light * 255) paper++;
  };
  for (let x = left; x <= right; x++) {
    at(x, top);
    at(x, bottom);
  }
  for (let y = top + 1; y < bottom; y++) {
    at(left, y);
    at(right, y);
  }
  return all > 0 && paper >= RING.share * all;
}

function asSheet(four: Component[], light: GreyImage): { marks: FoundMarks; area: number } | null {
  const areas = four.map((c) => c.area);
  if (Math.max(...areas) > 3 * Math.min(...areas)) return null;
  const mx = four.reduce((s, c) => s + c.cx, 0) / 4;
  const my = four.reduce((s, c) => s + c.cy, 0) / 4;
  const angleOf = (c: Component) => Math.atan2(c.cy - my, c.cx - mx);
  // Clockwise in image coordinates (y down) is increasing angle; the top-left sits near -135°.
  const ordered = [...four].sort((p, q) => angleOf(p) - angleOf(q));
  const offset = (c: Component) => Math.abs(((angleOf(c) + (3 * Math.PI) / 4 + 3 * Math.PI) % (2 * Math.PI)) - Math.PI);
  const first = ordered.indexOf(ordered.reduce((p, q) => (offset(q) < offset(p) ? q : p)));
  const corners = [0, 1, 2, 3].map((k) => ordered[(first + k) % 4]!).map((c) => ({ x: c.cx, y: c.cy })) as FoundMarks['corners'];
  if (!isConvex(corners)) return null;
  const side = (i: number, j: number) => Math.hypot(corners[i]!.x - corners[j]!.x, corners[i]!.y - corners[j]!.y);
  const across = (side(0, 1) + side(3, 2)) / 2;
  const down = (side(1, 2) + side(0, 3)) / 2;
  const ratio = down / across;
  if (ratio < 1.15 || ratio > 1.7) return null;
  if (Math.min(side(0, 1), side(3, 2)) < 0.7 * Math.max(side(0, 1), side(3, 2))) return null;
  if (Math.min(side(1, 2), side(0, 3)) < 0.7 * Math.max(side(1, 2), side(0, 3))) return null;
  const paper: Paper = sheetAspect(corners, light.width, light.height) > PAPER_SPLIT ? 'a4' : 'letter';
  const expectedSide = (MARK_SIZE / span(paper).across) * across;
  const sizes = four.map((c) => Math.sqrt(c.area) / expectedSide);
  if (sizes.some((s) => s < 0.6 || s > 1.5)) return null;
  return { marks: { paper, corners }, area: across * down };
}

function isConvex(points: Point[]): boolean {
  let sign = 0;
  for (let i = 0; i < 4; i++) {
    const [a, b, c] = [points[i]!, points[(i + 1) % 4]!, points[(i + 2) % 4]!];
    const cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x);
    if (sign === 0) sign = Math.sign(cross);
    else if (Math.sign(cross) !== sign) return false;
  }
  return sign > 0;
}
