import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A tiny Stripe on loopback (STRIPE_API_BASE): POST /v1/payment_intents (honouring
 * Idempotency-Key), GET /v1/payment_intents/:id, POST …/:id/cancel and POST /v1/refunds,
 * enough to prove the server re-reads every intent from "Stripe" and gives a second charge back. Tests move an intent to a status with `setIntent`, as the browser's
 * confirmation at Stripe would, and sign webhook events with the same secret as the app.
 * Checkout: POST /v1/checkout/sessions (honouring Idempotency-Key) and
 * GET /v1/checkout/sessions/:id; `completeSession` plays the parent paying on Stripe's page.
 */
export type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
  client_secret: string;
  last_payment_error: { message: string } | null;
  cancellation_reason?: string | null;
  /** Stripe answers the charge's object only when asked to expand it; the fake always does. */
  latest_charge?: { payment_method_details: { card: { last4: string } | null } } | null;
};

export type FakeRefund = { id: string; object: 'refund'; payment_intent: string; amount: number; currency: string; reason: string | null; status: 'succeeded' };

export type FakeAddress = { line1: string; line2: string | null; city: string; state: string | null; postal_code: string | null; country: string };

export type FakeCheckoutSession = {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_total: number;
  currency: string;
  metadata: Record<string, string>;
  client_reference_id: string | null;
  success_url: string;
  cancel_url: string;
  url: string | null;
  customer_details: { name: string | null; email: string | null; address: FakeAddress | null } | null;
  collected_information: { shipping_details: { name: string; address: FakeAddress } | null } | null;
  /** The id once paid; the object when expanded, as a receipt asks for it (payment_intent.latest_charge). */
  payment_intent?: string | FakeIntent | null;
};

export const FAKE_SHIPPING = {
  name: 'Mia Example',
  address: { line1: '1 Elbchaussee', line2: null, city: 'Hamburg', state: null, postal_code: '22763', country: 'DE' },
} as const;

export type FakeStripe = {
  apiBase: string;
  /** Env for createTestApp: Stripe mode pointed at this server. */
  env: Record<string, string>;
  intents: Map<string, FakeIntent>;
  requests: { method: string; path: string }[];
  setIntent(id: string, patch: Partial<FakeIntent>): void;
  /** Every refund made, in order; a repeated request with the same Idempotency-Key is not a second one. */
  refunds: FakeRefund[];
  sessions: Map<string, FakeCheckoutSession>;
  /** The form Stripe received when each session was created (line_items[0][price_data][…] etc.). */
  sessionParams: Map<string, URLSearchParams>;
  /** The parent paid on Stripe's page: complete, paid, with a shipping address (and optional overrides). */
  completeSession(id: string, patch?: Partial<FakeCheckoutSession>): FakeCheckoutSession;
  setSession(id: string, patch: Partial<FakeCheckoutSession>): void;
  /** A signed webhook delivery of `checkout.session.<type>` for the session as it stands. */
  sessionWebhook(eventId: string, type: string, sessionId: string, secret?: string): { payload: string; signature: string };
  /** A signed webhook delivery of `payment_intent.<type>` for the intent as it stands. */
  webhook(eventId: string, type: string, intentId: string, secret?: string): { payload: string; signature: string };
  close(): Promise<void>;
};

