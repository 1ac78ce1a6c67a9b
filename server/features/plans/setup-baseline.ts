import type { PageLocale } from '../../../contracts/i18n/locales.ts';
import { type AgeRange, type AnalysisResult, type DrawingFeatures } from '../../../contracts/analysis.ts';
import { ageInMonths, calendarDate, isServedAge } from '../../../contracts/child-age.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Analyser } from '../../providers/ai/analyser.ts';
import { findNotADrawing } from '../../providers/ai/local/analyze-drawing.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileStorage } from '../../providers/storage/index.ts';
import type { FileRow } from '../files/repository.ts';
import { discardFile, storeImage } from '../files/store-image.ts';
import type { StartingDrawing } from './repository.ts';
import { assertParentalConsent } from '../account/consent-gate.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

/**
 * What setup learns from the first drawing: the estimate the plan is built on, with its
 * calibrated range (null only for a free analysis stored before ranges existed).
 */
export type Baseline = {
  fileId: string;
  analysis: Pick<AnalysisResult, 'cognitiveAge' | 'stage' | 'strengths' | 'areasForImprovement'> & { cognitiveAgeRange: AgeRange | null };
  features: DrawingFeatures;
};

/**
 * The child's age in months as the form sends it (text). Blank is undefined (missing); anything
 * but a whole number is NaN, which the range check refuses.
 */
export function parseChildAge(text: string | undefined): number | undefined {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The ages Kritzel serves, 3 to 10 (36–131 months): set-up refuses any other with SETUP_AGE_MESSAGE. */
export function isValidChildAge(months: number): boolean {
  return isServedAge(months);
}

export type BirthDate = { birthMonth: number; birthYear: number };

/** The child's age today (server's calendar) from a stored birth month and year, if the plan has them. */
export function ageFromBirthDate(birth: { birthMonth: number | null; birthYear: number | null }, today: Date = new Date()): number | undefined {
  if (birth.birthMonth === null || birth.birthYear === null) return undefined;
  return ageInMonths({ year: birth.birthYear, month: birth.birthMonth }, calendarDate(today, 'utc'));
}

/**
 * The birth month a setup's age counts from, kept with the baseline. The form's own month and
 * year when they make that age give or take a month (the parent's calendar may already be in
 * the next month while the server's is not); otherwise the server's month less the age.
 */
export function birthDateForAge(childAgeMonths: number, given: { birthMonth?: string; birthYear?: string }, today: Date = new Date()): BirthDate {
  const birthMonth = Number(given.birthMonth);
  const birthYear = Number(given.birthYear);
  const plausible = Number.isInteger(birthMonth) && birthMonth >= 1 && birthMonth <= 12 && Number.isInteger(birthYear);
  if (plausible) {
    const age = ageFromBirthDate({ birthMonth, birthYear }, today)!;
    if (Math.abs(age - childAgeMonths) <= 1) return { birthMonth, birthYear };
  }
  const { year, month } = calendarDate(today, 'utc');
  const months = year * 12 + (month - 1) - childAgeMonths;
  return { birthMonth: (months % 12) + 1, birthYear: Math.floor(months / 12) };
}

/**
 * Stores the uploaded drawing (re-encoded, metadata stripped) and analyses it. The caller owns
 * the stored file from here: it must discard it if the setup fails later. A photo that shows
 * no drawing is discarded at once and refused with 422.
 */
export async function analyseNewDrawing(options: {
  db: DbOrTx;
  storage: FileStorage;
  analyser: Analyser;
  userId: string;
  image: Buffer;
  childAgeMonths: number;
  locale?: PageLocale;
}): Promise<{ file: FileRow; baseline: Baseline }> {
  const { db, storage, analyser, userId, childAgeMonths, locale } = options;
  await assertParentalConsent(db, userId);
  const { file, image } = await storeImage({ db, storage, data: options.image, ownerId: userId, kind: 'drawing' });
  try {
    const analysis = await analyser.analyzeDrawing({
      image: { data: image.display, mimeType: image.mimeType },
      childAgeMonths,
      difficulty: 'medium',
      challenge: 'general',
      locale,
    });
    return { file, baseline: { fileId: file.id, analysis, features: analysis.features } };
  } catch (error) {
    await discardFile({ db, storage, file });
    throw findNotADrawing(error) ? new AppError('NOT_A_DRAWING', messageKey('errors.notADrawing'), { cause: error }) : error;
  }
}

/** A purchase that started from a free analysis reuses that drawing and its stored estimate and range. */
export function baselineFromDrawing(drawing: StartingDrawing): Baseline {
  const stored: Partial<Pick<AnalysisResult, 'cognitiveAgeRange'>> = drawing.analysis;
  return { fileId: drawing.fileId, analysis: { ...drawing.analysis, cognitiveAgeRange: validRange(stored.cognitiveAgeRange) }, features: drawing.features };
}

/** The range as stored, or null when it is missing or malformed (a row from before ranges). */
function validRange(range: AgeRange | undefined): AgeRange | null {
  if (!range || !Number.isInteger(range.min) || !Number.isInteger(range.max) || range.min > range.max) return null;
  return { min: range.min, max: range.max };
}

/** The plan columns that hold the baseline estimate and its range. */
export function baselineEstimateColumns(baseline: Baseline) {
  return {
    baselineCognitiveAge: baseline.analysis.cognitiveAge,
    baselineCognitiveAgeMin: baseline.analysis.cognitiveAgeRange?.min ?? null,
    baselineCognitiveAgeMax: baseline.analysis.cognitiveAgeRange?.max ?? null,
  };
}
