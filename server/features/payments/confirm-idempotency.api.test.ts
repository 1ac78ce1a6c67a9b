import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.ts';
import { testAppWithPeople } from '../../../test/test-app-with-people.ts';
import { CARD, cardForm, getPlan, insertPlan, post } from '../../../test/payment-factories.ts';
import { activatePlan } from './activate-plan.ts';

const t = testAppWithPeople({ parent: {} });

describe('confirmation is idempotent', () => {
  it('ten concurrent confirmations of one payment: all succeed, the plan is activated once', async () => {
    const plan = await insertPlan(t.ctx, t.parent.id);
    const intent = (await post(t.ctx, '/api/create-payment-intent', { planId: plan.id }, t.parent.cookie)).json();
    await post(t.ctx, `/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, cardForm(intent.clientSecret, CARD.succeeds), t.parent.cookie);

    const responses = await Promise.all(
      Array.from({ length: 10 }, () => post(t.ctx, '/api/confirm-payment', { planId: plan.id, paymentIntentId: intent.paymentIntentId }, t.parent.cookie)),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    for (const r of responses) expect(r.json()).toEqual({ success: true, planId: plan.id });

    const paid = await getPlan(t.ctx, plan.id);
    expect(paid).toMatchObject({ isPaid: true, paidAt: expect.any(Date) });
    const rows = await t.ctx.database.db.select().from(payments).where(eq(payments.planId, plan.id));
    expect(rows).toMatchObject([{ status: 'succeeded', amount: 4900 }]);

    // A later confirmation (the setup page after a redirect) is a success that changes nothing.
    const again = await post(t.ctx, '/api/confirm-payment', { planId: plan.id, paymentIntentId: intent.paymentIntentId }, t.parent.cookie);
    expect(again.json()).toEqual({ success: true, planId: plan.id });
    expect((await getPlan(t.ctx, plan.id)).paidAt).toEqual(paid.paidAt);
  });

  it('activatePlan: of ten concurrent calls exactly one activates', async () => {
    const plan = await insertPlan(t.ctx, t.parent.id);
    const results = await Promise.all(Array.from({ length: 10 }, () => activatePlan({ db: t.ctx.database.db, planId: plan.id })));
    expect(results.filter((r) => r.activated)).toHaveLength(1);
    const paidAt = (await getPlan(t.ctx, plan.id)).paidAt;
    expect(await activatePlan({ db: t.ctx.database.db, planId: plan.id })).toEqual({ activated: false });
    expect((await getPlan(t.ctx, plan.id)).paidAt).toEqual(paidAt);
  });
});
