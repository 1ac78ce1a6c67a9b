import { PLAN_NOT_FOUND_MESSAGE } from '../../../contracts/plans.ts';
import type { InteractiveSession, Submission } from '../../../contracts/submissions.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { planRepository } from '../plans/repository.ts';
import { submissionRepository, type SubmissionRow } from './repository.ts';
import { presentSubmissions, toInteractiveSession } from './to-submission.ts';

type Options = { db: Db; userId: string; planId: string };

async function ownedRows({ db, userId, planId }: Options, weekNumber?: number): Promise<SubmissionRow[]> {
  const plan = await planRepository.findOwned(db, { planId, userId });
  if (!plan) throw notFound(PLAN_NOT_FOUND_MESSAGE);
  return submissionRepository.listForPlan(db, plan.id, weekNumber);
}

/** GET /api/plans/{planId}/submissions: every attempt, newest week first, feedback left out. */
export async function listPlanSubmissions(options: Options): Promise<Submission[]> {
  return presentSubmissions(options.db, await ownedRows(options), false);
}

/** GET /api/plans/{planId}/gallery: the submissions that have photos, with them. */
export async function listGallery(options: Options): Promise<Submission[]> {
  const submissions = await presentSubmissions(options.db, await ownedRows(options), false);
  return submissions.filter((s) => s.images.length > 0);
}

/** GET /api/interactive-sessions/{planId}?weekNumber=n: submissions with voice recordings. */
export async function listInteractiveSessions(options: Options & { weekNumber?: number }): Promise<InteractiveSession[]> {
  const rows = await ownedRows(options, options.weekNumber);
  const recordings = await submissionRepository.recordingsOf(options.db, rows.map((r) => r.id));
  return rows.flatMap((row) => {
    const audio = recordings.get(row.id) ?? [];
    return audio.length > 0 ? [toInteractiveSession(row, audio)] : [];
  });
}
