import { z } from 'zod';
import { AgeRange, CheckpointResult } from './analysis.ts';

import { CHECKPOINT_COUNT, WEEKS_PER_CHECKPOINT } from './program.ts';

export { CHECKPOINT_COUNT, WEEKS_PER_CHECKPOINT };

export const CHECKPOINT_MESSAGES = {
  evaluated: 'Checkpoint Evaluated!',
  failed: 'Failed to evaluate checkpoint',
  tooManyTitle: 'Too Many Requests',
  tooMany: 'We are getting too many requests, please try again in a few minutes',
  /** The rule counts drawings: weeks whose drawing has its feedback (spec 000 §4's "distinct completed weeks"). */
  notReady: (n: number) => `Checkpoint ${n} opens after ${n * WEEKS_PER_CHECKPOINT} drawings with feedback.`,
  /**
   * Issue 35: the checkpoints count drawings, not weeks on the calendar — a family that sends two
   * weeks in a day reaches the first one just as soon.
   */
  intro: `A checkpoint opens after every ${WEEKS_PER_CHECKPOINT} drawings with feedback, however quickly they come, and looks again at your child’s drawing.`,
  /** On a locked checkpoint's card: how many drawings it needs, and how many have their feedback so far. */
  opensAfter: (needed: number, done: number) => `Opens after ${needed} drawings with feedback (${Math.min(done, needed)} so far)`,
  alreadyDone: (n: number) => `Checkpoint ${n} has already been evaluated.`,
  planNotReady: 'Please complete payment and setup before evaluating checkpoints',
  started: (n: number) => `Checkpoint ${n} is being evaluated. This usually takes a few moments.`,
  /** Written on a checkpoint whose evaluation gave up; Evaluate may be pressed again. */
  evaluationFailed: 'We could not finish this checkpoint just now. Please press Evaluate to try again.',
  wholePersonMissing: 'Please add the photo of the "whole person" drawing, or evaluate without one.',
  wholePersonNotADrawing: (n: number) =>
    `We could not find a drawing on the "whole person" photo for checkpoint ${n}. Please press Evaluate again with another photo, or without one to use the weeks' drawings.`,
  noDrawings: (n: number) =>
    `Checkpoint ${n} looks at the photos of its weeks' drawings, and we found none. Please add a photo to one of those weeks and try again.`,
} as const;

/** A stored checkpoint: evaluated as a job, so it may still be pending or have failed. */
export const Checkpoint = z.object({
  checkpointNumber: z.number().int().min(1).max(CHECKPOINT_COUNT),
  status: z.enum(['pending', 'completed', 'failed']),
  /** Months; present once completed. */
  cognitiveAge: z.number().int().nullable(),
  /** The estimate's calibrated range; null until completed and on checkpoints made before ranges. */
  cognitiveAgeRange: AgeRange.nullable(),
  analysis: CheckpointResult.shape.analysis.nullable(),
  error: z.string().nullable(),
  evaluatedAt: z.string().nullable(),
});
export type Checkpoint = z.infer<typeof Checkpoint>;

/** GET /api/cognitive-checkpoints/{planId} */
export const CheckpointsResponse = z.array(Checkpoint);

/** POST /api/cognitive-checkpoints/evaluate: answers at once with the pending checkpoint. */
export const EvaluateCheckpointRequest = z.object({
  planId: z.string(),
  checkpointNumber: z.coerce.number().int().min(1).max(CHECKPOINT_COUNT),
});
export const EvaluateCheckpointResponse = z.object({ message: z.string(), checkpoint: Checkpoint });

export type CheckpointState = 'completed' | 'pending' | 'ready' | 'locked';

/**
 * Spec 000 §4: completed if a result exists; ready once the distinct completed weeks reach
 * 4 × N; locked otherwise. A failed evaluation is ready again. A completed week is one whose
 * drawing has its feedback, so what the rule counts — and what the pages say — is drawings.
 */
export function checkpointState(checkpointNumber: number, completedWeeks: number, stored: Pick<Checkpoint, 'status'> | undefined): CheckpointState {
  if (stored?.status === 'completed') return 'completed';
  if (stored?.status === 'pending') return 'pending';
  return completedWeeks >= checkpointNumber * WEEKS_PER_CHECKPOINT ? 'ready' : 'locked';
}
