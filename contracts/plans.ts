import { z } from 'zod';
import { AgeRange, Challenge } from './analysis.ts';

export { TOTAL_CHALLENGES } from './program.ts';

/** POST /api/plans/create */
export const CreatePlanRequest = z.object({
  childName: z.string({ error: "Please enter your child's name" }).trim().min(1, "Please enter your child's name").max(60, 'Please use at most 60 characters'),
});
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
  planData: z.object({ challenges: z.array(PlanChallenge) }).nullable(),
  submissionCount: z.number().int(),
  totalChallenges: z.number().int(),
  baselineCognitiveAge: z.number().int().nullable(),
  /** The baseline estimate's calibrated range; null before setup and on plans set up before ranges. */
  baselineCognitiveAgeRange: AgeRange.nullable(),
  baselineChildAge: z.number().int().nullable(),
  baselineAnalysisResults: z.object({ strengths: z.array(z.string()), areasForImprovement: z.array(z.string()) }).nullable(),
  /** Bought from a free analysis: setup can reuse that drawing, so the image is optional. */
  hasBaselineDrawing: z.boolean(),
  createdAt: z.string(),
});
export type Plan = z.infer<typeof Plan>;

export const DeletePlanResponse = z.object({ archived: z.boolean() });

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

/** Child age at setup: 18–144 months (spec 000 §5). */
export const SETUP_AGE_MESSAGE = 'Child must be between 18 months and 12 years old';
export const SETUP_MISSING_MESSAGE = "Please upload a drawing and select your child's birth month and year";
export const SETUP_NOT_PAID_MESSAGE = 'Please complete payment before setting up the plan';
export const SETUP_DONE_MESSAGE = 'This plan is already set up';
export const SETUP_IMAGE_TOO_LARGE_MESSAGE = 'Please select an image under 10MB';
export const SETUP_MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const PLAN_NOT_FOUND_MESSAGE = 'Plan not found';

/** GET /api/plans: the parent's plans that are not archived, newest first. */
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
