import type { InteractiveSession, Submission } from '../../../contracts/submissions.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { planRepository } from '../plans/repository.ts';
import { submissionRepository, type SubmissionRow } from './repository.ts';
import { toInteractiveSession, toListedSubmission } from './to-submission.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

type Options = { db: Db; userId: string; planId: string };

async function checkOwned({ db, userId, planId }: Options): Promise<void> {
  if (!(await planRepository.isOwned(db, { planId, userId }))) throw notFound(messageKey('errors.plan.notFound'));
}

async function ownedRows(options: Options, weekNumber?: number): Promise<SubmissionRow[]> {
  await checkOwned(options);
  return submissionRepository.listForPlan(options.db, options.planId, weekNumber);
}

/** GET /api/plans/{planId}/submissions: every attempt, newest week first, feedback left out. */
export async function listPlanSubmissions(options: Options): Promise<Submission[]> {
  await checkOwned(options);
  return (await submissionRepository.listedForPlan(options.db, options.planId)).map(toListedSubmission);
}

/** GET /api/plans/{planId}/gallery: the submissions that have photos, with them. */
export async function listGallery(options: Options): Promise<Submission[]> {
  await checkOwned(options);
  const rows = await submissionRepository.listedForPlan(options.db, options.planId);
  return rows.filter((row) => row.images.length > 0).map(toListedSubmission);
}

/** GET /api/interactive-sessions/{planId}?weekNumber=n: submissions with voice recordings. */
export async function listInteractiveSessions(options: Options & { weekNumber?: number }): Promise<InteractiveSession[]> {
  const rows = await ownedRows(options, options.weekNumber);
  const recordings = await submissionRepository.recordingsOf(
    options.db,
    rows.map((r) => r.id),
  );
  return rows.flatMap((row) => {
    const audio = recordings.get(row.id) ?? [];
    return audio.length > 0 ? [toInteractiveSession(row, audio)] : [];
  });
}
