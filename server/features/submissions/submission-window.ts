import { messageKey } from '../../../contracts/i18n/keys.ts';
import { MAX_ATTEMPTS_PER_WEEK } from '../../../contracts/submissions.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { planRepository, type PlanRow } from '../plans/repository.ts';
import { submissionRepository } from './repository.ts';
import { SubmissionFields } from './submission-fields.ts';

/**
 * "Already submitted N times", with the real N: at the limit it is the spec's three; below it,
 * another submission of the same week won the race a moment ago (the unique index kept it).
 */
export function attemptsUsed(attempts: number, cause?: unknown): AppError {
  if (attempts >= MAX_ATTEMPTS_PER_WEEK)
    return new AppError('CONFLICT', messageKey('errors.submission.attemptsUsed'), { cause, values: { max: MAX_ATTEMPTS_PER_WEEK } });
  return new AppError('CONFLICT', messageKey('errors.submission.attemptsRace'), { cause, values: { attempts } });
}

/**
 * The plan is the parent's, paid and set up; the week is open (≤ highest submitted week + 1)
 * and not yet tried three times. Settled before any file of the submission is read, and again
 * when it is recorded.
 */
export async function checkSubmissionWindow({
  db,
  userId,
  planId,
  weekNumber,
}: {
  db: Db;
  userId: string;
  planId: string;
  weekNumber: number;
}): Promise<{ plan: PlanRow; attempts: number }> {
  const plan = await planRepository.findOwned(db, { planId, userId });
  if (!plan) throw notFound(messageKey('errors.plan.notFound'));
  if (!plan.isPaid || !plan.setupCompletedAt) throw new AppError('CONFLICT', messageKey('errors.submission.notReady'));
  const currentWeek = (await submissionRepository.highestWeek(db, plan.id)) + 1;
  if (weekNumber > currentWeek) throw new AppError('CONFLICT', messageKey('errors.submission.weekLocked'), { values: { week: currentWeek } });
  const attempts = await submissionRepository.attemptsAt(db, plan.id, weekNumber);
  if (attempts >= MAX_ATTEMPTS_PER_WEEK) throw attemptsUsed(attempts);
  return { plan, attempts };
}

const WindowFields = SubmissionFields.pick({ planId: true, weekNumber: true });

/** For readMultipart's admit: the plan and week fields that precede the files decide whether they are read at all. */
export function admitSubmission(db: Db, userId: string) {
  return {
    after: ['planId', 'weekNumber'],
    check: async (fields: Record<string, string>) => {
      const parsed = WindowFields.safeParse(fields);
      if (!parsed.success) throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? messageKey('errors.invalidRequest'));
      await checkSubmissionWindow({ db, userId, ...parsed.data });
    },
  };
}
