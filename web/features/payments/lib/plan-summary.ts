import type { MessageKey } from '../../../../contracts/i18n/keys';

/**
 * Spec 000 §2, Payment checkout: what the plan includes. Only what it really gives (issue 19):
 * the challenges, the feedback, the checkpoints and the change they measure, never a promised result.
 */
export const PLAN_FEATURES = [
  'payments.summary.feature.challenges',
  'payments.summary.feature.feedback',
  'payments.summary.feature.checkpoints',
  'payments.summary.feature.measured',
  'payments.summary.feature.dashboard',
  'payments.summary.feature.guarantee',
] as const satisfies readonly MessageKey[];

export const CHECKOUT_SUCCESS = 'payments.checkout.success';
export const CHECKOUT_INIT_FAILED = 'payments.checkout.initFailed';

export const checkoutPath = (drawingId: string) => `/checkout?drawingId=${encodeURIComponent(drawingId)}`;
