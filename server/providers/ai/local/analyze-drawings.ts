/**
 * Every photo of a weekly submission or a checkpoint period, analysed one after another (the
 * measure pool works on them anyway), behind any parent waiting for a free analysis. A photo
 * that shows no drawing — a blank sheet, a photo of the child, a screenshot — is left out rather
 * than failing the whole evaluation; any other failure still fails it, so the job queue can retry.
 */
import type { PageLocale } from '../../../../contracts/i18n/locales.ts';
import type { DrawingAnalysis, DrawingImage } from '../analyser.ts';
import { analyzeDrawingLocally } from './analyze-drawing.ts';
import { NotADrawingError } from './measure/not-a-drawing.ts';

/** Each analysis keeps the index of its photo, so a caller can say which photo it came from. */
export async function analyzeDrawings(
  images: DrawingImage[],
  childAgeMonths: number | undefined,
  locale?: PageLocale,
): Promise<(DrawingAnalysis & { imageIndex: number })[]> {
  const analyses: (DrawingAnalysis & { imageIndex: number })[] = [];
  for (const [imageIndex, image] of images.entries()) {
    try {
      const analysis = await analyzeDrawingLocally({ image, childAgeMonths, difficulty: 'medium', challenge: 'general', locale }, { priority: 'background' });
      analyses.push({ ...analysis, imageIndex });
    } catch (error) {
      if (!(error instanceof NotADrawingError)) throw error;
    }
  }
  return analyses;
}
