import crypto from 'node:crypto';
import type { Logger } from 'pino';
import { PLAN_NOT_FOUND_MESSAGE } from '../../../contracts/plans.ts';
import { MAX_ATTEMPTS_PER_WEEK, SUBMISSION_MESSAGES } from '../../../contracts/submissions.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { FileStorage } from '../../providers/storage/index.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { fileRepository, type FileRow } from '../files/repository.ts';
import { discardFile, storeImage } from '../files/store-image.ts';
import { planRepository } from '../plans/repository.ts';
import { evaluateSubmissionJob } from './jobs/evaluate-submission.ts';
import { transcribeSubmissionJob } from './jobs/transcribe-submission.ts';
import { isUniqueViolation, submissionRepository } from './repository.ts';
import type { SubmissionFields } from './submission-fields.ts';
import { assertParentalConsent } from '../account/consent-gate.ts';

/** A sniffed, size-checked voice recording, ready to store. */
export type AudioUpload = { data: Buffer; mimeType: string; extension: string; durationSeconds: number };

export type RecordSubmissionOptions = {
  db: Db;
  storage: FileStorage;
  queue: JobQueue;
  logger: Logger;
  userId: string;
  fields: SubmissionFields;
  source: 'upload' | 'interactive';
  images: Buffer[];
  recordings?: AudioUpload[];
  /** The route's words for "nothing was sent" (spec 000 §5 differs per screen). */
  emptyMessage: string;
};

/**
 * A week's submission from either screen: the plan must be the parent's, paid and set up; the
 * week open (≤ highest submitted week + 1) and not yet tried three times. Files are stored first
 * (each image through the pipeline), then the submission and its links in one transaction; if
 * that fails the files are removed again. The evaluation (or, with recordings, transcription
 * first) is queued only after commit.
 */
export async function recordSubmission(options: RecordSubmissionOptions): Promise<{ submissionId: string }> {
  const { db, storage, queue, logger, userId, fields, source, images, recordings = [] } = options;
  const plan = await planRepository.findOwned(db, { planId: fields.planId, userId });
  if (!plan) throw notFound(PLAN_NOT_FOUND_MESSAGE);
  if (!plan.isPaid || !plan.setupCompletedAt) throw new AppError('CONFLICT', SUBMISSION_MESSAGES.notReady);
  const currentWeek = (await submissionRepository.highestWeek(db, plan.id)) + 1;
  if (fields.weekNumber > currentWeek) throw new AppError('CONFLICT', SUBMISSION_MESSAGES.weekLocked(currentWeek));
  const attempts = await submissionRepository.attemptsAt(db, plan.id, fields.weekNumber);
  if (attempts >= MAX_ATTEMPTS_PER_WEEK) throw new AppError('CONFLICT', SUBMISSION_MESSAGES.attemptsUsed);
  if (images.length === 0 && recordings.length === 0) throw new AppError('BAD_REQUEST', options.emptyMessage);
  await assertParentalConsent(db, userId);

  const challenge = (await planRepository.challengesOf(db, [plan.id])).get(plan.id)?.find((c) => c.week === fields.weekNumber);
  const stored: FileRow[] = [];
  const discardAll = () => Promise.allSettled(stored.map((file) => discardFile({ db, storage, file })));
  let submissionId: string;
  try {
    for (const data of images) stored.push((await storeImage({ db, storage, data, ownerId: userId, kind: 'submission-image' })).file);
    const storedAudio: { fileId: string; durationSeconds: number }[] = [];
    for (const recording of recordings) {
      const file = await storeAudio({ db, storage, userId, recording });
      stored.push(file);
      storedAudio.push({ fileId: file.id, durationSeconds: recording.durationSeconds });
    }
    const imageIds = stored.filter((f) => f.kind === 'submission-image').map((f) => f.id);
    const { planId: _planId, weekNumber, ...observations } = fields;
    submissionId = await db.transaction(async (tx) => {
      const row = await submissionRepository.insert(tx, {
        planId: plan.id,
        userId,
        weekNumber,
        attemptNumber: attempts + 1,
        challengeTitle: challenge?.title ?? `Week ${weekNumber}`,
        source,
        ...observations,
        evaluationStatus: 'pending',
      });
      await submissionRepository.insertImages(tx, row.id, imageIds);
      await submissionRepository.insertRecordings(tx, row.id, storedAudio);
      return row.id;
    });
  } catch (error) {
    await discardAll();
    // Two submissions of the same week at once: the unique index let one through.
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', SUBMISSION_MESSAGES.attemptsUsed, { cause: error });
    throw error;
  }

  try {
    if (recordings.length > 0) await queue.enqueue(transcribeSubmissionJob, { submissionId });
    else await queue.enqueue(evaluateSubmissionJob, { submissionId });
  } catch (error) {
    // The submission is saved; the stale-evaluation sweep marks it failed and retryable later.
    logger.error({ err: error, submissionId }, 'could not queue the evaluation of a saved submission');
  }
  return { submissionId };
}

/** Audio is kept as sent (no re-encoding), under a key Kritzel chooses, with its sniffed type. */
async function storeAudio({ db, storage, userId, recording }: { db: Db; storage: FileStorage; userId: string; recording: AudioUpload }): Promise<FileRow> {
  const id = crypto.randomUUID();
  const storageKey = `audio/${id}/recording.${recording.extension}`;
  await storage.put(storageKey, recording.data, recording.mimeType);
  try {
    return await fileRepository.insert(db, {
      id,
      ownerId: userId,
      kind: 'audio',
      mimeType: recording.mimeType,
      byteSize: recording.data.length,
      sha256: crypto.createHash('sha256').update(recording.data).digest('hex'),
      storageKey,
    });
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}
