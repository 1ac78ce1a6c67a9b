import type { DrawingFeatures } from '../../../contracts/analysis.ts';
import type { Translator } from '../../../contracts/i18n/translator.ts';

const percent = (share: number) => Math.round(share * 100);

/**
 * What the analyser measured on the starting drawing, in plain words, in the report's language.
 * Only what it measures; no reading of what the numbers mean for the child, which one drawing
 * cannot carry.
 */
export function measuredInWords(features: DrawingFeatures, t: Translator): string[] {
  const shapes = features.shapes;
  const named = [
    shapes.circle && t('report.measured.circles', { count: shapes.circle }),
    shapes.rectangle && t('report.measured.rectangles', { count: shapes.rectangle }),
    shapes.triangle && t('report.measured.triangles', { count: shapes.triangle }),
  ].filter(Boolean);
  const closed = { closed: features.closedShapes, nested: features.nestedShapes };
  return [
    named.length ? t('report.measured.shapesNamed', { ...closed, named: named.join(', ') }) : t('report.measured.shapes', closed),
    t('report.measured.lines', { marks: features.separateMarks, junctions: features.junctions, ends: features.lineEnds }),
    t('report.measured.page', { page: percent(features.pageUsage), ink: percent(features.inkCoverage) }),
    t('report.measured.colours', {
      colours: features.colorCount,
      straight: percent(features.straightLineShare),
      symmetry: percent(features.symmetry),
    }),
    t(
      features.groundLine && features.skyBand
        ? 'report.measured.groundAndSky'
        : features.groundLine
          ? 'report.measured.ground'
          : features.skyBand
            ? 'report.measured.sky'
            : 'report.measured.neither',
    ),
  ];
}
