/**
 * Names the colour of each mark pixel the way a parent would ("red", "blue", "black"…) and
 * counts the colours a child really used. Edge pixels of a stroke are a blend with the paper,
 * so only pixels clearly away from white are named; a colour counts when it has a fair share.
 */

export const COLOUR_NAMES = ['black', 'brown', 'red', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink'] as const;
export type ColourName = (typeof COLOUR_NAMES)[number];
/** 0 means "not named" (a blended edge pixel); 1… index COLOUR_NAMES + 1. */
export type ColourLabel = number;

/** A colour counts when at least this share of the named mark pixels has it. */
const MIN_COLOUR_SHARE = 0.01;
/** …and covers at least this share of the page (a few stray pixels are not a crayon). */
const MIN_PAGE_SHARE = 0.0005;

/**
 * h in OpenCV's 0–180 range, s and v 0–255, of the lighting-evened image; gray 0–255.
 * Greys count as black: pencil, graphite and black crayon all read as "black" to a parent,
 * and the grey rim around every black stroke would otherwise be a colour of its own.
 */
export function colourLabel(h: number, s: number, v: number, gray: number): ColourLabel {
  const saturated = s >= 90 && v >= 60;
  if (!saturated) return gray <= 150 ? label('black') : 0;
  if (h < 8 || h >= 170) return label(v < 130 ? 'brown' : 'red');
  if (h < 20) return label(v < 170 ? 'brown' : 'orange');
  if (h < 34) return label(v < 120 ? 'green' : 'yellow');
  if (h < 85) return label('green');
  if (h < 130) return label('blue');
  if (h < 150) return label('purple');
  return label('pink');
}

const label = (name: ColourName): ColourLabel => COLOUR_NAMES.indexOf(name) + 1;

/** Distinct colours above the minimum shares, most used first. */
export function usedColours(labels: Uint8Array, pagePixels: number): ColourName[] {
  const counts = new Array<number>(COLOUR_NAMES.length + 1).fill(0);
  for (const value of labels) counts[value]!++;
  const named = counts.slice(1).reduce((a, b) => a + b, 0);
  if (named === 0) return [];
  return COLOUR_NAMES.map((name, i) => ({ name, count: counts[i + 1]! }))
    .filter(({ count }) => count / named >= MIN_COLOUR_SHARE && count / pagePixels >= MIN_PAGE_SHARE)
    .sort((a, b) => b.count - a.count || COLOUR_NAMES.indexOf(a.name) - COLOUR_NAMES.indexOf(b.name))
    .map(({ name }) => name);
}

export function colourName(value: ColourLabel): ColourName | undefined {
  return value > 0 ? COLOUR_NAMES[value - 1] : undefined;
}
