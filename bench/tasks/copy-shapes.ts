/**
 * What a child's copy of each shape looks like, as strokes in a unit box (0–1, y down): a good
 * copy (the model, a little uneven) and the typical errors the scoring criteria must catch.
 * draw-copies.ts places, sizes and shakes them.
 */
import { SHAPE_MODELS, type Point, type Stroke } from '../../contracts/shape-models.ts';
import type { ShapeItem } from '../../contracts/tasks.ts';

export type Random = () => number;
export type UnitCopy = { error: string; strokes: Stroke[] };

const between = (random: Random, low: number, high: number) => low + (high - low) * random();
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const jitter = (random: Random, strokes: readonly Stroke[], amount: number): Stroke[] =>
  strokes.map((stroke) => stroke.map(([x, y]) => [x + between(random, -amount, amount), y + between(random, -amount, amount)] as const));

/** A straight stroke through the centre at `degrees` from the horizontal (y down, so 90 is vertical). */
function line(degrees: number, half: number, centre: Point = [0.5, 0.5]): Stroke {
  const a = (degrees * Math.PI) / 180;
  return [
    [centre[0] - half * Math.cos(a), centre[1] + half * Math.sin(a)],
    [centre[0] + half * Math.cos(a), centre[1] - half * Math.sin(a)],
  ];
}

/** An arc of an ellipse from `from` to `to` radians, as one stroke. */
function arc(from: number, to: number, rx: number, ry: number, centre: Point = [0.5, 0.5]): Stroke {
  const steps = Math.max(8, Math.ceil(Math.abs(to - from) * 10));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = from + ((to - from) * i) / steps;
    return [centre[0] + rx * Math.cos(a), centre[1] + ry * Math.sin(a)] as const;
  });
}

/** A closed polygon through `corners`, open where `skip` says (the side after that corner is left out). */
function polygon(corners: readonly Point[], skip?: number): Stroke {
  if (skip === undefined) return [...corners, corners[0]!];
  return Array.from({ length: corners.length }, (_, i) => corners[(skip + 1 + i) % corners.length]!);
}

/** A square with corners rounded so far that it has none: the typical 3-year-old's square. */
function roundedSquare(half: number, radius: number): Stroke {
  const c = 0.5;
  const inner = half - radius;
  const corner = (cx: number, cy: number, from: number) => arc(from, from + Math.PI / 2, radius, radius, [c + cx * inner, c + cy * inner]);
  return [...corner(1, 1, 0), ...corner(-1, 1, Math.PI / 2), ...corner(-1, -1, Math.PI), ...corner(1, -1, 1.5 * Math.PI), [c + half, c + inner]];
}

/** A tangle of loops, not a shape at all. */
export function scribble(random: Random): UnitCopy {
  const points: Point[] = [];
  let [x, y] = [between(random, 0.3, 0.7), between(random, 0.3, 0.7)];
  let heading = random() * 2 * Math.PI;
  for (let i = 0; i < 60; i++) {
    heading += between(random, -1.2, 1.2);
    x = Math.min(0.9, Math.max(0.1, x + 0.08 * Math.cos(heading)));
    y = Math.min(0.9, Math.max(0.1, y + 0.08 * Math.sin(heading)));
    points.push([x, y]);
  }
  return { error: 'scribble', strokes: [points] };
}

export function goodCopy(shape: ShapeItem, random: Random): UnitCopy {
  const tilt = between(random, -5, 5);
  switch (shape) {
    case 'vertical-line':
      return { error: 'good', strokes: [line(90 + tilt, 0.4)] };
    case 'horizontal-line':
      return { error: 'good', strokes: [line(tilt, 0.4)] };
    case 'diagonal-line':
      return { error: 'good', strokes: [line(45 + between(random, -8, 8), 0.42)] };
    case 'circle': {
      // One closed curve: the pen comes back to where it started and a little past.
      const start = random() * 2 * Math.PI;
      return {
        error: 'good',
        strokes: [arc(start, start + 2 * Math.PI + between(random, 0.12, 0.35), 0.4 * between(random, 0.88, 1.05), 0.4 * between(random, 0.88, 1.05))],
      };
    }
    case 'cross': {
      const c: Point = [0.5 + between(random, -0.05, 0.05), 0.5 + between(random, -0.05, 0.05)];
      return { error: 'good', strokes: [line(90 + tilt, 0.4 * between(random, 0.85, 1.1), c), line(tilt, 0.4 * between(random, 0.85, 1.1), c)] };
    }
    case 'diagonal-cross': {
      const c: Point = [0.5 + between(random, -0.04, 0.04), 0.5 + between(random, -0.04, 0.04)];
      return { error: 'good', strokes: [line(45 + tilt, 0.42 * between(random, 0.85, 1.1), c), line(135 + tilt, 0.42 * between(random, 0.85, 1.1), c)] };
    }
    default:
      return { error: 'good', strokes: jitter(random, SHAPE_MODELS[shape], 0.025) };
  }
}

