import { z } from 'zod';
import { oneLine } from './one-line.ts';
import { CHILD_NAME_MAX_LENGTH, CHILD_NAME_TOO_LONG_MESSAGE } from './child-name.ts';
import { messageKey } from './i18n/keys.ts';
import { AgeRange, Challenge } from './analysis.ts';
import { ageInMonths, calendarDate, isServedAge } from './child-age.ts';
import { SERVED_AGE_MESSAGE } from './vocabulary.ts';
import { DRAWING_PHOTO_MAX_BYTES } from './drawing-photo.ts';

export { TOTAL_CHALLENGES } from './program.ts';

/**
 * The validation messages a parent can meet here, as message keys (issue 37): the server answers
 * them in the request's language and the web shows them in the page's; English is
 * CHILD_NAME_REQUIRED_MESSAGE and the constants below. (The too-long message keeps its English:
 * its number would need a value the schema cannot pass; the web translates it itself.)
 */
const NAME_REQUIRED = messageKey('plans.newPlan.nameRequired');

/** The child's name as every plan call takes it: trimmed, not blank (spec 000 §5), at most 60 characters. */
const ChildName = oneLine(z.string({ error: NAME_REQUIRED }).trim().min(1, NAME_REQUIRED).max(CHILD_NAME_MAX_LENGTH, CHILD_NAME_TOO_LONG_MESSAGE));

/** POST /api/plans/create */
export const CreatePlanRequest = z.object({ childName: ChildName });
export type CreatePlanRequest = z.infer<typeof CreatePlanRequest>;
export const CreatePlanResponse = z.object({ planId: z.string() });

/** A week of the plan as the browser sees it (spec 000 §3 Challenge), with why it was adapted. */
export const PlanChallenge = Challenge.extend({
  difficulty: z.number().int().min(1).max(5),
  skillTags: z.array(z.string()),
  adaptedReason: z.string().nullable(),
});
export type PlanChallenge = z.infer<typeof PlanChallenge>;

/** Spec 000 §3 Plan. */
export const Plan = z.object({
  id: z.string(),
  childName: z.string(),
  isPaid: z.boolean(),
  isCompleted: z.boolean(),
  isArchived: z.boolean(),
  /** When the parent archived the plan; null while it is active (and on plans archived before this was kept). */
  archivedAt: z.string().nullable(),
  /** The child's birth month (1–12) and year, once the parent has given them; fixed from setup on. */
  birthMonth: z.number().int().nullable(),
  birthYear: z.number().int().nullable(),
  planData: z.object({ challenges: z.array(PlanChallenge) }).nullable(),
  submissionCount: z.number().int(),
  totalChallenges: z.number().int(),
  baselineCognitiveAge: z.number().int().nullable(),
  /** The baseline estimate's calibrated range; null before setup and on plans set up before ranges. */
  baselineCognitiveAgeRange: AgeRange.nullable(),
  baselineChildAge: z.number().int().nullable(),
  baselineAnalysisResults: z
    .object({
      strengths: z.array(z.string()),
      areasForImprovement: z.array(z.string()),
      /** Issue 32: what the setup drawing shows, in plain words (describeSeen); absent when its measurements are not stored. */
      seen: z.array(z.string()).optional(),
    })
    .nullable(),
  /** Bought from a free analysis: setup can reuse that drawing, so the image is optional. */
  hasBaselineDrawing: z.boolean(),
  /**
   * Issue 32: the setup drawing, served to its owner only. Before set-up (issue 35): the free
   * analysis's drawing the plan was bought from, which set-up will start from; otherwise null.
   */
  baselineImageUrl: z.string().nullable().optional(),
  createdAt: z.string(),
});
export type Plan = z.infer<typeof Plan>;

export const DeletePlanResponse = z.object({ archived: z.boolean() });

export const PLAN_BIRTH_DATE_INCOMPLETE_MESSAGE = 'Please choose both a birth month and a year';
export const PLAN_BIRTH_DATE_FIXED_MESSAGE =
  "The birth date can't be changed once the plan is set up: the first estimate and the 26 challenges were made for your child's age at that time.";
export const PLAN_NOTHING_TO_CHANGE_MESSAGE = 'Please give a new name or birth month and year for your child';
const BIRTH_MONTH_MESSAGE = messageKey('plans.edit.chooseMonth');
const BIRTH_YEAR_MESSAGE = messageKey('plans.edit.chooseYear');

/**
 * PATCH /api/plans/{planId}: the child's name, and the birth month and year until setup (the
 * server refuses a new birth date after it with 409). Same rules as create and setup: a name of
 * 1–60 characters, a birth date that makes the child 36–131 months old today (UTC calendar): the
 * ages Kritzel serves, 3 to 10.
 */
