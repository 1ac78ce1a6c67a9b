import { type Submission, type SubmissionFeedbackResponse, type SubmissionImage } from '../../../contracts/submissions.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { submissionRepository, type SubmissionRow } from './repository.ts';
import { presentSubmissions, toSubmissionImage } from './to-submission.ts';
import { messageKey } from '../../../contracts/i18n/keys.ts';

type Options = { db: Db; userId: string; submissionId: string };

/** Another parent's submission, or an id that is not one, is "Submission not found". */
async function findOwned({ db, userId, submissionId }: Options): Promise<SubmissionRow> {
  const row = await submissionRepository.findOwned(db, submissionId, userId);
  if (!row) throw notFound(messageKey('errors.submission.notFound'));
  return row;
}

/** GET /api/submissions/{id}: the whole submission, feedback included. */
export async function getSubmission(options: Options): Promise<Submission> {
  const [submission] = await presentSubmissions(options.db, [await findOwned(options)], true);
  return submission!;
}

/** GET /api/submissions/{id}/feedback: loaded lazily per completed submission on the plan screen. */
export async function getSubmissionFeedback(options: Options): Promise<SubmissionFeedbackResponse> {
  const row = await findOwned(options);
  return { submissionId: row.id, evaluationStatus: row.evaluationStatus, aiFeedback: row.aiFeedback ?? null };
}

/** GET /api/submissions/{id}/images */
export async function getSubmissionImages(options: Options): Promise<{ images: SubmissionImage[] }> {
  const row = await findOwned(options);
  const images = (await submissionRepository.imagesOf(options.db, [row.id])).get(row.id) ?? [];
  return { images: images.map(toSubmissionImage) };
}
