/**
 * How much of the drawing is scribble — dense, looping, overlapping line — rather than distinct
 * shapes. Near 1: loops crossing loops, restless curving, hardly a closed shape (Kellogg's basic
 * scribbles). Near 0: separate, deliberate shapes and lines.
 */
import { clamp01 } from './layout.ts';
import type { ClosedShapes } from './shapes.ts';
import type { Strokes } from './strokes.ts';

/** Holes per page diagonal of line: a house drawing has about 2, a tangle of loops 15 or more. */
const LOOPS = { calm: 3, tangled: 15 };
/** Curving (+ half the sharp turns) per diagonal: clean drawings stay near 15–20, scribbles 50+. */
const RESTLESSNESS = { calm: 20, restless: 50 };
/** With this many closed shapes the drawing is about shapes, not scribble. */
const SHAPES_ENOUGH = 4;
const WEIGHTS = { loops: 0.4, restlessness: 0.35, fewShapes: 0.25 };

export function scribbleIndex(strokes: Strokes, shapes: ClosedShapes): number {
  if (strokes.length === 0) return 0;
  const loops = ramp(strokes.loops, LOOPS.calm, LOOPS.tangled);
  const restlessness = ramp(strokes.curving + strokes.sharpTurns / 2, RESTLESSNESS.calm, RESTLESSNESS.restless);
  const fewShapes = 1 - Math.min(1, shapes.count / SHAPES_ENOUGH);
  return clamp01(WEIGHTS.loops * loops + WEIGHTS.restlessness * restlessness + WEIGHTS.fewShapes * fewShapes);
}

const ramp = (value: number, low: number, high: number) => clamp01((value - low) / (high - low));
