import { z } from 'zod';
import { Challenge } from './analysis.ts';

export const PLAN_PRICE_CENTS = 4900;
export const PLAN_CURRENCY = 'usd';
export const TOTAL_CHALLENGES = 26;

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
  baselineChildAge: z.number().int().nullable(),
  baselineAnalysisResults: z.object({ strengths: z.array(z.string()), areasForImprovement: z.array(z.string()) }).nullable(),
  createdAt: z.string(),
});
export type Plan = z.infer<typeof Plan>;

export const DeletePlanResponse = z.object({ archived: z.boolean() });

/** POST /api/create-payment-intent: from the dashboard ({planId}) or a free analysis ({drawingId}). */
export const CreatePaymentIntentRequest = z.union([z.object({ planId: z.string() }), z.object({ drawingId: z.string() })]);
export const CreatePaymentIntentResponse = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  /** 'sandbox' shows Kritzel's test-mode card form; 'stripe' loads Stripe Elements. */
  provider: z.enum(['sandbox', 'stripe']),
  publishableKey: z.string().nullable(),
  amount: z.number().int(),
  planId: z.string(),
});

/** POST /api/confirm-payment: a payment or a voucher (paymentIntentId empty). */
export const ConfirmPaymentRequest = z.object({
  planId: z.string().optional(),
  drawingId: z.string().optional(),
  paymentIntentId: z.string().default(''),
  voucherCode: z.string().trim().toUpperCase().optional(),
});
export const ConfirmPaymentResponse = z.object({
  success: z.boolean(),
  planId: z.string(),
  redirectUrl: z.string().optional(),
});

/** Child age at setup: 18–144 months (spec 000 §5). */
export const SETUP_AGE_MESSAGE = 'Child must be between 18 months and 12 years old';
export const SETUP_MISSING_MESSAGE = 'Please upload a drawing and select your child\'s birth month and year';