export const FAKE_WEBHOOK_SECRET = 'whsec_test_kritzel_fake';

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const requests: FakeStripe['requests'] = [];
  const sessions = new Map<string, FakeCheckoutSession>();
  const sessionParams = new Map<string, URLSearchParams>();
  const idempotent = new Map<string, string>();
  const refunds: FakeRefund[] = [];
  const stripeError = (code: string, message: string) => ({ error: { type: 'invalid_request_error', code, message } });

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = (req.url ?? '').split('?')[0] ?? '';
    requests.push({ method: req.method ?? '', path });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== 'Bearer sk_test_kritzel_fake')
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    const key = req.headers['idempotency-key'];
    const replayed = typeof key === 'string' ? idempotent.get(`${path} ${key}`) : undefined;
    if (req.method === 'POST' && replayed) return send(200, intents.get(replayed) ?? sessions.get(replayed) ?? refunds.find((r) => r.id === replayed));
    const remember = (id: string) => {
      if (typeof key === 'string') idempotent.set(`${path} ${key}`, id);
    };
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match?.[1]) metadata[match[1]] = value;
      }
      const id = `pi_fake_${crypto.randomBytes(8).toString('hex')}`;
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? '',
        status: 'requires_payment_method',
        metadata,
        client_secret: `${id}_secret_${crypto.randomBytes(8).toString('hex')}`,
        last_payment_error: null,
      };
      intents.set(id, intent);
      remember(id);
      return send(200, intent);
    }
    const cancelMatch = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (req.method === 'POST' && cancelMatch?.[1]) {
      const intent = intents.get(decodeURIComponent(cancelMatch[1]));
      if (!intent) return send(404, stripeError('resource_missing', `No such payment_intent: '${cancelMatch[1]}'`));
      if (intent.status === 'succeeded' || intent.status === 'canceled') {
        return send(400, stripeError('payment_intent_unexpected_state', `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`));
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const canceled: FakeIntent = { ...intent, status: 'canceled', cancellation_reason: form.get('cancellation_reason') };
      intents.set(canceled.id, canceled);
      return send(200, canceled);
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const intent = intents.get(form.get('payment_intent') ?? '');
      if (!intent) return send(404, stripeError('resource_missing', `No such payment_intent: '${form.get('payment_intent')}'`));
      if (intent.status !== 'succeeded')
        return send(400, stripeError('payment_intent_unexpected_state', 'This PaymentIntent does not have a successful charge to refund.'));
      if (refunds.some((r) => r.payment_intent === intent.id))
        return send(400, stripeError('charge_already_refunded', `Charge for ${intent.id} has already been refunded.`));
      const refund: FakeRefund = {
        id: `re_fake_${crypto.randomBytes(8).toString('hex')}`,
        object: 'refund',
        payment_intent: intent.id,
        amount: intent.amount,
        currency: intent.currency,
        reason: form.get('reason'),
        status: 'succeeded',
      };
      refunds.push(refund);
      remember(refund.id);
      return send(200, refund);
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const metadata: Record<string, string> = {};
      for (const [name, value] of form) {
        const m = /^metadata\[(.+)\]$/.exec(name);
        if (m?.[1]) metadata[m[1]] = value;
      }
      const quantity = Number(form.get('line_items[0][quantity]') ?? 1);
      const id = `cs_test_fake_${crypto.randomBytes(8).toString('hex')}`;
      const session: FakeCheckoutSession = {
        id,
        object: 'checkout.session',
        mode: form.get('mode') ?? '',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')) * quantity,
        currency: form.get('line_items[0][price_data][currency]') ?? '',
        metadata,
        client_reference_id: form.get('client_reference_id'),
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        customer_details: null,
        collected_information: null,
      };
      sessions.set(id, session);
      sessionParams.set(id, form);
      remember(id);
      return send(200, session);
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && sessionMatch?.[1]) {
      const session = sessions.get(decodeURIComponent(sessionMatch[1]));
      if (!session)
        return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such checkout.session: '${sessionMatch[1]}'` } });
      return send(200, session);
    }
    const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && match?.[1]) {
      const intent = intents.get(decodeURIComponent(match[1]));
      if (!intent) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${match[1]}'` } });
      return send(200, intent);
    }
    send(404, { error: { type: 'invalid_request_error', message: `fake Stripe: no route ${req.method} ${path}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const apiBase = `http://127.0.0.1:${port}`;

  return {
    apiBase,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_kritzel_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_kritzel_fake',
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      STRIPE_API_BASE: apiBase,
    },
    intents,
    refunds,
    requests,
    setIntent(id, patch) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`fake Stripe: no intent ${id}`);
      intents.set(id, { ...intent, ...patch });
    },
    sessions,
    sessionParams,
    completeSession(id, patch = {}) {
      const session = sessions.get(id);
      if (!session) throw new Error(`fake Stripe: no checkout session ${id}`);
      const completed: FakeCheckoutSession = {
        ...session,
        status: 'complete',
        payment_status: 'paid',
        url: null,
        customer_details: { name: FAKE_SHIPPING.name, email: 'parent@example.com', address: { ...FAKE_SHIPPING.address, line1: 'Billing Street 9' } },
        collected_information: { shipping_details: { name: FAKE_SHIPPING.name, address: { ...FAKE_SHIPPING.address } } },
        ...patch,
      };
      sessions.set(id, completed);
      return completed;
    },
    setSession(id, patch) {
      const session = sessions.get(id);
      if (!session) throw new Error(`fake Stripe: no checkout session ${id}`);
      sessions.set(id, { ...session, ...patch });
    },
    sessionWebhook(eventId, type, sessionId, secret = FAKE_WEBHOOK_SECRET) {
      const session = sessions.get(sessionId) ?? { id: sessionId, object: 'checkout.session' };
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        type: `checkout.session.${type}`,
        created: Math.floor(Date.now() / 1000),
        data: { object: session },
      });
      return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
    },
    webhook(eventId, type, intentId, secret = FAKE_WEBHOOK_SECRET) {
      const intent = intents.get(intentId) ?? { id: intentId, object: 'payment_intent' };
      const payload = JSON.stringify({
        id: eventId,
        object: 'event',
        type: `payment_intent.${type}`,
        created: Math.floor(Date.now() / 1000),
        data: { object: intent },
      });
      return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
