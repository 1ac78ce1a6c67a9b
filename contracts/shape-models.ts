/**
 * Issue 33: each model shape as strokes in a unit box (0–1, y down), drawn alike by the PDF, the
 * on-screen models (no printer) and the benchmark's copies. A circle is a closed polyline of many
 * points. Zod-free, so the web app can draw them.
 */
import type { ShapeItem } from './tasks.ts';

export type Point = readonly [number, number];
export type Stroke = readonly Point[];

const C = 0.5;
const R = 0.4;

function circle(points = 48): Stroke {
  return Array.from({ length: points + 1 }, (_, i) => {
    const a = (i / points) * 2 * Math.PI;
    return [C + R * Math.cos(a), C + R * Math.sin(a)] as const;
  });
}

export const SHAPE_MODELS: Record<ShapeItem, readonly Stroke[]> = {
  'vertical-line': [
    [
      [C, C - R],
      [C, C + R],
    ],
  ],
  'horizontal-line': [
    [
      [C - R, C],
      [C + R, C],
    ],
  ],
  circle: [circle()],
  cross: [
    [
      [C, C - R],
      [C, C + R],
    ],
    [
      [C - R, C],
      [C + R, C],
    ],
  ],
  // Rising to the right, as "/" is printed.
  'diagonal-line': [
    [
      [C - 0.3, C + 0.3],
      [C + 0.3, C - 0.3],
    ],
  ],
  square: [
    [
      [C - 0.35, C - 0.35],
      [C + 0.35, C - 0.35],
      [C + 0.35, C + 0.35],
      [C - 0.35, C + 0.35],
      [C - 0.35, C - 0.35],
    ],
  ],
  'diagonal-cross': [
    [
      [C - 0.3, C - 0.3],
      [C + 0.3, C + 0.3],
    ],
    [
      [C + 0.3, C - 0.3],
      [C - 0.3, C + 0.3],
    ],
  ],
  triangle: [
    [
      [C, C - 0.38],
      [C + 0.4, C + 0.32],
      [C - 0.4, C + 0.32],
      [C, C - 0.38],
    ],
  ],
  // Corners up, right, down and left; taller than wide, as the standard item is.
  diamond: [
    [
      [C, C - 0.42],
      [C + 0.28, C],
      [C, C + 0.42],
      [C - 0.28, C],
      [C, C - 0.42],
    ],
  ],
};

/** The strokes as one SVG path's `d`, scaled to a box of `size` units. */
export function shapeModelPath(shape: ShapeItem, size: number): string {
  return SHAPE_MODELS[shape]
    .map((stroke) => stroke.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${(x * size).toFixed(2)} ${(y * size).toFixed(2)}`).join(' '))
    .join(' ');
}
