import type { PageLocale } from '../../../contracts/i18n/locales.ts';
import { TOTAL_CHALLENGES, type Plan } from '../../../contracts/plans.ts';
import type { Db } from '../../db/client.ts';
import type { Analyser, PlanChallenge } from '../../providers/ai/analyser.ts';
import type { FileStorage } from '../../providers/storage/index.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { fileRepository, type FileRow } from '../files/repository.ts';
import { discardFile } from '../files/store-image.ts';
import { planRepository, type PlanRow } from './repository.ts';
import {
  ageFromBirthDate,
  analyseNewDrawing,
  type Baseline,
  baselineEstimateColumns,
  baselineFromDrawing,
  birthDateForAge,
  isValidChildAge,
  parseChildAge,
} from './setup-baseline.ts';
import { presentPlan } from './to-plan.ts';
import { planRequestFor } from './plan-request.ts';
import { analyserForParent } from '../account/ai-choice.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

export type CompleteSetupOptions = {
  db: Db;
  storage: FileStorage;
  analyser: Analyser;
  userId: string;
  planId: string;
  /** The uploaded drawing; optional when the plan started from a free analysis. */
  image?: Buffer;
  /** Months, as the form sends it; without it, the birth date the parent gave the plan, or the free analysis's age. */
  childAge?: string;
  /** The birth month and year the form's age was counted from (as text), kept with the baseline. */
  birthMonth?: string;
  birthYear?: string;
  /** The language of the baseline analysis's sentences (the page's); English when absent. */
  locale?: PageLocale;
};

/** Only the parent's own paid plan, only once. The route asks before it reads the uploaded drawing. */
export async function checkSetupOpen({ db, userId, planId }: { db: Db; userId: string; planId: string }): Promise<PlanRow> {
  const plan = await planRepository.findOwned(db, { planId, userId });
  if (!plan) throw notFound(messageKey('errors.plan.notFound'));
  if (!plan.isPaid) throw new AppError('CONFLICT', messageKey('errors.plan.setupNotPaid'));
  if (plan.setupCompletedAt) throw new AppError('CONFLICT', messageKey('errors.plan.setupDone'));
  return plan;
}

/**
 * Spec 000 §4 setup: the baseline analysis of the first drawing and the 26 weekly challenges,
 * written together or not at all. Only a paid plan, only once — also when the parent submits
 * twice at the same moment (the conditional update lets exactly one through).
 */
export async function completeSetup(options: CompleteSetupOptions): Promise<Plan> {
  const { db, storage, userId, planId, image } = options;
  const analyser = await analyserForParent({ db, analyser: options.analyser }, { userId });
  const plan = await checkSetupOpen({ db, userId, planId });

  const drawing = !image && plan.drawingId ? await planRepository.findStartingDrawing(db, { drawingId: plan.drawingId, userId }) : null;
  const childAgeMonths = parseChildAge(options.childAge) ?? ageFromBirthDate(plan) ?? drawing?.childAgeMonths ?? undefined;
  if ((!image && !drawing) || childAgeMonths === undefined) throw new AppError('VALIDATION_FAILED', messageKey('errors.plan.setupMissing'));
  if (!isValidChildAge(childAgeMonths)) throw new AppError('VALIDATION_FAILED', messageKey('errors.plan.childAge'));

  let stored: FileRow | null = null;
  let row: PlanRow;
  try {
    let baseline: Baseline;
    if (image) {
      const analysed = await analyseNewDrawing({ db, storage, analyser, userId, image, childAgeMonths, locale: options.locale });
      stored = analysed.file;
      baseline = analysed.baseline;
    } else {
      baseline = baselineFromDrawing(drawing!);
    }
    // From a free analysis: asked exactly as its preview was, so the plan starts with the weeks it showed.
    const requestAge = image ? childAgeMonths : drawing!.childAgeMonths;
    const challenges = checkedPlan(await analyser.generatePlan(planRequestFor(baseline.analysis, baseline.features, requestAge)));
    row = await db.transaction(async (tx) => {
      const updated = await planRepository.completeSetup(
        tx,
        { planId, userId },
        {
          ...birthDateForAge(childAgeMonths, options),
          baselineFileId: baseline.fileId,
          ...baselineEstimateColumns(baseline),
          baselineChildAge: childAgeMonths,
          baselineStrengths: baseline.analysis.strengths,
          baselineAreasForImprovement: baseline.analysis.areasForImprovement,
          baselineFeatures: baseline.features,
        },
      );
      if (!updated) throw new AppError('CONFLICT', messageKey('errors.plan.setupDone'));
      await planRepository.insertChallenges(
        tx,
        challenges.map((c) => ({
          planId,
          week: c.week,
          challengeId: c.challengeId,
          title: c.title,
          description: c.description,
          skills: c.skills,
          instructions: c.instructions,
          estimatedTime: c.estimatedTime,
          difficulty: c.difficulty,
          skillTags: c.skillTags,
        })),
      );
      // An anonymous free analysis becomes the parent's, so they can see their baseline drawing.
      if (drawing && drawing.fileOwnerId === null) await fileRepository.claim(tx, drawing.fileId, userId);
      return updated;
    });
  } catch (error) {
    if (stored) await discardFile({ db, storage, file: stored });
    throw error;
  }
  return presentPlan(db, row);
}

/** A generator (local or a model) must give exactly weeks 1..26; anything else writes nothing. */
function checkedPlan(challenges: PlanChallenge[]): PlanChallenge[] {
  const weeks = challenges.map((c) => c.week).sort((a, b) => a - b);
  if (weeks.length !== TOTAL_CHALLENGES || weeks.some((week, i) => week !== i + 1)) {
    throw new Error(`plan generator returned weeks [${weeks.join(', ')}], expected 1..${TOTAL_CHALLENGES}`);
  }
  return challenges;
}
