import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { PaymentMessages } from '../../../../contracts/payments.ts';
import type { Db } from '../../../db/client.ts';
import { ORDER_MESSAGES } from '../../../../contracts/shop.ts';
import { orders, payments } from '../../../db/schema/index.ts';
import { OPEN_PAYMENT_STATUSES } from '../../../db/schema/payments.ts';
import { AppError, notFound } from '../../../platform/errors.ts';
import {
  InvalidWebhookSignatureError,
  type CheckoutAuthenticationWait,
  type IntentStatus,
  type ProviderCheckoutSession,
  type ProviderIntent,
  type SandboxCheckoutCard,
  type SandboxPaymentProvider,
} from '../payment-provider.ts';
import { CardMessages, chargeTestCard } from './test-cards.ts';

type PaymentRow = typeof payments.$inferSelect;

/**
 * The default payment provider: no keys, no network, no money. Intents are rows of the
 * payments table (provider 'sandbox'); Stripe's test card numbers decide each outcome.
 * A client secret is the intent id plus an HMAC of it, so nothing secret is stored and any
 * process sharing the database (and the auth secret) can check it.
 */
export function createSandboxPaymentProvider({ db, secret }: { db: Db; secret: string }): SandboxPaymentProvider {
  const key = crypto.createHmac('sha256', secret).update('kritzel sandbox payments').digest();
  const clientSecretOf = (id: string) => `${id}_secret_${crypto.createHmac('sha256', key).update(id).digest('hex').slice(0, 32)}`;

  const byId = (id: string) => and(eq(payments.provider, 'sandbox'), eq(payments.providerPaymentId, id));
  const waitSecretOf = ({ orderId, userId, heldAt }: CheckoutAuthenticationWait) =>
    `order_auth_${crypto.createHmac('sha256', key).update(`checkout-authentication:${orderId}:${userId}:${heldAt.getTime()}`).digest('hex').slice(0, 40)}`;

  /** The caller must hold the client secret and be the intent's owner; anything else is "not found". */
  async function ownedIntent(id: string, clientSecret: string, userId: string): Promise<PaymentRow> {
    const [row] = await db.select().from(payments).where(byId(id));
    const expected = Buffer.from(clientSecretOf(id));
    const given = Buffer.from(clientSecret);
    const secretMatches = given.length === expected.length && crypto.timingSafeEqual(given, expected);
    if (!row || !secretMatches || row.userId !== userId) throw notFound(PaymentMessages.paymentNotFound);
    return row;
  }

  /**
   * Moves an intent on from a payable status only (or from `onlyFrom`), as Stripe does: an
   * intent canceled or refunded meanwhile stays so. False when nothing changed.
   */
  async function setStatus(id: string, status: PaymentRow['status'], failureMessage: string | null, onlyFrom?: PaymentRow['status']): Promise<boolean> {
    const rows = await db
      .update(payments)
      .set({ status, failureMessage, updatedAt: new Date() })
      .where(and(byId(id), onlyFrom ? eq(payments.status, onlyFrom) : inArray(payments.status, [...OPEN_PAYMENT_STATUSES])))
      .returning({ id: payments.id });
    return rows.length > 0;
  }

  /** The charge went through unless the intent was canceled while the card was checked. */
  async function succeed(id: string, onlyFrom?: PaymentRow['status']): Promise<void> {
    if (await setStatus(id, 'succeeded', null, onlyFrom)) return;
    const [row] = await db.select().from(payments).where(byId(id));
    if (!row || !isPaid(row.status)) throw new AppError('BAD_REQUEST', PaymentMessages.canceled);
  }

  return {
    kind: 'sandbox',
    publishableKey: null,

    async createIntent({ amount, currency, metadata, idempotencyKey }) {
      // Like Stripe's idempotency: the same key is the same intent. An insert that conflicts
      // (the same key, or another open intent for the plan) stores nothing; the caller checks.
      const id = `pi_sandbox_${crypto.createHmac('sha256', key).update(`intent:${idempotencyKey}`).digest('hex').slice(0, 24)}`;
      await db
        .insert(payments)
        .values({
          provider: 'sandbox',
          providerPaymentId: id,
          planId: metadata.planId,
          userId: metadata.userId,
          amount,
          currency,
          status: 'requires_payment_method',
        })
        .onConflictDoNothing();
      return { id, clientSecret: clientSecretOf(id) };
    },

    async retrieveIntent(id) {
      const [row] = await db.select().from(payments).where(byId(id));
      return row ? toIntent(row, clientSecretOf(id)) : null;
    },

    async cancelIntent(id) {
      await setStatus(id, 'canceled', null);
      const [row] = await db.select().from(payments).where(byId(id));
      return row ? toIntent(row, clientSecretOf(id)) : null;
    },

    async refundIntent({ id, reason }) {
      // The sandbox's record of the refund is the row itself; no money moved in the first place.
      const rows = await db
        .update(payments)
        .set({ status: 'refunded', refundedAt: new Date(), refundReason: reason, updatedAt: new Date() })
        .where(and(byId(id), eq(payments.status, 'succeeded')))
        .returning({ id: payments.id });
      if (rows.length > 0) return { refundId: `re_${id.slice('pi_'.length)}` };
      const [row] = await db.select({ status: payments.status }).from(payments).where(byId(id));
      if (row?.status === 'refunded') return { refundId: null };
      throw new Error(`sandbox: payment ${id} has not succeeded and cannot be refunded`);
    },

    verifyWebhook() {
      // The sandbox sends no webhooks, so nothing that arrives can be genuine.
      throw new InvalidWebhookSignatureError('Webhooks are not enabled in sandbox mode');
    },

    async createCheckoutSession({ orderId }) {
      // The sandbox's "hosted page" is our own test-mode checkout and the order row is the
      // session: one per order, so asking again answers the same one (as Stripe's idempotency does).
      return { id: `cs_sandbox_${orderId.replace(/-/g, '')}`, url: `/shop/checkout/${orderId}` };
    },

    // Test cards only, and no card data is kept: a sandbox receipt says "test mode" instead.
    async cardLast4() {
      return null;
    },

    async retrieveCheckoutSession(id) {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.provider, 'sandbox'), eq(orders.providerSessionId, id)));
      return row ? toCheckoutSession(id, row) : null;
    },

    chargeCheckoutCard(card) {
      const outcome = chargeTestCard(toSandboxCard(card));
      switch (outcome.kind) {
        case 'invalid':
          throw new AppError('VALIDATION_FAILED', outcome.message);
        case 'declined':
          throw new AppError('CARD_DECLINED', outcome.message);
        case 'requires_action':
          // Stripe's hosted checkout sends a 3-D Secure card to its bank before charging it; so does this one.
          return 'requires_action';
        case 'succeeded':
          return 'charged';
      }
    },

    checkoutAuthentication(wait) {
      const query = new URLSearchParams({ client_secret: waitSecretOf(wait), return_url: `/shop/checkout/${wait.orderId}` });
      return { nextActionUrl: `/sandbox/authenticate/${wait.orderId}?${query.toString()}` };
    },

    answerCheckoutAuthentication({ clientSecret, approve, ...wait }) {
      const expected = Buffer.from(waitSecretOf(wait));
      const given = Buffer.from(clientSecret);
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
        throw new AppError('BAD_REQUEST', ORDER_MESSAGES.authenticationExpired);
      }
      return approve ? { status: 'succeeded' } : { status: 'failed', message: CardMessages.authenticationFailed };
    },

    async confirmCard({ id, clientSecret, userId, card, returnUrl }) {
      const row = await ownedIntent(id, clientSecret, userId);
      if (isPaid(row.status)) return { status: 'succeeded' };
      if (row.status === 'canceled') throw new AppError('BAD_REQUEST', PaymentMessages.canceled);
      const outcome = chargeTestCard(card);
      switch (outcome.kind) {
        case 'invalid':
          throw new AppError('VALIDATION_FAILED', outcome.message);
        case 'declined':
          await setStatus(id, 'failed', outcome.message);
          throw new AppError('CARD_DECLINED', outcome.message);
        case 'requires_action': {
          await setStatus(id, 'requires_action', null);
          const query = new URLSearchParams({ client_secret: clientSecret, return_url: returnUrl });
          return { status: 'requires_action', nextActionUrl: `/sandbox/authenticate/${id}?${query.toString()}` };
        }
        case 'succeeded':
          await succeed(id);
          return { status: 'succeeded' };
      }
    },

    async authenticate({ id, clientSecret, userId, approve }) {
      const row = await ownedIntent(id, clientSecret, userId);
      if (isPaid(row.status)) return { status: 'succeeded', message: null };
      // eslint-disable-next-line kritzel/hard-coded-error -- the sandbox bank of test mode, for developers
      if (row.status !== 'requires_action') throw new AppError('BAD_REQUEST', 'This payment does not need authentication.');
      if (approve) {
        await succeed(id, 'requires_action');
        return { status: 'succeeded', message: null };
      }
      await setStatus(id, 'failed', CardMessages.authenticationFailed, 'requires_action');
      return { status: 'failed', message: CardMessages.authenticationFailed };
    },
  };
}

