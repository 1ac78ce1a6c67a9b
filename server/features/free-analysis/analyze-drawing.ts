import type { AnalyzeDrawingResponse, Difficulty, FreeChallenge } from '../../../contracts/analysis.ts';
import type { PageLocale } from '../../../contracts/i18n/locales.ts';
import type { Db } from '../../db/client.ts';
import { drawings } from '../../db/schema/index.ts';
import type { Analyser } from '../../providers/ai/analyser.ts';
import { findNotADrawing } from '../../providers/ai/local/analyze-drawing.ts';
import type { FileStorage } from '../../providers/storage/index.ts';
import { AppError } from '../../platform/errors.ts';
import { analyserForParent } from '../account/ai-choice.ts';
import { assertParentalConsent } from '../account/consent-gate.ts';
import { discardFile, storeImage } from '../files/store-image.ts';
import { buildPlanPreview } from './plan-preview.ts';
import { planRequestFor } from '../plans/plan-request.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

export type AnalyzeFreeDrawingOptions = {
  db: Db;
  storage: FileStorage;
  analyser: Analyser;
  userId: string | null;
  /** An anonymous visitor's tick for the external AI provider (signed-in parents: their account choice). */
  visitorOptIn?: boolean;
  image: Buffer;
  childAgeMonths?: number;
  difficulty: Difficulty;
  challenge: FreeChallenge;
  /** The id the drawing will have (a queued analysis's ticket); a new one otherwise. */
  drawingId?: string;
  /** The visitor's language (requestLocale): the analyser writes its sentences in it, and they are kept as written. */
  locale?: PageLocale;
};

/**
 * The free analysis: store the drawing (metadata stripped), estimate the stage, preview a
 * plan, and keep it all so a purchase can start from it. If anything fails after the
 * drawing was stored, the stored bytes are removed again — also when the photo shows no
 * drawing, which is answered with 422 and a message that says what to photograph instead.
 */
export async function analyzeFreeDrawing(options: AnalyzeFreeDrawingOptions): Promise<AnalyzeDrawingResponse> {
  const { db, storage, userId, childAgeMonths, difficulty, challenge, locale } = options;
  if (userId) await assertParentalConsent(db, userId);
  const analyser = await analyserForParent({ db, analyser: options.analyser }, { userId, visitorOptIn: options.visitorOptIn });
  const { file, image } = await storeImage({ db, storage, data: options.image, ownerId: userId, kind: 'drawing' });
  try {
    const analysis = await analyser.analyzeDrawing({ image: { data: image.display, mimeType: image.mimeType }, childAgeMonths, difficulty, challenge, locale });
    const plan = await analyser.generatePlan(planRequestFor(analysis, analysis.features, childAgeMonths));
    const { features, ...analysisResult } = analysis;
    const planPreview = buildPlanPreview(plan);
    const [row] = await db
      .insert(drawings)
      .values({
        ...(options.drawingId ? { id: options.drawingId } : {}),
        userId,
        fileId: file.id,
        childAgeMonths,
        difficulty,
        challenge,
        analysis: analysisResult,
        features,
        planPreview,
        analyser: analyser.name,
      })
      .returning({ id: drawings.id });
    if (!row) throw new Error('drawing insert returned nothing');
    return { analysisResult, planPreview, drawingId: row.id };
  } catch (error) {
    await discardFile({ db, storage, file });
    throw findNotADrawing(error) ? new AppError('NOT_A_DRAWING', messageKey('errors.notADrawing'), { cause: error }) : error;
  }
}
