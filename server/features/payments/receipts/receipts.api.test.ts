import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { RECEIPTS_API, ReceiptList } from '../../../../contracts/receipts.ts';
import { testAppWithPeople } from '../../../../test/test-app-with-people.ts';
import type { TestUser } from '../../../../test/factories.ts';
import { insertArtwork, sandboxPayment, startCheckout, tshirtCheckout } from '../../../../test/order-factories.ts';
import { CARD, cardForm, insertPlan, post } from '../../../../test/payment-factories.ts';
import { outboxEmails, payments } from '../../../db/schema/index.ts';
import type { MailMessage, MailSender } from '../../../providers/mail/mail-sender.ts';
import { queueReceipts, queueReceiptsJob } from './queue-receipts.ts';
import { sendReceipt } from './send-receipt.ts';

const t = testAppWithPeople({ parent: {}, other: {} });

/** A mailbox and a queue that runs each receipt job at once, twice, like a redelivered job. */
function harness() {
  const sent: MailMessage[] = [];
  const mail: MailSender = { kind: 'log', send: async (message) => void sent.push(message) };
  const deps = { db: t.ctx.database.db, mail, payments: { cardLast4: async () => null }, config: t.ctx.config };
  const queue = {
    enqueue: async (_job: unknown, payload: unknown) => {
      const { receiptId } = payload as { receiptId: string };
      await sendReceipt(deps, receiptId);
      await sendReceipt(deps, receiptId);
      return receiptId;
    },
  };
  return { sent, sweep: () => queueReceipts({ db: t.ctx.database.db, queue: queue as never }) };
}

async function payPlan(user: TestUser) {
  const plan = await insertPlan(t.ctx, user.id);
  const intent = (await post(t.ctx, '/api/create-payment-intent', { planId: plan.id }, user.cookie)).json() as {
    clientSecret: string;
    paymentIntentId: string;
  };
  await post(t.ctx, `/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, cardForm(intent.clientSecret, CARD.succeeds), user.cookie);
  // The browser's confirmation, twice (a reload), like a repeated webhook: still one receipt.
  for (let i = 0; i < 2; i++)
    expect((await post(t.ctx, '/api/confirm-payment', { planId: plan.id, paymentIntentId: intent.paymentIntentId }, user.cookie)).statusCode).toBe(200);
  return intent.paymentIntentId;
}

async function payKeepsake(user: TestUser) {
  const { imageUrl } = await insertArtwork(t.ctx, user.id);
  const { orderId } = await startCheckout(t.ctx, user.cookie, tshirtCheckout(imageUrl, 'L', 'black'));
  expect((await post(t.ctx, `/api/sandbox/orders/${orderId}/pay`, sandboxPayment(CARD.succeeds), user.cookie)).statusCode).toBe(200);
  return orderId;
}

const receiptsOf = async (user: TestUser | null, language: Record<string, string> = {}) =>
  t.ctx.app.inject({ method: 'GET', url: RECEIPTS_API.list, headers: { ...language, ...(user ? { cookie: user.cookie } : {}) } });

describe('receipts', () => {
  it('e-mails one receipt per payment and per refund, however often it is reported, and lists them on the account', async () => {
    const { sent, sweep } = harness();
    const intentId = await payPlan(t.parent);
    const orderId = await payKeepsake(t.parent);
    // A second charge given back (two tabs): a payment receipt and a refund receipt of its own.
    const [plan] = [await insertPlan(t.ctx, t.parent.id, { paid: true })];
    await t.ctx.database.db.insert(payments).values({
      userId: t.parent.id,
      planId: plan.id,
      provider: 'sandbox',
      providerPaymentId: 'pi_sandbox_refunded0001',
      amount: 4900,
      currency: 'usd',
      status: 'refunded',
      refundedAt: new Date(),
      refundReason: 'Duplicate payment: the plan had already been paid',
    });

    expect(await sweep()).toBe(4);
    expect(await sweep()).toBe(0);
    expect(sent).toHaveLength(4);
    expect(sent.every((m) => m.to === t.parent.email)).toBe(true);
    const planMail = sent.find((m) => m.subject === 'Your receipt from Kritzel: $49.00' && m.text.includes('Kritzel development plan'));
    expect(planMail?.text).toContain('Amount: $49.00');
    expect(planMail?.text).toContain('Paid in test mode: no real charge was made.');
    expect(planMail?.text).toMatch(/Date: \d{1,2} \w+ \d{4}/);
    expect(planMail?.text).toContain('Sold by: ');
    expect(planMail?.text).toContain(`Write to ${t.ctx.config.supportEmail}`);
    expect(sent.find((m) => m.text.includes('Custom Art T-Shirt - L, black'))?.text).toContain('Amount: $39.00');
    const refundMail = sent.find((m) => m.subject === 'Your refund from Kritzel: $49.00');
    expect(refundMail?.text).toContain('Amount refunded: $49.00');
    // The outbox is the record: one row per receipt, all sent.
    const rows = await t.ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, t.parent.email));
    expect(rows.filter((r) => r.dedupeKey.startsWith('receipt:')).map((r) => r.status)).toEqual(['sent', 'sent', 'sent', 'sent']);

    const response = await receiptsOf(t.parent);
    expect(response.statusCode).toBe(200);
    const { receipts } = ReceiptList.parse(response.json());
    expect(receipts).toHaveLength(4);
    expect(receipts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'payment', what: 'Kritzel development plan (26 weeks)', amountCents: 4900, refunded: false }),
        expect.objectContaining({ id: `order-payment:${orderId}`, kind: 'payment', what: 'Custom Art T-Shirt - L, black', amountCents: 3900 }),
        expect.objectContaining({ kind: 'payment', refunded: true }),
        expect.objectContaining({ kind: 'refund', amountCents: 4900, refunded: true }),
      ]),
    );
    expect(JSON.stringify(receipts)).not.toContain(intentId);
    // Worded in the page's language, like the rest of the account page.
    const german = ReceiptList.parse((await receiptsOf(t.parent, { 'accept-language': 'de-DE,de;q=0.9' })).json()).receipts;
    expect(german.map((r) => r.what)).toEqual(expect.arrayContaining(['Kritzel-Entwicklungsplan (26 Wochen)', 'T-Shirt mit eigenem Motiv – L, schwarz']));
  });

  it('shows another parent none of them, and a visitor 401', async () => {
    expect(ReceiptList.parse((await receiptsOf(t.other)).json())).toEqual({ receipts: [] });
    expect((await receiptsOf(null)).statusCode).toBe(401);
  });

  it('queues a sweep right after a payment, so the receipt does not wait for the minute', async () => {
    const sweepsQueued = async () => {
      const result = await t.ctx.database.db.execute(sql`select count(*)::int as n from pgboss.job where name = ${queueReceiptsJob.name}`);
      return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    };
    const before = await sweepsQueued();
    await payKeepsake(t.other);
    await expect.poll(sweepsQueued, { timeout: 10_000 }).toBeGreaterThan(before);
    const afterKeepsake = await sweepsQueued();
    await payPlan(t.other);
    await expect.poll(sweepsQueued, { timeout: 10_000 }).toBeGreaterThan(afterKeepsake);
  });
});
