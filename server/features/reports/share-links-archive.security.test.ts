import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES, REPORT_URLS, type CreateReportShareResponse } from '../../../contracts/reports.ts';
import { plans, reportShares } from '../../db/schema/index.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { createReportPlan } from '../../../test/report-factories.ts';

// Issue 34, item 7: a plan deleted by its parent (archived, because paid) still served its
// report to anyone holding a share link. Archiving turns the plan's links off.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000' });
});
afterAll(async () => ctx?.close());

async function sharedPlan() {
  const { parent, plan } = await createReportPlan({ ctx, weeks: 4, checkpoints: 1 });
  const call = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { origin: TEST_ORIGIN, cookie: parent.cookie }, ...(payload ? { payload } : {}) });
  const response = await call('POST', REPORT_URLS.shares(plan.id), { scope: { kind: 'checkpoint', checkpointNumber: 1 } });
  expect(response.statusCode).toBe(200);
  const token = (response.json() as CreateReportShareResponse).url.split('/shared/')[1] ?? '';
  expect((await open(REPORT_URLS.sharedReport(token))).statusCode).toBe(200);
  return { plan, call, token };
}

const open = (url: string) => ctx.app.inject({ method: 'GET', url });
const expectTurnedOff = async (token: string) => {
  for (const url of [REPORT_URLS.sharedReport(token), REPORT_URLS.sharedPdf(token)]) {
    const response = await open(url);
    expect(response.statusCode, url).toBe(410);
    expect(response.json(), url).toEqual({ code: 'GONE', message: REPORT_MESSAGES.shareRevoked });
  }
};

describe("a deleted plan's share links", () => {
  it('answer as turned off once the plan is deleted (archived), and stay off after a restore', async () => {
    const { plan, call, token } = await sharedPlan();
    const deleted = await call('DELETE', `/api/plans/${plan.id}`);
    expect(deleted.json()).toEqual({ archived: true });
    await expectTurnedOff(token);
    const [share] = await ctx.database.db.select().from(reportShares).where(eq(reportShares.planId, plan.id));
    expect(share?.revokedAt).toBeInstanceOf(Date);

    expect((await call('POST', `/api/plans/${plan.id}/restore`)).statusCode).toBe(200);
    await expectTurnedOff(token);
  });

  it('answer as turned off for a plan archived before links were turned off with it', async () => {
    const { plan, token } = await sharedPlan();
    await ctx.database.db.update(plans).set({ isArchived: true, archivedAt: new Date() }).where(eq(plans.id, plan.id));
    await expectTurnedOff(token);
  });
});
