import Stripe from 'stripe';
import { PaymentMessages } from '../../../../contracts/payments.ts';
import type { Config } from '../../../config.ts';
import { AppError } from '../../../platform/errors.ts';
import {
  InvalidWebhookSignatureError,
  type CheckoutShippingAddress,
  type IntentStatus,
  type ProviderCheckoutSession,
  type ProviderIntent,
  type StripePaymentProvider,
} from '../payment-provider.ts';
import { STRIPE_SHIPPING_COUNTRIES } from './shipping-countries.ts';

type StripeConfig = NonNullable<Config['stripe']>;

/** Bounded so a slow Stripe cannot hold a request for long; the browser can try again. */
const STRIPE_TIMEOUT_MS = 20_000;

/**
 * Stripe PaymentIntents (Elements in the browser). Every confirmation is re-read from
 * Stripe here; nothing the browser says about a payment is trusted.
 */
export function createStripePaymentProvider(config: StripeConfig): StripePaymentProvider {
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: STRIPE_TIMEOUT_MS,
    telemetry: false,
    ...apiBaseOptions(config.apiBase),
  });

  return {
    kind: 'stripe',
    publishableKey: config.publishableKey,

    async createIntent({ amount, currency, metadata, idempotencyKey }) {
      const intent = await callStripe(() =>
        stripe.paymentIntents.create({ amount, currency, metadata, automatic_payment_methods: { enabled: true } }, { idempotencyKey }),
      );
      if (!intent.client_secret) throw new Error(`Stripe returned payment intent ${intent.id} without a client secret`);
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async retrieveIntent(id) {
      try {
        const intent = await callStripe(() => stripe.paymentIntents.retrieve(id));
        return toIntent(intent);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
        throw error;
      }
    },

    async cancelIntent(id) {
      try {
        return toIntent(await callStripe(() => stripe.paymentIntents.cancel(id, { cancellation_reason: 'duplicate' })));
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        if (error.code === 'resource_missing') return null;
        // Succeeded (or canceled) already: Stripe refuses, and the intent as it stands answers.
        if (error.code === 'payment_intent_unexpected_state') return toIntent(await callStripe(() => stripe.paymentIntents.retrieve(id)));
        throw error;
      }
    },

    async refundIntent({ id, reason }) {
      try {
        // The key makes a repeated refund (two deliveries of one late webhook) one refund.
        const refund = await callStripe(() =>
          stripe.refunds.create(
            { payment_intent: id, reason, metadata: { kritzel: reason === 'duplicate' ? 'duplicate-payment' : 'account-deleted' } },
            { idempotencyKey: `kritzel-refund-${id}` },
          ),
        );
        return { refundId: refund.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded') return { refundId: null };
        throw error;
      }
    },

    async createCheckoutSession({ orderId, userId, amount, currency, productName, successUrl, cancelUrl }) {
      const session = await callStripe(() =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [{ quantity: 1, price_data: { currency, unit_amount: amount, product_data: { name: productName } } }],
            shipping_address_collection: { allowed_countries: STRIPE_SHIPPING_COUNTRIES },
            metadata: { orderId, userId, kind: 'order' },
            // The intent names its order too, so the plan webhook path can tell it is not a plan's.
            payment_intent_data: { metadata: { orderId, kind: 'order' } },
            client_reference_id: orderId,
            success_url: successUrl,
            cancel_url: cancelUrl,
          },
          // One session per order, even if a network retry repeats the request.
          { idempotencyKey: `kritzel-order-checkout-${orderId}` },
        ),
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { id: session.id, url: session.url };
    },

    async retrieveCheckoutSession(id) {
      try {
        const session = await callStripe(() => stripe.checkout.sessions.retrieve(id));
        return toCheckoutSession(session);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
        throw error;
      }
    },

    async cardLast4(paid) {
      try {
        if ('paymentIntentId' in paid) {
          return last4Of(await callStripe(() => stripe.paymentIntents.retrieve(paid.paymentIntentId, { expand: ['latest_charge'] })));
        }
        const session = await callStripe(() => stripe.checkout.sessions.retrieve(paid.checkoutSessionId, { expand: ['payment_intent.latest_charge'] }));
        return typeof session.payment_intent === 'object' ? last4Of(session.payment_intent) : null;
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
        throw error;
      }
    },

    verifyWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new InvalidWebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, config.webhookSecret);
      } catch (error) {
        throw new InvalidWebhookSignatureError('Invalid Stripe signature', { cause: error });
      }
      const object = event.data.object as { object?: string; id?: string };
      return {
        id: event.id,
        type: event.type,
        paymentIntentId: object.object === 'payment_intent' && object.id ? object.id : null,
        checkoutSessionId: object.object === 'checkout.session' && object.id ? object.id : null,
      };
    },
  };
}

/** STRIPE_API_BASE points the SDK at another host (a local fake in tests, a proxy elsewhere). */
function apiBaseOptions(apiBase: string | undefined): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

/** Network trouble and Stripe outages become a 503 the parent can retry; other errors pass through. */
async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError
    ) {
      throw new AppError('UNAVAILABLE', PaymentMessages.unavailable, { cause: error });
    }
    throw error;
  }
}

const KNOWN_STATUSES = new Set<string>([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
] satisfies IntentStatus[]);

function toIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    status: KNOWN_STATUSES.has(intent.status) ? (intent.status as IntentStatus) : 'processing',
    amount: intent.amount,
    currency: intent.currency,
    metadata: { ...intent.metadata },
    lastError: intent.last_payment_error?.message ?? null,
    clientSecret: intent.client_secret ?? null,
  };
}

/** The card digits of the intent's charge, when it was expanded and paid by card. */
function last4Of(intent: Stripe.PaymentIntent | null): string | null {
  const charge = intent?.latest_charge;
  if (!charge || typeof charge === 'string') return null;
  return charge.payment_method_details?.card?.last4 ?? null;
}

type StripeAddressHolder = { name?: string | null; address?: Stripe.Address | null } | null | undefined;

/**
 * Where the parent asked us to ship: collected_information.shipping_details in current API
 * versions, shipping_details in older ones, the customer's own address as a last resort.
 */
function shippingAddressOf(session: Stripe.Checkout.Session): CheckoutShippingAddress | null {
  const legacy = (session as unknown as { shipping_details?: StripeAddressHolder }).shipping_details;
  const candidates: StripeAddressHolder[] = [session.collected_information?.shipping_details, legacy, session.customer_details];
  const found = candidates.find((c) => c?.address?.line1 && c.address.country);
  if (!found?.address) return null;
  const { address } = found;
  return {
    name: found.name ?? session.customer_details?.name ?? '',
    line1: address.line1 ?? '',
    line2: address.line2 || null,
    city: address.city ?? '',
    state: address.state || null,
    postal_code: address.postal_code ?? '',
    country: address.country ?? '',
  };
}

function toCheckoutSession(session: Stripe.Checkout.Session): ProviderCheckoutSession {
  return {
    id: session.id,
    // A value this code does not know yet is never read as paid.
    status: sessionStatus(session.status),
    paymentStatus: session.payment_status === 'paid' ? 'paid' : session.payment_status === 'no_payment_required' ? 'no_payment_required' : 'unpaid',
    amountTotal: session.amount_total,
    currency: session.currency,
    metadata: { ...session.metadata },
    shippingAddress: shippingAddressOf(session),
    paymentIntentId: typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null),
    url: session.url,
  };
}

function sessionStatus(status: string | null): ProviderCheckoutSession['status'] {
  return status === 'complete' ? 'complete' : status === 'expired' ? 'expired' : 'open';
}
