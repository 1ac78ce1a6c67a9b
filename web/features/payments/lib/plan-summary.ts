import { formatShortPrice, PLAN_PRICE_CENTS } from '../../../../contracts/prices';
import { VOCABULARY } from '../../../../contracts/vocabulary';

/** The plan's price as buttons and texts say it ("$49"), from the one price list. */
export const PLAN_PRICE = formatShortPrice(PLAN_PRICE_CENTS);

/**
 * Spec 000 §2, Payment checkout: what the plan includes. Only what it really gives (issue 19):
 * the challenges, the feedback, the checkpoints and the change they measure, never a promised result.
 */
export const PLAN_FEATURES = [
  '26 weekly challenges',
  `Feedback on every drawing from ${VOCABULARY.analyser}`,
  'Six checkpoints along the way',
  "At the end, the change measured in your child's own drawings",
  'Progress dashboard and parent guidance',
  '30-day money-back guarantee',
] as const;

export const CHECKOUT_SUCCESS = 'Payment Successful - Welcome to your personalized dashboard!';
export const CHECKOUT_INIT_FAILED = 'Failed to initialize payment. Please try again.';

export const checkoutPath = (drawingId: string) => `/checkout?drawingId=${encodeURIComponent(drawingId)}`;
