/**
 * Every photo of a weekly submission or a checkpoint period, analysed one after another (the
 * measure pool works on them anyway), behind any parent waiting for a free analysis. A photo
 * that shows no drawing — a blank sheet, a photo of the child, a screenshot — is left out rather
 * than failing the whole evaluation; any other failure still fails it, so the job queue can retry.
 */
import type { DrawingAnalysis, DrawingImage } from '../analyser.ts';
import { analyzeDrawingLocally } from './analyze-drawing.ts';
import { NotADrawingError } from './measure/not-a-drawing.ts';

export async function analyzeDrawings(images: DrawingImage[], childAgeMonths: number | undefined): Promise<DrawingAnalysis[]> {
  const analyses: DrawingAnalysis[] = [];
  for (const image of images) {
    try {
      analyses.push(await analyzeDrawingLocally({ image, childAgeMonths, difficulty: 'medium', challenge: 'general' }, { priority: 'background' }));
    } catch (error) {
      if (!(error instanceof NotADrawingError)) throw error;
    }
  }
  return analyses;
}
