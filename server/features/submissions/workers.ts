import { evaluationWork } from '../../jobs/evaluation-work.ts';
import type { WorkerDeps } from '../../jobs/worker-deps.ts';
import { evaluateSubmission, evaluateSubmissionJob } from './jobs/evaluate-submission.ts';
import { FAIL_STALE_EVALUATIONS_CRON, failStaleEvaluations, failStaleEvaluationsJob } from './jobs/fail-stale-evaluations.ts';
import { transcribeSubmission, transcribeSubmissionJob } from './jobs/transcribe-submission.ts';
import { notifyFeedbackReady } from '../notices/notify-evaluation-done.ts';

/** The weekly loop's jobs: transcription, evaluation, and the sweep that ends lost evaluations. */
export async function registerSubmissionWorkers(deps: WorkerDeps): Promise<void> {
  const { config, database, storage, analyser, queue, logger } = deps;
  const db = database.db;
  await queue.work(
    evaluateSubmissionJob,
    async (payload, meta) => {
      const outcome = await evaluateSubmission({ db, storage, analyser, logger }, payload, meta);
      if (outcome === 'completed') await notifyFeedbackReady({ db, queue, logger, feedbackQuietMs: config.feedbackNoticeQuietMs }, payload.submissionId);
      logger.info({ job: evaluateSubmissionJob.name, id: meta.id, submissionId: payload.submissionId, outcome }, 'job done');
    },
    evaluationWork(config),
  );
  await queue.work(transcribeSubmissionJob, async (payload, meta) => {
    await transcribeSubmission({ db, storage, analyser, queue, logger }, payload);
    logger.info({ job: transcribeSubmissionJob.name, id: meta.id, submissionId: payload.submissionId }, 'job done');
  });
  await queue.work(failStaleEvaluationsJob, async () => {
    const failed = await failStaleEvaluations({ db });
    if (failed.length > 0) logger.warn({ job: failStaleEvaluationsJob.name, failed }, 'pending evaluations were lost and marked failed');
  });
  await queue.schedule(failStaleEvaluationsJob, FAIL_STALE_EVALUATIONS_CRON);
}
