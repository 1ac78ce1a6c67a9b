import { THEN_AND_NOW_KEYS } from '../../../contracts/i18n/then-and-now-keys.ts';
import type { Translator } from '../../../contracts/i18n/translator.ts';
import { farEnoughApart, MIN_PROGRESS_DAYS } from '../../../contracts/progress.ts';
import { describeThenAndNow, type ThenAndNowResponse } from '../../../contracts/then-and-now.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { checkpointRepository } from './repository.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

// The owner-only file routes, as the submissions feature builds them.
const drawingUrls = (fileId: string | null) => ({
  imageUrl: fileId ? `/api/files/${fileId}` : null,
  thumbUrl: fileId ? `/api/files/${fileId}?size=thumb` : null,
});

/**
 * Issue 21 "then and now": the first drawing beside the latest evaluated checkpoint's, with what
 * changed in plain words from the two drawings' measurements only — the same rule as progress
 * (issue 32): drawings sent less than two weeks apart are shown but not compared. Another
 * parent's plan is a 404.
 */
export async function getThenAndNow({ db, userId, planId, t }: { db: Db; userId: string; planId: string; t: Translator }): Promise<ThenAndNowResponse> {
  const sources = await checkpointRepository.thenAndNowSources(db, { planId, userId });
  if (!sources) throw notFound(messageKey('errors.plan.notFound'));
  const { plan, latest } = sources;
  if (!latest) return { state: 'no-checkpoint', message: messageKey('answers.checkpoint.noThenAndNow') };

  const comparable = plan.baselineFeatures && latest.features;
  // Issue 32: two drawings sent within two weeks of each other are not compared (contracts/progress.ts).
  const thenDate = plan.setupCompletedAt;
  const nowDate = latest.drawnAt ?? latest.evaluatedAt;
  const tooClose = !!comparable && !!thenDate && !!nowDate && !farEnoughApart(thenDate, nowDate);
  // The measured changes, each said in the page's language (issue 37).
  const changes = (comparable && !tooClose ? describeThenAndNow(plan.baselineFeatures!, latest.features!) : []).map((change) => ({
    ...change,
    sentence: t(THEN_AND_NOW_KEYS[change.kind]),
  }));
  const notes = [
    ...(comparable ? [] : [t('report.changes.notMeasured')]),
    ...(tooClose ? [t('report.changes.tooClose', { weeks: MIN_PROGRESS_DAYS / 7 })] : []),
    // Nothing is compared when they are too close together, so there are no changes to explain.
    ...(comparable && !tooClose && !latest.wholePersonDrawing ? [t('report.changes.differentSubjects')] : []),
    t('report.changes.snapshot'),
  ];
  return {
    state: 'ready',
    then: drawingUrls(plan.baselineFileId),
    now: {
      ...drawingUrls(latest.drawingFileId),
      checkpointNumber: latest.checkpointNumber,
      wholePersonDrawing: latest.wholePersonDrawing,
      evaluatedAt: latest.evaluatedAt?.toISOString() ?? null,
    },
    changes,
    notes,
  };
}
