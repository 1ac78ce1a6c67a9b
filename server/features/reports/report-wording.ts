import type { DrawingFeatures } from '../../../contracts/analysis.ts';

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
