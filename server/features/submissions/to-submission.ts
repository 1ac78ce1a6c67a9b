import { feedbackGoals, feedbackScore, type InteractiveSession, type Submission, type SubmissionImage } from '../../../contracts/submissions.ts';
import type { DbOrTx } from '../../db/client.ts';
import { submissionRepository, type ListedImage, type ListedSubmission, type RecordingRow, type SubmissionRow } from './repository.ts';

/** Files are served only through the owner-only file route; URLs never expose storage keys. */
export const fileUrl = (fileId: string) => `/api/files/${fileId}`;
export const thumbUrl = (fileId: string) => `/api/files/${fileId}?size=thumb`;

const text = (value: number | null) => (value === null ? null : String(value));

export function toSubmissionImage(image: ListedImage): SubmissionImage {
  return { id: image.id, imageUrl: fileUrl(image.fileId), thumbUrl: thumbUrl(image.fileId), isPrimary: image.isPrimary };
}

/** A row with its whole feedback, or (in the lists) only the feedback's score fields. */
type PresentedRow = Omit<SubmissionRow, 'aiFeedback'> & Partial<Pick<SubmissionRow, 'aiFeedback'> & Pick<ListedSubmission, 'scoreFields'>>;

/** The wire shape (spec 000 §3 Submission); lists leave out aiFeedback, loaded per submission, but keep its score. */
export function toSubmission(row: PresentedRow, images: ListedImage[], recordingCount: number, withFeedback: boolean): Submission {
  const mapped = images.map(toSubmissionImage);
  return {
    id: row.id,
    submissionId: row.id,
    planId: row.planId,
    weekNumber: row.weekNumber,
    attemptNumber: row.attemptNumber,
    challengeTitle: row.challengeTitle,
    source: row.source,
    childMood: text(row.childMood),
    parentMood: text(row.parentMood),
    activityEnjoyment: text(row.activityEnjoyment),
    difficultyLevel: text(row.difficultyLevel),
    timeSpent: row.timeSpent,
    needsHelp: row.needsHelp,
    specificObservations: row.specificObservations,
    parentNotes: row.parentNotes,
    followedChallenge: row.followedChallenge ?? null,
    drewInstead: row.drewInstead ?? null,
    evaluationStatus: row.evaluationStatus,
    aiFeedback: withFeedback ? (row.aiFeedback ?? null) : null,
    score: row.evaluationStatus === 'completed' ? feedbackScore(row.aiFeedback ?? row.scoreFields) : null,
    goals: row.evaluationStatus === 'completed' ? feedbackGoals(row.aiFeedback ?? row.scoreFields) : null,
    evaluationError: row.evaluationError,
    retryable: row.retryable,
    analysisData: row.analyser ? { analyser: row.analyser, imageCount: images.length, recordingCount } : null,
    imageUrl: (mapped.find((i) => i.isPrimary) ?? mapped[0])?.imageUrl ?? null,
    images: mapped,
    recordingCount,
    createdAt: row.createdAt.toISOString(),
    evaluatedAt: row.evaluatedAt ? row.evaluatedAt.toISOString() : null,
  };
}

/** The lists' rows (feedback left out), already carrying their photos and recording counts. */
export function toListedSubmission(row: ListedSubmission): Submission {
  return toSubmission(row, row.images, row.recordingCount, false);
}

/** Maps several rows with two extra queries, keeping their order. */
export async function presentSubmissions(db: DbOrTx, rows: SubmissionRow[], withFeedback: boolean): Promise<Submission[]> {
  const ids = rows.map((r) => r.id);
  const [images, recordings] = await Promise.all([submissionRepository.imagesOf(db, ids), submissionRepository.recordingsOf(db, ids)]);
  return rows.map((row) => toSubmission(row, images.get(row.id) ?? [], recordings.get(row.id)?.length ?? 0, withFeedback));
}

export function toInteractiveSession(row: SubmissionRow, recordings: RecordingRow[]): InteractiveSession {
  return {
    submissionId: row.id,
    weekNumber: row.weekNumber,
    createdAt: row.createdAt.toISOString(),
    audio: recordings.map((r) => ({
      id: r.id,
      duration: r.durationSeconds,
      transcript: r.transcript,
      transcriptionStatus: r.transcriptionStatus,
      audioUrl: fileUrl(r.fileId),
    })),
  };
}
