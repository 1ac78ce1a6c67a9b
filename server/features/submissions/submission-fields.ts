import { z } from 'zod';
import { TOTAL_CHALLENGES } from '../../../contracts/plans.ts';
import { AppError } from '../../platform/errors.ts';

/** Optional form text: a blank field is the same as one not sent (the browser sends only what is filled). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v), schema.optional());

const Rating = (name: string) =>
  optional(
    z
      .string()
      .regex(/^[1-5]$/, `${name} must be a rating from 1 to 5`)
      .transform(Number),
  );

const Note = optional(z.string().max(5000, 'Please keep each note under 5000 characters'));

/** The form fields both submission routes share (spec 000 §7); everything but plan and week is optional. */
export const SubmissionFields = z.object({
  planId: z.string({ error: 'Plan not found' }),
  weekNumber: z
    .string({ error: 'Please choose a week' })
    .regex(/^\d{1,2}$/, `Week must be a whole number from 1 to ${TOTAL_CHALLENGES}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, `Week must be a whole number from 1 to ${TOTAL_CHALLENGES}`)
        .max(TOTAL_CHALLENGES, `Week must be a whole number from 1 to ${TOTAL_CHALLENGES}`),
    ),
  childMood: Rating("Child's mood"),
  parentMood: Rating('Your mood'),
  activityEnjoyment: Rating("Child's enjoyment"),
  difficultyLevel: Rating('Difficulty level'),
  timeSpent: optional(z.enum(['less-10', '10-20', '20-30', '30-45', '45-60', 'more-60'], { error: 'Please choose how long the activity took from the list' })),
  needsHelp: Note,
  specificObservations: Note,
  parentNotes: Note,
  followedChallenge: optional(
    z.enum(['yes', 'partly', 'other'], { error: 'Did the drawing follow the challenge? Please choose yes, partly or something else' }),
  ),
  drewInstead: optional(z.string().max(200, 'Please keep what your child drew instead under 200 characters')),
});
export type SubmissionFields = z.infer<typeof SubmissionFields>;

/** What the child drew instead belongs only to a drawing of something else; with yes or partly it is dropped. */
const ANSWERED = SubmissionFields.transform((f) => (f.followedChallenge === 'other' ? f : { ...f, drewInstead: undefined }));
export type Observations = Omit<SubmissionFields, 'planId' | 'weekNumber'>;

export function parseSubmissionFields(fields: Record<string, string>): SubmissionFields {
  const parsed = ANSWERED.safeParse(fields);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? 'Invalid request');
  return parsed.data;
}