const FAILS: Record<ShapeItem, readonly ((random: Random) => UnitCopy)[]> = {
  'vertical-line': [(r) => ({ error: 'wrong angle', strokes: [line(pick(r, [1, -1]) * between(r, 35, 55) + 90, 0.4)] })],
  'horizontal-line': [(r) => ({ error: 'wrong angle', strokes: [line(pick(r, [1, -1]) * between(r, 35, 55), 0.4)] })],
  'diagonal-line': [(r) => ({ error: 'wrong angle', strokes: [line(pick(r, [0, 90]) + between(r, -6, 6), 0.42)] })],
  circle: [
    (r) => {
      const start = r() * 2 * Math.PI;
      return { error: 'open circle', strokes: [arc(start, start + 2 * Math.PI - between(r, 1.3, 2.2), 0.4, 0.4 * between(r, 0.9, 1.05))] };
    },
  ],
  cross: [
    // Unequal arms that meet at an end or stay apart: an L, a T on its head, two strokes side by side.
    (r) => ({
      error: 'arms do not cross',
      strokes: [line(90, 0.38, [0.3, 0.5]), line(between(r, -4, 4), 0.18, [0.62 + between(r, 0, 0.1), 0.5 + between(r, -0.2, 0.3)])],
    }),
    (r) => ({ error: 'arms do not cross', strokes: [line(90, 0.3, [0.5, 0.58]), line(between(r, -4, 4), 0.4, [0.5, 0.2])] }),
  ],
  square: [
    (r) => ({ error: 'rounded corners', strokes: [roundedSquare(0.35 * between(r, 0.9, 1.05), 0.35 * between(r, 0.55, 0.7))] }),
    (r) => ({
      error: 'open square',
      strokes: [
        polygon(
          [
            [0.15, 0.15],
            [0.85, 0.15],
            [0.85, 0.85],
            [0.15, 0.85],
          ],
          Math.floor(r() * 4),
        ),
      ],
    }),
  ],
  'diagonal-cross': [
    (r) => ({ error: 'upright cross', strokes: [line(90 + between(r, -5, 5), 0.4), line(between(r, -5, 5), 0.4)] }),
    (r) => ({ error: 'lines do not cross', strokes: [line(45, 0.22, [0.28, 0.35 + between(r, 0, 0.3)]), line(135, 0.22, [0.72, 0.35 + between(r, 0, 0.3)])] }),
  ],
  triangle: [
    (r) => ({
      error: 'missing side',
      strokes: [
        polygon(
          [
            [0.5, 0.12],
            [0.9, 0.82],
            [0.1, 0.82],
          ],
          Math.floor(r() * 3),
        ),
      ],
    }),
    () => ({ error: 'rounded triangle', strokes: [arc(0, 2 * Math.PI + 0.2, 0.4, 0.33)] }),
  ],
  diamond: [
    (r) => ({ error: 'drawn as a square', strokes: jitter(r, SHAPE_MODELS.square, 0.02) }),
    (r) => ({
      error: 'missing side',
      strokes: [
        polygon(
          [
            [0.5, 0.08],
            [0.78, 0.5],
            [0.5, 0.92],
            [0.22, 0.5],
          ],
          Math.floor(r() * 4),
        ),
      ],
    }),
  ],
};

/** A typical miss for `shape`: one in five is a scribble, the rest the shape's own errors. */
export function failedCopy(shape: ShapeItem, random: Random): UnitCopy {
  return random() < 0.2 ? scribble(random) : pick(random, FAILS[shape])(random);
}
