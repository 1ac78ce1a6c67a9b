import { farEnoughApart, PROGRESS_TEXTS } from '../../../contracts/progress.ts';
import { describeThenAndNow, THEN_AND_NOW_TEXTS, type ThenAndNowResponse } from '../../../contracts/then-and-now.ts';
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
export async function getThenAndNow({ db, userId, planId }: { db: Db; userId: string; planId: string }): Promise<ThenAndNowResponse> {
  const sources = await checkpointRepository.thenAndNowSources(db, { planId, userId });
  if (!sources) throw notFound(messageKey('errors.plan.notFound'));
  const { plan, latest } = sources;
  if (!latest) return { state: 'no-checkpoint', message: messageKey('answers.checkpoint.noThenAndNow') };

  const comparable = plan.baselineFeatures && latest.features;
  // Issue 32: two drawings sent within two weeks of each other are not compared (contracts/progress.ts).
  const thenDate = plan.setupCompletedAt;
  const nowDate = latest.drawnAt ?? latest.evaluatedAt;
  const tooClose = !!comparable && !!thenDate && !!nowDate && !farEnoughApart(thenDate, nowDate);
  const changes = comparable && !tooClose ? describeThenAndNow(plan.baselineFeatures!, latest.features!) : [];
  const notes = [
    ...(comparable ? [] : [THEN_AND_NOW_TEXTS.notMeasured]),
    ...(tooClose ? [PROGRESS_TEXTS.tooClose] : []),
    // Nothing is compared when they are too close together, so there are no changes to explain.
    ...(comparable && !tooClose && !latest.wholePersonDrawing ? [THEN_AND_NOW_TEXTS.differentSubjects] : []),
    THEN_AND_NOW_TEXTS.snapshot,
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
