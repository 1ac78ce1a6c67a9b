/**
 * The true down/across ratio of a rectangle seen at an angle. A tilted phone foreshortens the
 * sheet (a 15° tilt close up can squeeze A4's 1.47 below Letter's 1.34), so the ratio of the
 * photographed sides cannot tell the papers apart. The four corners of a rectangle fix the
 * camera's focal length when the lens centre is known (Zhang and He, "Whiteboard scanning and
 * image enhancement", 2007); with it the rectangle's own aspect comes back. The lens is taken to
 * point at the sheet's middle (where its diagonals cross), as a parent aims a phone at a sheet;
 * the photo's own centre would be wrong for a cropped or off-centre photo. When
 * the photo is nearly square-on the focal length is undetermined, and a phone's usual lens
 * (0.73 of the long side, a 26 mm equivalent) is assumed; it then barely matters.
 */
import type { Point } from './grey-image.ts';

const TYPICAL_FOCAL_SHARE = 0.73;
/** Focal lengths outside this share of the long side are noise, not a phone's lens. */
const FOCAL_SHARE = { min: 0.35, max: 3 };

type Vec = [number, number, number];
const cross = (a: Vec, b: Vec): Vec => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];

/** `corners` clockwise from the top-left, in pixels of an image `width` by `height`. */
export function sheetAspect(corners: readonly [Point, Point, Point, Point], width: number, height: number): number {
  const long = Math.max(width, height);
  const middle = diagonalsCross(corners);
  // Homogeneous points about the lens centre, scaled to about 1 so the products stay well conditioned.
  const at = (p: Point): Vec => [(p.x - middle.x) / long, (p.y - middle.y) / long, 1];
  const [m1, m2, m4, m3] = corners.map(at) as [Vec, Vec, Vec, Vec];
  const k2 = dot(cross(m1, m4), m3) / dot(cross(m2, m4), m3);
  const k3 = dot(cross(m1, m4), m2) / dot(cross(m3, m4), m2);
  const n2 = m2.map((v, i) => k2 * v - m1[i]!) as Vec;
  const n3 = m3.map((v, i) => k3 * v - m1[i]!) as Vec;
  const squared = -(n2[0] * n3[0] + n2[1] * n3[1]) / (n2[2] * n3[2]);
  const plausible = Number.isFinite(squared) && squared >= FOCAL_SHARE.min ** 2 && squared <= FOCAL_SHARE.max ** 2;
  const f2 = plausible ? squared : TYPICAL_FOCAL_SHARE ** 2;
  const across = (n2[0] ** 2 + n2[1] ** 2) / f2 + n2[2] ** 2;
  const down = (n3[0] ** 2 + n3[1] ** 2) / f2 + n3[2] ** 2;
  return Math.sqrt(down / across);
}

function diagonalsCross([a, b, c, d]: readonly [Point, Point, Point, Point]): Point {
  const line = cross([a.x, a.y, 1], [c.x, c.y, 1]);
  const other = cross([b.x, b.y, 1], [d.x, d.y, 1]);
  const [x, y, w] = cross(line, other);
  return Math.abs(w) < 1e-9 ? { x: (a.x + c.x) / 2, y: (a.y + c.y) / 2 } : { x: x / w, y: y / w };
}
