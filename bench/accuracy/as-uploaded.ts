import { processImage } from '../../server/features/files/process-image.ts';
import type { DrawingAnalysis } from '../../server/providers/ai/analyser.ts';
import { analyzeDrawingLocally } from '../../server/providers/ai/local/analyze-drawing.ts';

/** Exactly what an upload goes through for the free analysis: re-encoding, then the local analyser. */
export async function analyseAsUploaded(bytes: Buffer, ageMonths: number): Promise<DrawingAnalysis> {
  const processed = await processImage(bytes);
  return analyzeDrawingLocally({
    image: { data: processed.display, mimeType: processed.mimeType },
    childAgeMonths: ageMonths,
    difficulty: 'medium',
    challenge: 'general',
  });
}
