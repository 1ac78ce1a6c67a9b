import { z } from 'zod';
import { AnalysisResult, CheckpointResult, DetailedFeedback, ExampleVariation } from '../../../../contracts/analysis.ts';
import { ModelAgeRange } from './calibrated-range.ts';

/**
 * What the model is asked to return for each task, derived from the contract schemas.
 * Fields we know better than the model (the actual age, the checkpoint number, error flags,
 * the development status and age comparison, which follow from the range by the local analyser's
 * rule, and what the drawing shows, which is measured)
 * are left out and filled in by the adapter; strict structured outputs cannot express
 * optional fields, so every field here is required. Refinements are checked by zod on the
 * answer (a failure triggers the repair attempt); the JSON schema sent carries the shape.
 * Every estimate comes with a range (ModelAgeRange): an invalid one is replaced by the
 * calibrated width, not repaired (calibrated-range.ts).
 */
export const AnalysisOutput = AnalysisResult.omit({ actualAge: true, developmentStatus: true, ageComparison: true, seen: true }).extend({
  cognitiveAgeRange: ModelAgeRange,
});
export type AnalysisOutput = z.infer<typeof AnalysisOutput>;

export const FeedbackOutput = DetailedFeedback.omit({ error: true, retryable: true, score: true, observed: true }).extend({
  cognitiveAssessment: DetailedFeedback.shape.cognitiveAssessment.extend({ cognitiveAgeRange: ModelAgeRange }),
  score: z.number().min(0).max(10),
});
export type FeedbackOutput = z.infer<typeof FeedbackOutput>;

export const CheckpointOutput = CheckpointResult.omit({ checkpointNumber: true }).extend({ cognitiveAgeRange: ModelAgeRange });
export type CheckpointOutput = z.infer<typeof CheckpointOutput>;

const SPEAKER = /^(Parent|Child):/;
export const isDialogueLine = (line: string) => SPEAKER.test(line.trim());

/** Lines that are not dialogue are filtered out afterwards; too few dialogue lines is a bad answer. */
export const ConversationOutput = z.object({ lines: z.array(z.string()) }).refine((c) => c.lines.filter(isDialogueLine).length >= 4, {
  message: 'lines must hold at least 4 lines that start with "Parent:" or "Child:"',
  path: ['lines'],
});

export const ExamplesOutput = z.object({ examples: z.array(ExampleVariation).length(5) });

/** The model only rewrites descriptions of the curated plan (see generatePlan). */
export const PlanDescriptionsOutput = z.object({
  weeks: z.array(z.object({ week: z.number().int().min(1).max(26), description: z.string().min(1).max(500) })),
});
export type PlanDescriptionsOutput = z.infer<typeof PlanDescriptionsOutput>;

/** The descriptions answer for one plan: each of its weeks exactly once. */
export function planDescriptionsFor(weeks: number[]) {
  const expected = [...weeks].sort((a, b) => a - b).join(',');
  return PlanDescriptionsOutput.refine(
    (o) =>
      o.weeks
        .map((w) => w.week)
        .sort((a, b) => a - b)
        .join(',') === expected,
    {
      message: `weeks must list each of the weeks ${weeks.join(', ')} exactly once`,
      path: ['weeks'],
    },
  );
}
