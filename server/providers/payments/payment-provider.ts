/**
 * The payment port. Features call it and never ask which adapter is behind it, except to
 * mount the sandbox's own card routes (see features/payments/sandbox-routes.ts).
 */

/** Stripe's PaymentIntent statuses; the sandbox uses the same vocabulary. */
export type IntentStatus =
  'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'requires_capture' | 'canceled' | 'succeeded';

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
  /** What the browser needs to pay this intent; reused when the parent comes back to pay. */
  clientSecret: string | null;
};

/** A verified webhook event, reduced to what fulfilment needs. */
export type PaymentWebhookEvent = { id: string; type: string; paymentIntentId: string | null; checkoutSessionId: string | null };

/** A hosted checkout for one product (Stripe Checkout, or the sandbox's own page). */
export type CreateCheckoutSessionInput = {
  orderId: string;
  userId: string;
  /** Smallest currency unit (cents), decided by the server. */
  amount: number;
  currency: string;
  /** The line item's name as the parent sees it at checkout. */
  productName: string;
  /** Absolute URLs; Stripe replaces {CHECKOUT_SESSION_ID} in the success URL. */
  successUrl: string;
  cancelUrl: string;
};

export type CreatedCheckoutSession = { id: string; url: string };

/** The address a checkout collected, in Stripe's field names. */
export type CheckoutShippingAddress = {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  state: string | null;
  postal_code: string;
  country: string;
};

export type ProviderCheckoutSession = {
  id: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  amountTotal: number | null;
  currency: string | null;
  metadata: Record<string, string>;
  shippingAddress: CheckoutShippingAddress | null;
  /** The payment that paid it, to refund it; null while unpaid, and for the sandbox. */
  paymentIntentId: string | null;
  /** Where the parent pays while the session is open. */
  url: string | null;
};

export type CreateIntentInput = {
  amount: number;
  currency: string;
  metadata: { planId: string; userId: string };
  /** The same key answers the same intent, so a repeated request never opens a second one. */
  idempotencyKey: string;
};

/**
 * Why a payment was given back, in Stripe's own refund reasons: a second charge for a plan, or a
 * keepsake paid after its parent deleted the account (it can no longer be made).
 */
export type RefundReason = 'duplicate' | 'requested_by_customer';

/** `refundId` is null when the intent had been refunded already. */
export type RefundResult = { refundId: string | null };

type PaymentProviderBase = {
  /** Shown to the browser so it can load Stripe Elements; null for the sandbox. */
  publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<CreatedIntent>;
  /** Re-reads the intent from the provider; null when the provider does not know the id. */
  retrieveIntent(id: string): Promise<ProviderIntent | null>;
  /**
   * Cancels an intent so it can no longer be paid, and answers it as it now stands: an intent
   * that succeeded in the meantime comes back succeeded (it must then be refunded); null when
   * the provider does not know the id.
   */
  cancelIntent(id: string): Promise<ProviderIntent | null>;
  /** Gives a succeeded intent's money back in full; repeating it refunds nothing more. */
  refundIntent(input: { id: string; reason: RefundReason }): Promise<RefundResult>;
  /** Throws InvalidWebhookSignatureError unless the raw body carries a valid signature. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentWebhookEvent;
  createCheckoutSession(input: CreateCheckoutSessionInput): Promise<CreatedCheckoutSession>;
  /** Re-reads a checkout session; null when the provider does not know the id. */
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null>;
  /**
   * The last four digits of the card that paid, for a receipt: null when the provider does not
   * say (not a card, not paid, or the sandbox, which keeps no card data).
   */
  cardLast4(paid: PaidWith): Promise<string | null>;
};

/** What was paid: a plan's payment intent or a keepsake's checkout session. */
export type PaidWith = { paymentIntentId: string } | { checkoutSessionId: string };

export type SandboxCard = { cardNumber: string; expMonth: number; expYear: number; cvc: string };

export type SandboxConfirmResult = { status: 'succeeded' } | { status: 'requires_action'; nextActionUrl: string };

/** The sandbox checkout page's card: expMonth + expYear, or one "MM / YY" expiry text. */
export type SandboxCheckoutCard = { number: string; cvc: string; expMonth?: number; expYear?: number; expiry?: string };

/**
 * A keepsake checkout waiting for the bank's confirmation (3-D Secure): the order, its owner,
 * and when the wait began. A later attempt or a refusal starts a new wait (the order's
 * updatedAt moves on), so a confirmation page from an older wait can never pay the order.
 */
export type CheckoutAuthenticationWait = { orderId: string; userId: string; heldAt: Date };

export type SandboxPaymentProvider = PaymentProviderBase & {
  kind: 'sandbox';
  /** Charges one of Stripe's test cards. Throws AppError (402 card errors, 400 bad input). */
  confirmCard(input: { id: string; clientSecret: string; userId: string; card: SandboxCard; returnUrl: string }): Promise<SandboxConfirmResult>;
  /** The extra confirmation step of a 3-D Secure test card. */
  authenticate(input: {
    id: string;
    clientSecret: string;
    userId: string;
    approve: boolean;
  }): Promise<{ status: 'succeeded' | 'failed'; message: string | null }>;
  /**
   * The sandbox checkout page's card: 'charged' when it is charged now (the caller records the
   * payment on its order), 'requires_action' when its bank asks the parent to confirm first and
   * nothing is charged yet (the caller holds the order: checkoutAuthentication). Throws AppError
   * (402 declined, 400 incomplete) otherwise.
   */
  chargeCheckoutCard(card: SandboxCheckoutCard): 'charged' | 'requires_action';
  /** Where the parent confirms a held checkout: the test bank's page, with this wait's client secret. */
  checkoutAuthentication(wait: CheckoutAuthenticationWait): { nextActionUrl: string };
  /**
   * The test bank's answer for a held checkout. Throws AppError 400 when the client secret is
   * not this wait's (an older or refused confirmation); 'succeeded' means: charge it now.
   */
  answerCheckoutAuthentication(
    input: CheckoutAuthenticationWait & { clientSecret: string; approve: boolean },
  ): { status: 'succeeded' } | { status: 'failed'; message: string };
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

/** Checkout session ids, likewise (Stripe's cs_test_…/cs_live_…, the sandbox's cs_sandbox_…). */
export const CHECKOUT_SESSION_ID_PATTERN = /^cs_[A-Za-z0-9_]{1,200}$/;
