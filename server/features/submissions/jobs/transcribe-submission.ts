import type { Logger } from 'pino';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { JobDefinition, JobQueue } from '../../../jobs/queue.ts';
import type { Analyser } from '../../../providers/ai/analyser.ts';
import type { FileStorage } from '../../../providers/storage/index.ts';
import { submissionRepository } from '../repository.ts';
import { planRepository } from '../../plans/repository.ts';
import { analyserForParent } from '../../account/ai-choice.ts';
import { evaluateSubmissionJob, withTimeout } from './evaluate-submission.ts';

export const transcribeSubmissionJob = {
  name: 'transcribe-submission',
  version: 1,
  payload: z.object({ submissionId: z.string() }),
  retryLimit: 2,
  retryDelaySeconds: 15,
  expireInSeconds: 600,
} satisfies JobDefinition<z.ZodType>;

/** Per recording; ten of them still finish inside expireInSeconds. */
export const TRANSCRIPTION_TIMEOUT_MS = 50_000;

export type TranscribeSubmissionDeps = { db: Db; storage: FileStorage; analyser: Analyser; queue: JobQueue; logger: Logger };

/**
 * Transcribes an interactive session's recordings that have no transcript yet, then queues the
 * evaluation (which reads the transcripts). A recording that fails is marked failed rather than
 * holding up the feedback; without a transcription service it is `unavailable`.
 */
export async function transcribeSubmission(deps: TranscribeSubmissionDeps, payload: z.output<typeof transcribeSubmissionJob.payload>): Promise<void> {
  const { db, storage, queue, logger } = deps;
  const row = await submissionRepository.find(db, payload.submissionId);
  if (!row || row.evaluationStatus !== 'pending') return;
  const plan = await planRepository.findById(db, row.planId);
  if (!plan) return;
  // Recordings are the child's voice: an external provider hears them only with the parent's opt-in.
  const analyser = await analyserForParent({ db, analyser: deps.analyser }, { userId: plan.userId });
  const recordings = (await submissionRepository.recordingsOf(db, [row.id])).get(row.id) ?? [];
  for (const [index, recording] of recordings.entries()) {
    if (recording.transcriptionStatus !== 'pending') continue;
    try {
      const audio = await storage.read(recording.storageKey);
      const fileName = `recording_${index}.${recording.storageKey.split('.').pop() ?? 'webm'}`;
      const transcript = await withTimeout(
        analyser.transcribe({ audio, mimeType: recording.mimeType, fileName }),
        TRANSCRIPTION_TIMEOUT_MS,
        'Transcription took too long',
      );
      await submissionRepository.setTranscript(
        db,
        recording.id,
        transcript === null ? { transcript: null, transcriptionStatus: 'unavailable' } : { transcript, transcriptionStatus: 'completed' },
      );
    } catch (error) {
      logger.warn({ err: error, submissionId: row.id, recordingId: recording.id }, 'a recording could not be transcribed');
      await submissionRepository.setTranscript(db, recording.id, { transcript: null, transcriptionStatus: 'failed' });
    }
  }
  await submissionRepository.touch(db, row.id);
  await queue.enqueue(evaluateSubmissionJob, { submissionId: row.id });
}
