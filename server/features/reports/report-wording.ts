import type { DrawingFeatures } from '../../../contracts/analysis.ts';
import type { AgeRange } from '../../../contracts/analysis.ts';

/** "5 y 2 m": short enough for a table cell a paediatrician scans. */
export function shortAge(months: number): string {
  const whole = Math.max(0, Math.round(months));
  const years = Math.floor(whole / 12);
  const rest = whole % 12;
  if (years === 0) return `${rest} m`;
  return rest === 0 ? `${years} y` : `${years} y ${rest} m`;
}

/** "4 y 6 m – 5 y 10 m", the lower end first whatever order it came in. */
export function shortRange(range: AgeRange): string {
  const [low, high] = range.min <= range.max ? [range.min, range.max] : [range.max, range.min];
  return `${shortAge(low)} – ${shortAge(high)}`;
}

/** "estimated drawing age 5 y 2 m (range 4 y 6 m – 5 y 10 m)"; an older result without a range says so. */
export function estimateLine(months: number, range: AgeRange | null): string {
  return range ? `${shortAge(months)} (range ${shortRange(range)})` : `about ${shortAge(months)} (no tested range)`;
}

const percent = (share: number) => `${Math.round(share * 100)} %`;
const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What the analyser measured on the starting drawing, in plain words. Only what it measures; no
 * reading of what the numbers mean for the child, which one drawing cannot carry.
 */
export function measuredInWords(features: DrawingFeatures): string[] {
  const shapes = features.shapes;
  const named = [
    shapes.circle && count(shapes.circle, 'circle', 'circles'),
    shapes.rectangle && count(shapes.rectangle, 'rectangle', 'rectangles'),
    shapes.triangle && count(shapes.triangle, 'triangle', 'triangles'),
  ].filter(Boolean);
  return [
    `${count(features.closedShapes, 'closed shape', 'closed shapes')}${named.length ? ` (${named.join(', ')})` : ''}, ${features.nestedShapes} inside another shape`,
    `${count(features.separateMarks, 'separate mark', 'separate marks')}, ${count(features.junctions, 'place', 'places')} where three or more lines meet, ${count(features.lineEnds, 'free line end', 'free line ends')}`,
    `Uses ${percent(features.pageUsage)} of the page; ink covers ${percent(features.inkCoverage)} of it`,
    `${count(features.colorCount, 'colour', 'colours')}; ${percent(features.straightLineShare)} of the line is straight; left–right symmetry ${percent(features.symmetry)}`,
    features.groundLine || features.skyBand
      ? `Has ${[features.groundLine && 'a ground line', features.skyBand && 'a band of sky'].filter(Boolean).join(' and ')}`
      : 'No ground line or band of sky',
  ];
}
