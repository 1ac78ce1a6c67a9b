import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories.ts';
import { CARD, cardForm, getPlan, insertPlan, insertVoucher, paymentsOf, post } from '../../../test/payment-factories.ts';
import { testAppWithFreshParent } from '../../../test/test-app-with-people.ts';

/**
 * Security finding (issue 16, item 2): a parent could be charged twice for one plan. Two
 * payment intents for the same plan (two tabs, a reopened payment dialog, a voucher after a
 * card payment) both succeeded and both were kept. Sandbox provider.
 */
// Payment intents are rate-limited per parent: each test is a parent of its own.
const t = testAppWithFreshParent();

type Intent = { paymentIntentId: string; clientSecret: string };
const createIntent = (planId: string, cookie = t.parent.cookie) => post(t.ctx, '/api/create-payment-intent', { planId }, cookie);
const payByCard = (intent: Intent) =>
  post(t.ctx, `/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, cardForm(intent.clientSecret, CARD.succeeds), t.parent.cookie);
const confirm = (planId: string, paymentIntentId: string) => post(t.ctx, '/api/confirm-payment', { planId, paymentIntentId }, t.parent.cookie);
const freshCode = () => `V${crypto.randomBytes(5).toString('hex').toUpperCase()}`;
const charged = (rows: { status: string }[]) => rows.filter((r) => r.status === 'succeeded');

describe('one plan, one charge (sandbox)', () => {
  it('two tabs asking at once share one open payment; paying in both charges once', async () => {
    const plan = await insertPlan(t.ctx, t.parent.id);
    const responses = await Promise.all([createIntent(plan.id), createIntent(plan.id), createIntent(plan.id)]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const intents = responses.map((r) => r.json() as Intent);
    expect(new Set(intents.map((i) => i.paymentIntentId)).size).toBe(1);

    const cards = await Promise.all(intents.map(payByCard));
    expect(cards.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const confirmations = await Promise.all(intents.map((i) => confirm(plan.id, i.paymentIntentId)));
    expect(confirmations.map((r) => r.statusCode)).toEqual([200, 200, 200]);

    const rows = await paymentsOf(t.ctx, plan.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'succeeded', fulfilledAt: expect.any(Date), refundedAt: null });
    expect((await getPlan(t.ctx, plan.id)).isPaid).toBe(true);
  });

  it('reopening the payment dialog after paying (confirmation not back yet) charges nothing more', async () => {
    const plan = await insertPlan(t.ctx, t.parent.id);
    const first = (await createIntent(plan.id)).json() as Intent;
    // The dialog is closed and opened again before paying: the same intent.
    expect(((await createIntent(plan.id)).json() as Intent).paymentIntentId).toBe(first.paymentIntentId);
    expect((await payByCard(first)).statusCode).toBe(200);

    // The card went through but the browser never confirmed; the parent opens the dialog again.
    const again = await createIntent(plan.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'CONFLICT', message: 'This plan is already paid' });
    expect((await getPlan(t.ctx, plan.id)).isPaid).toBe(true);
    expect(charged(await paymentsOf(t.ctx, plan.id))).toHaveLength(1);
    expect(await paymentsOf(t.ctx, plan.id)).toHaveLength(1);
  });

  it('a voucher after a card payment is refused (409) and uses nothing; the card pays for the plan', async () => {
    const code = freshCode();
    await insertVoucher(t.ctx, { code, maxUses: 1 });
    const plan = await insertPlan(t.ctx, t.parent.id);
    const intent = (await createIntent(plan.id)).json() as Intent;
    expect((await payByCard(intent)).statusCode).toBe(200);

    const voucher = await post(t.ctx, '/api/confirm-payment', { planId: plan.id, voucherCode: code }, t.parent.cookie);
    expect(voucher.statusCode).toBe(409);
    expect(voucher.json()).toEqual({ code: 'CONFLICT', message: 'This plan is already paid' });
    expect((await getPlan(t.ctx, plan.id)).isPaid).toBe(true);
    expect(await paymentsOf(t.ctx, plan.id)).toMatchObject([{ status: 'succeeded', fulfilledAt: expect.any(Date) }]);
    // The code is still unused: another plan can have it.
    const other = await insertPlan(t.ctx, t.parent.id);
    expect((await post(t.ctx, '/api/confirm-payment', { planId: other.id, voucherCode: code }, t.parent.cookie)).statusCode).toBe(200);
  });

  it('a voucher closes the open card payment first, so it can no longer be charged', async () => {
    const code = freshCode();
    await insertVoucher(t.ctx, { code, maxUses: 1 });
    const plan = await insertPlan(t.ctx, t.parent.id);
    const intent = (await createIntent(plan.id)).json() as Intent;
    expect((await post(t.ctx, '/api/confirm-payment', { planId: plan.id, voucherCode: code }, t.parent.cookie)).statusCode).toBe(200);

    const card = await payByCard(intent);
    expect(card.statusCode).toBe(400);
    expect(card.json().message).toBe('This payment was canceled.');
    expect(await paymentsOf(t.ctx, plan.id)).toMatchObject([{ status: 'canceled' }]);
  });
});

describe('create-payment-intent is limited per parent', () => {
  it('one parent using up the limit does not lock out another parent behind the same address', async () => {
    const plan = await insertPlan(t.ctx, t.parent.id);
    let limited = false;
    for (let i = 0; i < 70 && !limited; i++) limited = (await createIntent(plan.id)).statusCode === 429;
    expect(limited).toBe(true);

    const neighbour = await createUser(t.ctx);
    const theirs = await insertPlan(t.ctx, neighbour.id);
    expect((await createIntent(theirs.id, neighbour.cookie)).statusCode).toBe(200);
  });
});
