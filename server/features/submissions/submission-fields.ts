import { z } from 'zod';
import { TOTAL_CHALLENGES } from '../../../contracts/plans.ts';
import { AppError } from '../../platform/errors.ts';
import { messageKey, type MessageKey } from '../../../contracts/i18n/keys.ts';

/** Optional form text: a blank field is the same as one not sent (the browser sends only what is filled). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v), schema.optional());

const Rating = (message: MessageKey) =>
  optional(
    z
      .string()
      .regex(/^[1-5]$/, message)
      .transform(Number),
  );

const WEEK_RANGE = messageKey('errors.submission.weekRange');
const Note = optional(z.string().max(5000, messageKey('errors.submission.note')));

/** The form fields both submission routes share (spec 000 §7); everything but plan and week is optional. */
export const SubmissionFields = z.object({
  planId: z.string({ error: messageKey('errors.plan.notFound') }),
  weekNumber: z
    .string({ error: messageKey('errors.submission.weekMissing') })
    .regex(/^\d{1,2}$/, WEEK_RANGE)
    .transform(Number)
    .pipe(z.number().int().min(1, WEEK_RANGE).max(TOTAL_CHALLENGES, WEEK_RANGE)),
  childMood: Rating(messageKey('errors.submission.childMood')),
  parentMood: Rating(messageKey('errors.submission.parentMood')),
  activityEnjoyment: Rating(messageKey('errors.submission.enjoyment')),
  difficultyLevel: Rating(messageKey('errors.submission.difficulty')),
  timeSpent: optional(z.enum(['less-10', '10-20', '20-30', '30-45', '45-60', 'more-60'], { error: messageKey('errors.submission.timeSpent') })),
  needsHelp: Note,
  specificObservations: Note,
  parentNotes: Note,
  followedChallenge: optional(z.enum(['yes', 'partly', 'other'], { error: messageKey('errors.submission.followedChallenge') })),
  drewInstead: optional(z.string().max(200, messageKey('errors.submission.drewInstead'))),
});
export type SubmissionFields = z.infer<typeof SubmissionFields>;

/** What the child drew instead belongs only to a drawing of something else; with yes or partly it is dropped. */
const ANSWERED = SubmissionFields.transform((f) => (f.followedChallenge === 'other' ? f : { ...f, drewInstead: undefined }));
export type Observations = Omit<SubmissionFields, 'planId' | 'weekNumber'>;

export function parseSubmissionFields(fields: Record<string, string>): SubmissionFields {
  const parsed = ANSWERED.safeParse(fields);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? messageKey('errors.invalidRequest'));
  return parsed.data;
}
