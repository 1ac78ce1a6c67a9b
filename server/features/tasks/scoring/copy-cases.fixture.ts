/** Each shape's copies that pass and that fail in the typical ways (the scorer's unit cases). */
import type { ItemResult, ShapeItem } from '../../../../contracts/tasks.ts';
import { arc, CRAYON, PENCIL, scribble, shaky, type Pen } from './copies.fixture.ts';

type Pt = [number, number];
export type CopyCase = { shape: ShapeItem; name: string; strokes: Pt[][]; pen?: Pen; expect: ItemResult };

const c = 108;
const polygon = (points: Pt[], overshoot = 0): Pt[] => {
  const closed = [...points, points[0]!];
  if (!overshoot) return closed;
  const [a, b] = [points[0]!, points[1]!];
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  return [...closed, [a[0] + ((b[0] - a[0]) * overshoot) / len, a[1] + ((b[1] - a[1]) * overshoot) / len]];
};
const square = (half: number, angle = 0): Pt[] =>
  [45, 135, 225, 315].map((d) => {
    const a = ((d + angle) * Math.PI) / 180;
    return [c + half * Math.SQRT2 * Math.cos(a), c - half * Math.SQRT2 * Math.sin(a)] as Pt;
  });
/** A square whose corners are arcs of `radius`. */
const roundedSquare = (half: number, radius: number): Pt[] => {
  const inner = half - radius;
  return [
    ...arc(c + inner, c - inner, radius, radius, 0, 90).slice(0, 31),
    ...arc(c - inner, c - inner, radius, radius, 90, 180).slice(0, 31),
    ...arc(c - inner, c + inner, radius, radius, 180, 270).slice(0, 31),
    ...arc(c + inner, c + inner, radius, radius, 270, 360).slice(0, 31),
  ].filter((_, i) => i % 2 === 0);
};
/** The closed outline with each side waving sideways (`amplitude` px, one wave per `wavelength` px): a shaky but good hand. */
const wavy = (points: Pt[], amplitude: number, wavelength: number): Pt[] =>
  points.flatMap((a, k) => {
    const b = points[(k + 1) % points.length]!;
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
    const [nx, ny] = [-(b[1] - a[1]) / len, (b[0] - a[0]) / len];
    return Array.from({ length: Math.ceil(len / 3) }, (_, i) => {
      const t = (i * 3) / len;
      const off = amplitude * Math.sin((2 * Math.PI * t * len) / wavelength);
      return [a[0] + (b[0] - a[0]) * t + nx * off, a[1] + (b[1] - a[1]) * t + ny * off] as Pt;
    });
  });
const diamond = (halfWidth: number, halfHeight: number): Pt[] => [
  [c, c - halfHeight],
  [c + halfWidth, c],
  [c, c + halfHeight],
  [c - halfWidth, c],
];
const triangle: Pt[] = [
  [c, c - 60],
  [c + 62, c + 48],
  [c - 62, c + 48],
];

