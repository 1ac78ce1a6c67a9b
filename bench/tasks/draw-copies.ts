/**
 * A child's copies drawn programmatically, as SVG strokes in page points: each copy's unit-box
 * strokes (copy-shapes.ts) sized and placed somewhere in its box, drawn with a pencil or a crayon
 * by a slightly shaky hand. Each copy carries the label it was drawn to have (pass, fail, empty),
 * which the benchmark and the API tests compare with the scorer's result. Seeded: the same random
 * source gives the same copies.
 */
import type { Point, Stroke } from '../../contracts/shape-models.ts';
import type { ItemResult, SheetBox, ShapeItem } from '../../contracts/tasks.ts';
import { failedCopy, goodCopy, type Random } from './copy-shapes.ts';

export type CopyLabel = ItemResult;
export type Pen = { tool: 'pencil' | 'crayon'; width: number; colour: string; opacity: number };
export type DrawnCopy = { shape: ShapeItem; label: CopyLabel; error: string; pen: Pen; strokes: Stroke[] };

/** Crayons a child reaches for; no yellow, which a parent would not hand over for this either. */
const CRAYONS = ['#d62828', '#1d4ed8', '#15803d', '#7e22ce', '#ea580c', '#0f172a', '#9d174d'] as const;
/** Resampling step along a stroke, in points: fine enough for the hand's wobble to show. */
const STEP = 1.5;

const between = (random: Random, low: number, high: number) => low + (high - low) * random();

export function choosePen(random: Random): Pen {
  if (random() < 0.5) {
    const grey = Math.round(between(random, 40, 110));
    return { tool: 'pencil', width: between(random, 0.8, 1.3), colour: `rgb(${grey},${grey},${grey})`, opacity: between(random, 0.75, 0.95) };
  }
  return { tool: 'crayon', width: between(random, 3.2, 4.8), colour: CRAYONS[Math.floor(random() * CRAYONS.length)]!, opacity: between(random, 0.8, 0.95) };
}

/**
 * The copy of `shape` that should score `label`, inside `box` (page points): 45–90 % of the box,
 * anywhere in it, turned a few degrees at most for a good copy, with a shake of up to ~0.9 pt.
 */
export function drawCopy(shape: ShapeItem, label: CopyLabel, box: SheetBox, random: Random, pen = choosePen(random)): DrawnCopy {
  if (label === 'empty') return { shape, label, error: 'empty', pen, strokes: [] };
  const unit = label === 'pass' ? goodCopy(shape, random) : failedCopy(shape, random);
  const size = Math.min(box.width, box.height) * between(random, 0.5, 0.92);
  const margin = 4 + pen.width;
  const room = { x: Math.max(0, box.width - size - 2 * margin), y: Math.max(0, box.height - size - 2 * margin) };
  const origin = { x: box.x + margin + room.x * random(), y: box.y + margin + room.y * random() };
  const shake = between(random, 0.2, 0.9);
  const strokes = unit.strokes.map((stroke) =>
    shaky(
      stroke.map(([x, y]) => [origin.x + x * size, origin.y + y * size] as const),
      shake,
      random,
    ),
  );
  return { shape, label, error: unit.error, pen, strokes };
}

/** The stroke resampled every STEP points and pushed sideways by a smooth wobble plus a little tremor. */
function shaky(stroke: readonly Point[], amplitude: number, random: Random): Stroke {
  const waves = [0, 1].map(() => ({ length: between(random, 12, 40), phase: random() * 2 * Math.PI, size: amplitude * between(random, 0.4, 1) }));
  const out: Point[] = [];
  let travelled = 0;
  for (let i = 1; i < stroke.length; i++) {
    const [ax, ay] = stroke[i - 1]!;
    const [bx, by] = stroke[i]!;
    const length = Math.hypot(bx - ax, by - ay);
    if (length === 0) continue;
    const [nx, ny] = [-(by - ay) / length, (bx - ax) / length];
    const steps = Math.max(1, Math.ceil(length / STEP));
    for (let s = i === 1 ? 0 : 1; s <= steps; s++) {
      const t = s / steps;
      const along = travelled + t * length;
      const offset =
        waves.reduce((sum, w) => sum + w.size * Math.sin((2 * Math.PI * along) / w.length + w.phase), 0) + between(random, -0.15, 0.15) * amplitude;
      out.push([ax + t * (bx - ax) + nx * offset, ay + t * (by - ay) + ny * offset]);
    }
    travelled += length;
  }
  return out;
}

/** The copy as SVG paths in page points; nothing for an empty box. */
export function copySvg(copy: DrawnCopy): string {
  const { width, colour, opacity } = copy.pen;
  return copy.strokes
    .map((stroke) => {
      const d = stroke.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(2)} ${y.toFixed(2)}`).join(' ');
      return `<path d="${d}" fill="none" stroke="${colour}" stroke-opacity="${opacity.toFixed(2)}" stroke-width="${width.toFixed(2)}" stroke-linecap="round" stroke-linejoin="round"/>`;
    })
    .join('');
}
