import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { evaluateSubmissionJob } from './jobs/evaluate-submission.ts';
import { submissionRepository } from './repository.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

/**
 * Retry Analysis (spec 000 §4): only a failed, retryable evaluation goes back to pending and is
 * queued again. The conditional update lets one of two simultaneous clicks through.
 */
export async function retryEvaluation({ db, queue, userId, submissionId }: { db: Db; queue: JobQueue; userId: string; submissionId: string }) {
  const row = await submissionRepository.findOwned(db, submissionId, userId);
  if (!row) throw notFound(messageKey('errors.submission.notFound'));
  if (row.evaluationStatus !== 'failed') throw new AppError('CONFLICT', messageKey('errors.submission.retryNotFailed'));
  if (!row.retryable) throw new AppError('CONFLICT', messageKey('errors.submission.retryNotRetryable'));
  if (!(await submissionRepository.restart(db, row.id))) throw new AppError('CONFLICT', messageKey('errors.submission.retryNotFailed'));
  await queue.enqueue(evaluateSubmissionJob, { submissionId: row.id });
  return { message: messageKey('answers.submission.retryStarted'), submissionId: row.id };
}
