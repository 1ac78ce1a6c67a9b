import Stripe from 'stripe';
import { PaymentMessages } from '../../../../contracts/payments.ts';
import type { Config } from '../../../config.ts';
import { AppError } from '../../../platform/errors.ts';
import { InvalidWebhookSignatureError, type IntentStatus, type ProviderIntent, type StripePaymentProvider } from '../payment-provider.ts';

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

    async createIntent({ amount, currency, metadata }) {
      const intent = await callStripe(() =>
        stripe.paymentIntents.create({ amount, currency, metadata, automatic_payment_methods: { enabled: true } }),
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

    verifyWebhook(rawBody, signatureHeader) {
      if (!signatureHeader) throw new InvalidWebhookSignatureError('Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, config.webhookSecret);
      } catch (error) {
        throw new InvalidWebhookSignatureError('Invalid Stripe signature', { cause: error });
      }
      const object = event.data.object as { object?: string; id?: string };
      return { id: event.id, type: event.type, paymentIntentId: object.object === 'payment_intent' && object.id ? object.id : null };
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
    if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError || error instanceof Stripe.errors.StripeRateLimitError) {
      throw new AppError('UNAVAILABLE', PaymentMessages.unavailable, { cause: error });
    }
    throw error;
  }
}

const KNOWN_STATUSES = new Set<string>(['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing', 'requires_capture', 'canceled', 'succeeded'] satisfies IntentStatus[]);

function toIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: intent.id,
    status: KNOWN_STATUSES.has(intent.status) ? (intent.status as IntentStatus) : 'processing',
    amount: intent.amount,
    currency: intent.currency,
    metadata: { ...intent.metadata },
    lastError: intent.last_payment_error?.message ?? null,
  };
}
