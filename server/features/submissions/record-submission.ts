import crypto from 'node:crypto';
import type { MessageKey } from '../../../contracts/i18n/keys.ts';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import type { FileStorage } from '../../providers/storage/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { UploadedFile } from '../../platform/multipart.ts';
import { fileRepository, type FileRow } from '../files/repository.ts';
import { discardFile, storeImage } from '../files/store-image.ts';
import { planRepository } from '../plans/repository.ts';
import { attemptsUsed, checkSubmissionWindow } from './submission-window.ts';
import { evaluateSubmissionJob } from './jobs/evaluate-submission.ts';
import { transcribeSubmissionJob } from './jobs/transcribe-submission.ts';
import { submissionRepository } from './repository.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { SubmissionFields } from './submission-fields.ts';
import { assertParentalConsent } from '../account/consent-gate.ts';

/** A probed, size-checked voice recording, ready to store; its bytes stay on disk until then. */
export type AudioUpload = { file: UploadedFile; mimeType: string; extension: string; durationSeconds: number };

export type RecordSubmissionOptions = {
  db: Db;
  storage: FileStorage;
  queue: JobQueue;
  logger: Logger;
  userId: string;
  fields: SubmissionFields;
  source: 'upload' | 'interactive';
  /** Photos as bytes (progress photos sent as data URLs) or as uploaded files, read one at a time. */
  images: (Buffer | UploadedFile)[];
  recordings?: AudioUpload[];
  /** The route's words for "nothing was sent" (spec 000 §5 differs per screen). */
  emptyMessage: MessageKey;
};

/**
 * A week's submission from either screen, inside its window (checkSubmissionWindow). Files are stored first
 * (each image through the pipeline), then the submission and its links in one transaction; if
 * that fails the files are removed again. The evaluation (or, with recordings, transcription
 * first) is queued only after commit.
 */
export async function recordSubmission(options: RecordSubmissionOptions): Promise<{ submissionId: string }> {
  const { db, storage, queue, logger, userId, fields, source, images, recordings = [] } = options;
  const { plan, attempts } = await checkSubmissionWindow({ db, userId, planId: fields.planId, weekNumber: fields.weekNumber });
  if (images.length === 0 && recordings.length === 0) throw new AppError('BAD_REQUEST', options.emptyMessage);
  await assertParentalConsent(db, userId);

  const challenge = (await planRepository.challengesOf(db, [plan.id])).get(plan.id)?.find((c) => c.week === fields.weekNumber);
  const stored: FileRow[] = [];
  const discardAll = () => Promise.allSettled(stored.map((file) => discardFile({ db, storage, file })));
  let submissionId: string;
  try {
    for (const image of images) {
      const data = Buffer.isBuffer(image) ? image : await image.read();
      stored.push((await storeImage({ db, storage, data, ownerId: userId, kind: 'submission-image' })).file);
    }
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
    if (isUniqueViolation(error)) {
      const now = await submissionRepository.attemptsAt(db, plan.id, fields.weekNumber);
      throw attemptsUsed(now, error);
    }
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
  const data = await recording.file.read();
  await storage.put(storageKey, data, recording.mimeType);
  try {
    return await fileRepository.insert(db, {
      id,
      ownerId: userId,
      kind: 'audio',
      mimeType: recording.mimeType,
      byteSize: data.length,
      sha256: crypto.createHash('sha256').update(data).digest('hex'),
      storageKey,
    });
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}
