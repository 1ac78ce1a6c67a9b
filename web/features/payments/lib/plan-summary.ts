/** Spec 000 §2, Payment checkout: what the $49 plan includes. */
export const PLAN_FEATURES = [
  '26 weekly challenges',
  'AI feedback on submissions',
  'Progress dashboard',
  'Personalized growth insights',
  'Parent guidance',
  '30-day money-back guarantee',
] as const;

export const CHECKOUT_SUCCESS = 'Payment Successful - Welcome to your personalized dashboard!';
export const CHECKOUT_INIT_FAILED = 'Failed to initialize payment. Please try again.';
export const EMAIL_REQUIRED = 'Please enter your email address';

export const checkoutPath = (drawingId: string) => `/checkout?drawingId=${encodeURIComponent(drawingId)}`;
