import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { plans, voucherRedemptions, vouchers } from '../../db/schema/index.ts';
import { testAppWithPeople } from '../../../test/test-app-with-people.ts';
import { getPlan, insertPlan, insertVoucher, post } from '../../../test/payment-factories.ts';

const t = testAppWithPeople({ parent: {}, other: {} });

const redeem = (planId: string, voucherCode: string | undefined, cookie = t.parent.cookie) =>
  post(t.ctx, '/api/confirm-payment', { planId, paymentIntentId: '', ...(voucherCode === undefined ? {} : { voucherCode }) }, cookie);
const usesOf = async (code: string) => (await t.ctx.database.db.select().from(vouchers).where(eq(vouchers.code, code)))[0]?.currentUses;
const DAY = 24 * 60 * 60 * 1000;

describe('vouchers through POST /api/confirm-payment', () => {
  it('redeems a code typed in any case with spaces, and activates the plan', async () => {
    const voucher = await insertVoucher(t.ctx, { code: 'TESTER2025', maxUses: 3 });
    const plan = await insertPlan(t.ctx, t.parent.id);
    const response = await redeem(plan.id, '  tester2025 ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, planId: plan.id });
    expect(await getPlan(t.ctx, plan.id)).toMatchObject({ isPaid: true, paidAt: expect.any(Date) });
    expect(await usesOf('TESTER2025')).toBe(1);
    expect(await t.ctx.database.db.select().from(voucherRedemptions).where(eq(voucherRedemptions.planId, plan.id))).toMatchObject([
      { voucherId: voucher.id, userId: t.parent.id },
    ]);
  });

  it('asks for a code when it is blank or missing', async () => {
    const plan = await insertPlan(t.ctx, t.parent.id);
    for (const code of ['', '   ', undefined]) {
      const response = await redeem(plan.id, code);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'Please enter a voucher code' });
    }
  });

  it('refuses unknown, expired, inactive and used-up codes alike', async () => {
    await insertVoucher(t.ctx, { code: 'OLDCODE1', expiresAt: new Date(Date.now() - DAY) });
    await insertVoucher(t.ctx, { code: 'PAUSED01', isActive: false });
    await insertVoucher(t.ctx, { code: 'USEDUP01', maxUses: 2, currentUses: 2 });
    const plan = await insertPlan(t.ctx, t.parent.id);
    for (const code of ['NOSUCHCODE', 'OLDCODE1', 'PAUSED01', 'USEDUP01']) {
      const response = await redeem(plan.id, code);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'BAD_REQUEST', message: 'Voucher code is invalid or expired' });
    }
    expect(await usesOf('USEDUP01')).toBe(2);
    expect((await getPlan(t.ctx, plan.id)).isPaid).toBe(false);
  });

  it('accepts a code until its expiry and until its last use', async () => {
    await insertVoucher(t.ctx, { code: 'LASTONE1', maxUses: 1, expiresAt: new Date(Date.now() + DAY) });
    const [first, second] = [await insertPlan(t.ctx, t.parent.id), await insertPlan(t.ctx, t.parent.id)];
    expect((await redeem(first.id, 'LASTONE1')).statusCode).toBe(200);
    expect((await redeem(second.id, 'LASTONE1')).json().message).toBe('Voucher code is invalid or expired');
  });

  it("uses nothing on a paid plan (409) or on another parent's plan (404)", async () => {
    await insertVoucher(t.ctx, { code: 'SPARE001', maxUses: 5 });
    const paid = await insertPlan(t.ctx, t.parent.id, { paid: true });
    const conflict = await redeem(paid.id, 'SPARE001');
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ code: 'CONFLICT', message: 'This plan is already paid' });
    const theirs = await insertPlan(t.ctx, t.other.id);
    const hidden = await redeem(theirs.id, 'SPARE001');
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ code: 'NOT_FOUND', message: 'Plan not found' });
    expect((await redeem('not-a-plan', 'SPARE001')).statusCode).toBe(404);
    expect(await usesOf('SPARE001')).toBe(0);
    expect((await getPlan(t.ctx, theirs.id)).isPaid).toBe(false);
  });

  it('a code with 5 uses: exactly 5 of 50 concurrent redemptions succeed', async () => {
    await insertVoucher(t.ctx, { code: 'RACE0005', maxUses: 5 });
    const racePlans = await Promise.all(Array.from({ length: 50 }, (_, i) => insertPlan(t.ctx, t.parent.id, { childName: `Racer ${i}` })));
    const responses = await Promise.all(racePlans.map((plan) => redeem(plan.id, 'RACE0005')));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 400)).toHaveLength(45);
    expect(await usesOf('RACE0005')).toBe(5);
    const [voucher] = await t.ctx.database.db.select().from(vouchers).where(eq(vouchers.code, 'RACE0005'));
    expect(await t.ctx.database.db.select().from(voucherRedemptions).where(eq(voucherRedemptions.voucherId, voucher!.id))).toHaveLength(5);
    const paidRacers = (await Promise.all(racePlans.map((p) => t.ctx.database.db.select().from(plans).where(eq(plans.id, p.id)))))
      .flat()
      .filter((p) => p.isPaid);
    expect(paidRacers).toHaveLength(5);
  });
});