export const COPY_CASES: CopyCase[] = [
  {
    shape: 'vertical-line',
    name: 'shaky, slightly slanted',
    strokes: [
      shaky(
        [
          [c - 8, 40],
          [c + 10, 170],
        ],
        3,
      ),
    ],
    expect: 'pass',
  },
  {
    shape: 'vertical-line',
    name: 'crayon',
    strokes: [
      shaky(
        [
          [c, 50],
          [c + 4, 160],
        ],
        2,
      ),
    ],
    pen: CRAYON,
    expect: 'pass',
  },
  {
    shape: 'vertical-line',
    name: 'slanted 40°',
    strokes: [
      [
        [c - 50, 160],
        [c + 50, 50],
      ],
    ],
    expect: 'fail',
  },
  { shape: 'vertical-line', name: 'curved', strokes: [arc(c + 40, c, 70, 70, 120, 240)], expect: 'fail' },
  { shape: 'vertical-line', name: 'scribble', strokes: [scribble()], expect: 'fail' },
  {
    shape: 'horizontal-line',
    name: 'shaky',
    strokes: [
      shaky(
        [
          [40, c + 6],
          [175, c - 8],
        ],
        3,
        11,
      ),
    ],
    expect: 'pass',
  },
  {
    shape: 'horizontal-line',
    name: 'vertical instead',
    strokes: [
      [
        [c, 40],
        [c, 170],
      ],
    ],
    expect: 'fail',
  },
  {
    shape: 'horizontal-line',
    name: 'zig-zag',
    strokes: [
      [
        [40, c],
        [70, c - 40],
        [100, c + 40],
        [130, c - 40],
        [170, c],
      ],
    ],
    expect: 'fail',
  },
  { shape: 'circle', name: 'shaky', strokes: [shaky(arc(c, c, 60, 56, 0, 360), 2.5, 5)], expect: 'pass' },
  { shape: 'circle', name: 'slightly open, oval', strokes: [arc(c, c, 70, 50, 10, 355)], expect: 'pass' },
  { shape: 'circle', name: 'crayon, overlapping ends', strokes: [arc(c, c, 45, 45, -20, 370)], pen: CRAYON, expect: 'pass' },
  { shape: 'circle', name: 'open', strokes: [arc(c, c, 60, 60, 50, 310)], expect: 'fail' },
  { shape: 'circle', name: 'a square', strokes: [polygon(square(55))], expect: 'fail' },
  { shape: 'circle', name: 'scribble', strokes: [scribble(9)], expect: 'fail' },
  {
    shape: 'cross',
    name: 'shaky',
    strokes: [
      shaky(
        [
          [c + 4, 40],
          [c - 4, 175],
        ],
        2,
      ),
      shaky(
        [
          [45, c + 6],
          [172, c - 2],
        ],
        2,
        9,
      ),
    ],
    expect: 'pass',
  },
  {
    shape: 'cross',
    name: 'arms a bit unequal',
    strokes: [
      [
        [c, 50],
        [c, 170],
      ],
      [
        [60, c - 15],
        [180, c - 15],
      ],
    ],
    pen: CRAYON,
    expect: 'pass',
  },
  {
    shape: 'cross',
    name: 'does not cross (T)',
    strokes: [
      [
        [50, 50],
        [170, 50],
      ],
      [
        [c, 50],
        [c, 170],
      ],
    ],
    expect: 'fail',
  },
  {
    shape: 'cross',
    name: 'lines apart',
    strokes: [
      [
        [60, 40],
        [60, 170],
      ],
      [
        [90, c],
        [180, c],
      ],
    ],
    expect: 'fail',
  },
  {
    shape: 'cross',
    name: 'an X',
    strokes: [
      [
        [50, 50],
        [165, 165],
      ],
      [
        [165, 50],
        [50, 165],
      ],
    ],
    expect: 'fail',
  },
  {
    shape: 'diagonal-line',
    name: 'rising',
    strokes: [
      shaky(
        [
          [50, 165],
          [165, 50],
        ],
        2,
      ),
    ],
    expect: 'pass',
  },
  {
    shape: 'diagonal-line',
    name: 'rising at 35°',
    strokes: [
      [
        [40, 150],
        [175, 60],
      ],
    ],
    pen: CRAYON,
    expect: 'pass',
  },
  {
    shape: 'diagonal-line',
    name: 'falling',
    strokes: [
      [
        [50, 50],
        [165, 165],
      ],
    ],
    expect: 'fail',
  },
  {
    shape: 'diagonal-line',
    name: 'vertical',
    strokes: [
      [
        [c, 40],
        [c, 170],
      ],
    ],
    expect: 'fail',
  },
  { shape: 'square', name: 'shaky, overshooting', strokes: [shaky(polygon(square(55), 12), 2)], expect: 'pass' },
  { shape: 'square', name: 'crayon, a little tilted', strokes: [polygon(square(50, 8))], pen: CRAYON, expect: 'pass' },
  { shape: 'square', name: 'rounded corners', strokes: [polygon(roundedSquare(60, 32))], expect: 'fail' },
  { shape: 'square', name: 'a circle', strokes: [arc(c, c, 60, 60, 0, 360)], expect: 'fail' },
  {
    shape: 'square',
    name: 'open',
    strokes: [
      [
        [60, 150],
        [60, 60],
        [156, 60],
        [156, 150],
      ],
    ],
    expect: 'fail',
  },
  { shape: 'square', name: 'a diamond', strokes: [polygon(diamond(60, 60))], expect: 'fail' },
  {
    shape: 'diagonal-cross',
    name: 'shaky',
    strokes: [
      shaky(
        [
          [50, 50],
          [168, 165],
        ],
        2,
      ),
      shaky(
        [
          [165, 48],
          [52, 168],
        ],
        2,
        3,
      ),
    ],
    expect: 'pass',
  },
  {
    shape: 'diagonal-cross',
    name: 'crayon',
    strokes: [
      [
        [60, 55],
        [160, 170],
      ],
      [
        [165, 60],
        [45, 160],
      ],
    ],
    pen: CRAYON,
    expect: 'pass',
  },
  {
    shape: 'diagonal-cross',
    name: 'a +',
    strokes: [
      [
        [c, 40],
        [c, 175],
      ],
      [
        [40, c],
        [175, c],
      ],
    ],
    expect: 'fail',
  },
  {
    shape: 'diagonal-cross',
    name: 'does not cross (V)',
    strokes: [
      [
        [40, 50],
        [c, 170],
      ],
      [
        [c, 170],
        [176, 50],
      ],
    ],
    expect: 'fail',
  },
  { shape: 'triangle', name: 'shaky, overshooting', strokes: [shaky(polygon(triangle, 10), 2)], expect: 'pass' },
  { shape: 'triangle', name: 'crayon', strokes: [polygon(triangle)], pen: CRAYON, expect: 'pass' },
  // A wavy side bulges into the shape and out again: the dents are not corners (this gave four or five).
  { shape: 'triangle', name: 'crayon, wavy sides', strokes: [polygon(wavy(triangle, 4, 40))], pen: CRAYON, expect: 'pass' },
  { shape: 'triangle', name: 'open', strokes: [[triangle[1]!, triangle[0]!, triangle[2]!, [c + 10, c + 48]]], expect: 'fail' },
  { shape: 'triangle', name: 'a square', strokes: [polygon(square(55))], expect: 'fail' },
  { shape: 'triangle', name: 'a circle', strokes: [arc(c, c, 60, 60, 0, 360)], expect: 'fail' },
  { shape: 'diamond', name: 'tall, shaky', strokes: [shaky(polygon(diamond(48, 72), 8), 2)], expect: 'pass' },
  { shape: 'diamond', name: 'square on its corner, crayon', strokes: [polygon(diamond(62, 62))], pen: CRAYON, expect: 'pass' },
  // The wide side corners of a tall diamond, spread by a wavy hand: only the points need to be sharp.
  { shape: 'diamond', name: 'tall, crayon, wavy sides', strokes: [polygon(wavy(diamond(40, 72), 3, 36))], pen: CRAYON, expect: 'pass' },
  { shape: 'diamond', name: 'a square on its side edges', strokes: [polygon(square(55))], expect: 'fail' },
  { shape: 'diamond', name: 'a circle', strokes: [arc(c, c, 50, 70, 0, 360)], expect: 'fail' },
  {
    shape: 'diamond',
    name: 'open',
    strokes: [
      [
        [c - 48, c],
        [c, c - 72],
        [c + 48, c],
        [c, c + 72],
      ],
    ],
    expect: 'fail',
  },
  ...(['vertical-line', 'square'] as const).map((shape) => ({ shape, name: 'empty box', strokes: [], expect: 'empty' as const })),
  {
    shape: 'circle',
    name: 'a stray dot',
    strokes: [
      [
        [c, c],
        [c + 2, c + 1],
      ],
    ],
    pen: PENCIL,
    expect: 'empty',
  },
];
