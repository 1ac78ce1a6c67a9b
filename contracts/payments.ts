import { z } from 'zod';
import { messageKey } from './i18n/keys.ts';

/**
 * Payment and voucher messages the server sends (spec 000 §5, §8). The browser shows them
 * verbatim, under the spec's titles ("Payment Failed", "Invalid Voucher").
 */
export const PaymentMessages = {
  planNotFound: 'Plan not found',
  planAlreadyPaid: 'This plan is already paid',
  drawingNotFound: 'Drawing analysis not found',
  paymentNotFound: 'Payment not found',
  paymentMismatch: 'This payment does not match the plan price',
  voucherBlank: 'Please enter a voucher code',
  voucherInvalid: 'Voucher code is invalid or expired',
  notCompleted: 'Your payment has not been completed.',
  needsAuthentication: 'Your payment needs additional authentication.',
  processing: 'Your payment is still processing.',
  canceled: 'This payment was canceled.',
  unavailable: 'The payment service is unavailable. Please try again.',
} as const;

/** The child name of a plan bought from a free analysis, until setup names the child. */
export const CHECKOUT_CHILD_NAME = 'My Child';

/** Where the checkout flow (from a free analysis) sends the parent after paying. */
export const CHECKOUT_REDIRECT_URL = '/dashboard';

/** The query that tells the dashboard which plan was just paid, so it says "Payment received" for it (issue 35). */
export const PAID_PLAN_PARAM = 'paid';

/** The dashboard, saying that this plan's payment was received and leading with its set-up. */
export function paymentReceivedUrl(planId: string): string {
  return `${CHECKOUT_REDIRECT_URL}?${PAID_PLAN_PARAM}=${encodeURIComponent(planId)}`;
}

/** A same-origin path ("/plans/…/setup"), never another site. */
const LocalPath = z
  .string()
  .max(500)
  .refine((v) => v.startsWith('/') && !v.startsWith('//') && !v.includes('\\'), 'Please use a path on this site');

/** "Your card's expiration date is incomplete.", in the request's language (a message key, issue 37). */
const EXPIRY_INCOMPLETE = messageKey('pay.card.expiryIncomplete');

/** POST /api/sandbox/payment-intents/:id/confirm: the test-mode card form. */
export const SandboxConfirmRequest = z.object({
  clientSecret: z.string().min(1).max(300),
  cardNumber: z.string().max(40),
  expMonth: z.coerce.number({ error: EXPIRY_INCOMPLETE }).int(EXPIRY_INCOMPLETE),
  expYear: z.coerce.number({ error: EXPIRY_INCOMPLETE }).int(EXPIRY_INCOMPLETE),
  cvc: z.string().max(10),
  /** Where the 3-D Secure page returns to, like Stripe's return_url; defaults to /dashboard. */
  returnUrl: LocalPath.optional(),
});
export type SandboxConfirmRequest = z.infer<typeof SandboxConfirmRequest>;
export const SandboxConfirmResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('succeeded') }),
  z.object({ status: z.literal('requires_action'), nextActionUrl: z.string() }),
]);
export type SandboxConfirmResponse = z.infer<typeof SandboxConfirmResponse>;

/** POST /api/sandbox/payment-intents/:id/authenticate: the 3-D Secure test page's answer. */
export const SandboxAuthenticateRequest = z.object({
  clientSecret: z.string().min(1).max(300),
  approve: z.boolean(),
  returnUrl: LocalPath.optional(),
});
export const SandboxAuthenticateResponse = z.object({
  status: z.enum(['succeeded', 'failed']),
  /** The decline message when failed. */
  message: z.string().nullable(),
  /** returnUrl with Stripe's redirect query (payment_intent, payment_intent_client_secret, redirect_status). */
  redirectUrl: z.string().nullable(),
});
export type SandboxAuthenticateResponse = z.infer<typeof SandboxAuthenticateResponse>;

/** POST /api/webhooks/stripe */
export const WebhookResponse = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** Stripe-style redirect query appended to a return URL. */
export function withRedirectQuery(returnUrl: string, query: { paymentIntentId: string; clientSecret: string; succeeded: boolean }): string {
  const separator = returnUrl.includes('?') ? '&' : '?';
  const params = new URLSearchParams({
    payment_intent: query.paymentIntentId,
    payment_intent_client_secret: query.clientSecret,
    redirect_status: query.succeeded ? 'succeeded' : 'failed',
  });
  return `${returnUrl}${separator}${params.toString()}`;
}