export const UpdatePlanRequest = z
  .object(
    {
      childName: ChildName.optional(),
      birthMonth: z.number({ error: BIRTH_MONTH_MESSAGE }).int(BIRTH_MONTH_MESSAGE).min(1, BIRTH_MONTH_MESSAGE).max(12, BIRTH_MONTH_MESSAGE).optional(),
      birthYear: z.number({ error: BIRTH_YEAR_MESSAGE }).int(BIRTH_YEAR_MESSAGE).min(1900, BIRTH_YEAR_MESSAGE).max(9999, BIRTH_YEAR_MESSAGE).optional(),
    },
    { error: messageKey('plans.edit.nothingToChange') },
  )
  .superRefine((body, issues) => {
    const { childName, birthMonth, birthYear } = body;
    if (childName === undefined && birthMonth === undefined && birthYear === undefined) {
      issues.addIssue({ code: 'custom', message: messageKey('plans.edit.nothingToChange') });
    } else if ((birthMonth === undefined) !== (birthYear === undefined)) {
      issues.addIssue({ code: 'custom', message: messageKey('plans.edit.birthIncomplete'), path: [birthMonth === undefined ? 'birthMonth' : 'birthYear'] });
    } else if (birthMonth !== undefined && birthYear !== undefined) {
      const age = ageInMonths({ year: birthYear, month: birthMonth }, calendarDate(new Date(), 'utc'));
      if (!isServedAge(age)) issues.addIssue({ code: 'custom', message: messageKey('plans.setup.ageOutOfRange'), path: ['birthYear'] });
    }
  });
export type UpdatePlanRequest = z.infer<typeof UpdatePlanRequest>;
/** PATCH /api/plans/{planId} and POST /api/plans/{planId}/restore answer the plan as it is now. */
export const UpdatePlanResponse = z.object({ plan: Plan });
export type UpdatePlanResponse = z.infer<typeof UpdatePlanResponse>;
export const RestorePlanResponse = UpdatePlanResponse;
export type RestorePlanResponse = UpdatePlanResponse;

/** POST /api/create-payment-intent: from the dashboard ({planId}) or a free analysis ({drawingId}). */
export const CreatePaymentIntentRequest = z.union([z.object({ planId: z.string() }), z.object({ drawingId: z.string() })]);
export type CreatePaymentIntentRequest = z.infer<typeof CreatePaymentIntentRequest>;
export const CreatePaymentIntentResponse = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  /** 'sandbox' shows Kritzel's test-mode card form; 'stripe' loads Stripe Elements. */
  provider: z.enum(['sandbox', 'stripe']),
  publishableKey: z.string().nullable(),
  amount: z.number().int(),
  planId: z.string(),
});
export type CreatePaymentIntentResponse = z.infer<typeof CreatePaymentIntentResponse>;

/** POST /api/confirm-payment: a payment or a voucher (paymentIntentId empty). */
export const ConfirmPaymentRequest = z.object({
  planId: z.string().optional(),
  drawingId: z.string().optional(),
  paymentIntentId: z.string().default(''),
  voucherCode: z.string().trim().toUpperCase().optional(),
});
export type ConfirmPaymentRequest = z.infer<typeof ConfirmPaymentRequest>;
export const ConfirmPaymentResponse = z.object({
  success: z.boolean(),
  planId: z.string(),
  redirectUrl: z.string().optional(),
});
export type ConfirmPaymentResponse = z.infer<typeof ConfirmPaymentResponse>;

/** Child age at setup: the served span, 36–131 months (issue 32, in place of spec 000 §5's 18 months–12 years). */
export const SETUP_AGE_MESSAGE = SERVED_AGE_MESSAGE;
export const SETUP_MISSING_MESSAGE = "Please upload a drawing and select your child's birth month and year";
export const SETUP_NOT_PAID_MESSAGE = 'Please complete payment before setting up the plan';
export const SETUP_DONE_MESSAGE = 'This plan is already set up';
export const SETUP_IMAGE_TOO_LARGE_MESSAGE = 'Please select an image under 10MB';
export const SETUP_MAX_IMAGE_BYTES = DRAWING_PHOTO_MAX_BYTES;
export const PLAN_NOT_FOUND_MESSAGE = 'Plan not found';

/** GET /api/plans: the parent's plans that are not archived, newest first; GET /api/plans/archived: the archived ones, last archived first. */
export const ListPlansResponse = z.array(Plan);
export type ListPlansResponse = z.infer<typeof ListPlansResponse>;
/** GET /api/plans/{planId}; GET /api/plans/{planId}/data answers the bare Plan. */
export const GetPlanResponse = z.object({ plan: Plan });
export type GetPlanResponse = z.infer<typeof GetPlanResponse>;
/** POST /api/plans/{planId}/complete-setup (multipart: image, childAge in months as text). */
export const CompleteSetupResponse = z.object({ plan: Plan });
export type CompleteSetupResponse = z.infer<typeof CompleteSetupResponse>;

/** Spec 000 §3: the parent's difficulty rating of a week, 1–5. */
export const DIFFICULTY_RATING_LABELS = { 1: 'Very Easy', 2: 'Easy', 3: 'Just Right', 4: 'Challenging', 5: 'Very Hard' } as const;
export type DifficultyRating = keyof typeof DIFFICULTY_RATING_LABELS;