/** A refunded intent was paid: like Stripe's, it stays succeeded and cannot be paid again. */
const isPaid = (status: PaymentRow['status']) => status === 'succeeded' || status === 'refunded';

function toIntent(row: PaymentRow, clientSecret: string): ProviderIntent {
  // Stripe returns a declined intent to requires_payment_method, with the decline as its last error.
  const status: IntentStatus = row.status === 'failed' ? 'requires_payment_method' : row.status === 'refunded' ? 'succeeded' : row.status;
  const metadata: Record<string, string> = {};
  if (row.planId) metadata.planId = row.planId;
  if (row.userId) metadata.userId = row.userId;
  return { id: row.providerPaymentId, status, amount: row.amount, currency: row.currency, metadata, lastError: row.failureMessage, clientSecret };
}

/** expMonth + expYear, or "MM / YY" (or MM/YYYY) as a checkout form may show it. */
function toSandboxCard(card: SandboxCheckoutCard) {
  if (card.expMonth !== undefined && card.expYear !== undefined) {
    return { cardNumber: card.number, expMonth: card.expMonth, expYear: card.expYear, cvc: card.cvc };
  }
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry ?? '');
  if (!match) throw new AppError('VALIDATION_FAILED', ORDER_MESSAGES.expiryIncomplete);
  return { cardNumber: card.number, expMonth: Number(match[1]), expYear: Number(match[2]), cvc: card.cvc };
}

function toCheckoutSession(id: string, row: typeof orders.$inferSelect): ProviderCheckoutSession {
  const paid = row.status !== 'pending';
  const address = row.shippingAddress;
  return {
    id,
    status: paid ? 'complete' : 'open',
    paymentStatus: paid ? 'paid' : 'unpaid',
    amountTotal: row.priceCents,
    currency: row.currency,
    metadata: { orderId: row.id, kind: 'order', ...(row.userId ? { userId: row.userId } : {}) },
    shippingAddress: address ? { ...address, line2: address.line2 ?? null, state: address.state ?? null } : null,
    // A sandbox order is paid on our own page by its signed-in parent: never after the account is gone.
    paymentIntentId: null,
    url: paid ? null : `/shop/checkout/${row.id}`,
  };
}
