import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A tiny Stripe on loopback (STRIPE_API_BASE): POST /v1/payment_intents and
 * GET /v1/payment_intents/:id, enough to prove the server re-reads every intent from
 * "Stripe". Tests move an intent to a status with `setIntent`, as the browser's
 * confirmation at Stripe would, and sign webhook events with the same secret as the app.
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
};

export type FakeStripe = {
  apiBase: string;
  /** Env for createTestApp: Stripe mode pointed at this server. */
  env: Record<string, string>;
  intents: Map<string, FakeIntent>;
  requests: { method: string; path: string }[];
  setIntent(id: string, patch: Partial<FakeIntent>): void;
  /** A signed webhook delivery of `payment_intent.<type>` for the intent as it stands. */
  webhook(eventId: string, type: string, intentId: string, secret?: string): { payload: string; signature: string };
  close(): Promise<void>;
};

export const FAKE_WEBHOOK_SECRET = 'whsec_test_kritzel_fake';

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, FakeIntent>();
  const requests: FakeStripe['requests'] = [];

  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = (req.url ?? '').split('?')[0] ?? '';
    requests.push({ method: req.method ?? '', path });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== 'Bearer sk_test_kritzel_fake') return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
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
      return send(200, intent);
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
    requests,
    setIntent(id, patch) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`fake Stripe: no intent ${id}`);
      intents.set(id, { ...intent, ...patch });
    },
    webhook(eventId, type, intentId, secret = FAKE_WEBHOOK_SECRET) {
      const intent = intents.get(intentId) ?? { id: intentId, object: 'payment_intent' };
      const payload = JSON.stringify({ id: eventId, object: 'event', type: `payment_intent.${type}`, created: Math.floor(Date.now() / 1000), data: { object: intent } });
      return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
