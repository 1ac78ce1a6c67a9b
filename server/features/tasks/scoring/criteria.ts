/**
 * The written criteria each copy is scored against, after the public descriptions of the
 * Beery–Buktenica VMI and Gesell copying items (a copy passes when it has the model's defining
 * features; neatness, size and a shaky line do not count against it):
 *
 * | Item            | Passes when                                                                                   | Typical misses that fail                      |
 * |-----------------|-----------------------------------------------------------------------------------------------|-----------------------------------------------|
 * | Vertical line   | one mostly straight stroke (≥ 80 % of the ink in one band), within 20° of vertical, ≥ 20 pt   | slanted, curved, scribbled, several strokes   |
 * | Horizontal line | the same, within 20° of horizontal                                                            | as above                                      |
 * | Circle          | one closed curve (a gap under ~12 % of its size closes), long/short axis ≤ 1.6, ≤ 1 clear corner | open curve, spiral/scribble, square-ish    |
 * | Cross           | two straight lines, within 25° of vertical and horizontal, 90 ± 30° apart, crossing in the middle 20–80 % of each, length ratio ≤ 2.5 | lines that do not cross (T, L), one arm tiny, one line |
 * | Diagonal line   | one mostly straight stroke rising to the right at 25–65°, ≥ 20 pt                             | falling (\), vertical, curved                 |
 * | Square          | closes; exactly 4 corners, each a sharp turn (≥ 65 % of it within the shortest stretch) of 90 ± 35°, at the diagonals (sides level), long/short ≤ 1.5 | open, rounded corners, circle, diamond, long rectangle |
 * | Diagonal cross  | two straight lines, each within 25° of a diagonal, 90 ± 30° apart, crossing in the middle 20–80 % of each | a +, lines not crossing, one line |
 * | Triangle        | closes; exactly 3 corners, each a turn ≥ 70° and sharp (≥ 60 %)                               | open, four corners, rounded blob              |
 * | Diamond         | closes; exactly 4 corners pointing up, right, down and left (within 25°), the top and bottom points sharp (≥ 60 %), long/short ≤ 2.2 | a square on its side edges, a circle, open |
 *
 * A corner is where the inside's outline turns outwards by ≥ 45° and is still turning over a
 * stretch twice as long: a shaky or wavy side (a good copy, to an examiner) adds no corners.
 * Any copy with much ink beyond the shape (a scribble, a drawing inside) fails; a box with almost
 * no ink is 'empty'. Each check knows how far the copy is from its threshold, in the check's own
 * scale; the least clear check sets the confidence.
 */
import type { ItemResult } from '../../../../contracts/tasks.ts';

export type Check = { ok: boolean; margin: number };
export type Verdict = { result: ItemResult; confidence: number };

export const atLeast = (value: number, limit: number, scale: number): Check => ({ ok: value >= limit, margin: Math.abs(value - limit) / scale });
export const atMost = (value: number, limit: number, scale: number): Check => ({ ok: value <= limit, margin: Math.abs(value - limit) / scale });
/** A hard "no" (the shape is missing altogether): a clear fail. */
export const missing: Check = { ok: false, margin: 2 };

/** Pass when every check holds (as sure as the closest call); fail as sure as the clearest miss. */
export function judge(checks: Check[]): Verdict {
  const misses = checks.filter((c) => !c.ok);
  const margin = misses.length ? Math.max(...misses.map((c) => c.margin)) : Math.min(...checks.map((c) => c.margin));
  return { result: misses.length ? 'fail' : 'pass', confidence: sure(margin) };
}

export const sure = (margin: number): number => Math.round((0.5 + 0.48 * (1 - Math.exp(-2 * margin))) * 100) / 100;

/** Copies are measured in pixels of the straightened sheet, at this many per PDF point. */
export const PIXELS_PER_POINT = 2;
/** Long enough: half the model line's 43 pt (the sheet's model is 54 pt, its line 80 % of that). */
export const MIN_LINE_LENGTH = 20 * PIXELS_PER_POINT;
/** A box whose centre line is shorter than this holds no copy (a dot, a speck, a stray touch). */
export const EMPTY_BELOW = 8 * PIXELS_PER_POINT;
