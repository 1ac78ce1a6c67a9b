/**
 * The payment port. Features call it and never ask which adapter is behind it, except to
 * mount the sandbox's own card routes (see features/payments/sandbox-routes.ts).
 */

/** Stripe's PaymentIntent statuses; the sandbox uses the same vocabulary. */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

export type CreatedIntent = { id: string; clientSecret: string };

export type ProviderIntent = {
  id: string;
  status: IntentStatus;
  /** Smallest currency unit (cents). */
  amount: number;
  currency: string;
  metadata: Record<string, string>;
  /** The provider's parent-facing message for the last failed attempt, if any. */
  lastError: string | null;
};

/** A verified webhook event, reduced to what fulfilment needs. */
export type PaymentWebhookEvent = { id: string; type: string; paymentIntentId: string | null };

export type CreateIntentInput = { amount: number; currency: string; metadata: { planId: string; userId: string } };

type PaymentProviderBase = {
  /** Shown to the browser so it can load Stripe Elements; null for the sandbox. */
  publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  /** Re-reads the intent from the provider; null when the provider does not know the id. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  /** Throws InvalidWebhookSignatureError unless the raw body carries a valid signature. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentWebhookEvent;
};

export type SandboxCard = { cardNumber: string; expMonth: number; expYear: number; cvc: string };

export type SandboxConfirmResult = { status: 'succeeded' } | { status: 'requires_action'; nextActionUrl: string };

export type SandboxPaymentProvider = PaymentProviderBase & {
  kind: 'sandbox';
  /** Charges one of Stripe's test cards. Throws AppError (402 card errors, 400 bad input). */
  confirmCard(input: { id: string; clientSecret: string; userId: string; card: SandboxCard; returnUrl: string }): Promise<SandboxConfirmResult>;
  /** The extra confirmation step of a 3-D Secure test card. */
  authenticate(input: { id: string; clientSecret: string; userId: string; approve: boolean }): Promise<{ status: 'succeeded' | 'failed'; message: string | null }>;
};

export type StripePaymentProvider = PaymentProviderBase & { kind: 'stripe' };

export type PaymentProvider = SandboxPaymentProvider | StripePaymentProvider;

export class InvalidWebhookSignatureError extends Error {
  constructor(message = 'Invalid webhook signature', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'InvalidWebhookSignatureError';
  }
}

/** Provider intent ids are opaque, but never contain anything that needs escaping. */
export const INTENT_ID_PATTERN = /^pi_[A-Za-z0-9_]{1,200}$/;
