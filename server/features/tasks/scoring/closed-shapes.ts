/** Closed shapes: the circle, square, triangle and diamond (criteria in criteria.ts). */
import type { ShapeItem } from '../../../../contracts/tasks.ts';
import { atLeast, atMost, judge, missing, type Check, type Verdict } from './criteria.ts';
import { findInside, type Corner, type Inside } from './outline.ts';
import { dilate } from './skeleton.ts';
import type { CopyInk } from './stroke-geometry.ts';

type ClosedShape = Extract<ShapeItem, 'circle' | 'square' | 'triangle' | 'diamond'>;

/** Gaps up to about twice this share of the copy's size close. */
const GAP_SHARE = 0.06;

/** How far a corner's bearing is from the nearest of `targets` (degrees). */
const bearingOff = (corner: Corner, targets: number[]) =>
  Math.min(...targets.map((t) => Math.min(Math.abs(corner.bearing - t) % 360, 360 - (Math.abs(corner.bearing - t) % 360))));
const worst = (corners: Corner[], measure: (c: Corner) => number) => Math.max(0, ...corners.map(measure));
const cornerCount = (inside: Inside, wanted: number): Check => ({
  ok: inside.corners.length === wanted,
  margin: inside.corners.length === wanted ? 1 : Math.abs(inside.corners.length - wanted),
});

export function scoreClosed(copy: CopyInk, shape: ClosedShape): Verdict {
  const radius = Math.max(2, GAP_SHARE * copy.size);
  const inside = findInside(dilate(copy.ink, radius));
  if (!inside || inside.share < 0.12) return judge([missing]);
  // The centre line of a clean copy runs once around, a little outside the (shrunken) inside.
  const expected = inside.perimeter + 2 * Math.PI * (radius + copy.thickness / 2);
  const common = [atLeast(inside.share, 0.15, 0.1), atMost(copy.points.length / expected, 1.8, 0.4)];
  const corners = inside.corners;
  const minSharpness = 1 - worst(corners, (c) => 1 - c.sharpness);
  switch (shape) {
    case 'circle': {
      const clear = corners.filter((c) => c.turn >= 60 && c.sharpness >= 0.75).length;
      return judge([...common, atMost(inside.aspect, 1.6, 0.2), atMost(clear, 1, 1)]);
    }
    case 'square':
      if (corners.length < 3) return judge([...common, missing]);
      return judge([
        ...common,
        cornerCount(inside, 4),
        atLeast(minSharpness, 0.65, 0.06),
        atMost(
          worst(corners, (c) => Math.abs(c.turn - 90)),
          35,
          12,
        ),
        atMost(
          worst(corners, (c) => bearingOff(c, [45, 135, 225, 315])),
          25,
          8,
        ),
        atMost(inside.aspect, 1.5, 0.2),
      ]);
    case 'triangle':
      if (corners.length < 2) return judge([...common, missing]);
      return judge([...common, cornerCount(inside, 3), atLeast(Math.min(...corners.map((c) => c.turn)), 70, 12), atLeast(minSharpness, 0.6, 0.12)]);
    case 'diamond': {
      if (corners.length < 3) return judge([...common, missing]);
      const points = corners.filter((c) => bearingOff(c, [90, 270]) <= 45);
      return judge([
        ...common,
        cornerCount(inside, 4),
        atMost(
          worst(corners, (c) => bearingOff(c, [0, 90, 180, 270])),
          25,
          8,
        ),
        // Only the points need to be sharp: the sides meet at a wide angle, which a shaky hand spreads out.
        atLeast(1 - worst(points, (c) => 1 - c.sharpness), 0.6, 0.12),
        atMost(inside.aspect, 2.2, 0.3),
      ]);
    }
  }
}
