import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES, REPORT_URLS, type CreateReportShareResponse, type ReportShare } from '../../../contracts/reports.ts';
import { reportShares } from '../../db/schema/index.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { readPdf } from '../../../test/pdf.ts';
import { createReportPlan } from '../../../test/report-factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000' });
});
afterAll(async () => ctx?.close());

const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0';
const headers = (user?: TestUser) => ({ origin: TEST_ORIGIN, ...(user ? { cookie: user.cookie } : {}) });
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, user?: TestUser, payload?: object) =>
  ctx.app.inject({ method, url, headers: headers(user), payload });
/** As a doctor opens it: no cookie, a browser of its own. */
const open = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { 'user-agent': FIREFOX_ANDROID } });
const tokenOf = (created: CreateReportShareResponse) => created.url.split('/shared/')[1] ?? '';

async function sharedCheckpoint(body: object = { scope: { kind: 'checkpoint', checkpointNumber: 1 } }) {
  const { parent, plan } = await createReportPlan({ ctx, weeks: 4, checkpoints: 1 });
  const response = await call('POST', REPORT_URLS.shares(plan.id), parent, body);
  expect(response.statusCode).toBe(200);
  const created: CreateReportShareResponse = response.json();
  return { parent, plan, created, token: tokenOf(created) };
}

describe('report share links', { timeout: 60_000 }, () => {
  it('opens without an account for 30 days by default, never indexed, with no e-mail or birth date, and lists each opening', async () => {
    const before = Date.now();
    const { parent, plan, created, token } = await sharedCheckpoint();
    expect(created.url).toBe(`${ctx.config.publicUrl}/shared/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(created.share.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    // Only the hash is stored.
    const [row] = await ctx.database.db.select().from(reportShares).where(eq(reportShares.planId, plan.id));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(token);

    const page = await open(REPORT_URLS.sharedReport(token));
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.json().report.childFirstName).toBe('Mia');
    expect(page.json().report.estimates.length).toBe(6);
    expect(page.body).not.toContain(parent.email);
    expect(page.body).not.toMatch(/"birth|2021/);

    const pdf = await open(REPORT_URLS.sharedPdf(token));
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['x-robots-tag']).toBe('noindex, nofollow');
    const { text } = await readPdf(pdf.rawPayload, '/tmp/report-shared.png');
    expect(text).toContain('Mia — Checkpoint 1 report');
    expect(text).not.toContain(parent.email);

    const list = await call('GET', REPORT_URLS.shares(plan.id), parent);
    const [share]: ReportShare[] = list.json();
    expect(share?.state).toBe('active');
    expect(share?.openings.map((o) => o.browser)).toEqual(['Firefox on Android', 'Firefox on Android, downloaded the PDF']);
    expect(JSON.stringify(share)).not.toMatch(/127\.0\.0\.1|::1|ip/i);
  });

  it('lets the parent choose 7 or 90 days, and refuses any other number', async () => {
    const { created } = await sharedCheckpoint({ scope: { kind: 'checkpoint', checkpointNumber: 1 }, expiresInDays: 7 });
    expect(Math.round((Date.parse(created.share.expiresAt) - Date.parse(created.share.createdAt)) / 86_400_000)).toBe(7);
    const { parent, plan } = await createReportPlan({ ctx, weeks: 4, checkpoints: 1 });
    const bad = await call('POST', REPORT_URLS.shares(plan.id), parent, { scope: { kind: 'checkpoint', checkpointNumber: 1 }, expiresInDays: 45 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please choose 7, 30 or 90 days.');
  });

  it('answers 410 "expired" once the expiry has passed', async () => {
    const { plan, token } = await sharedCheckpoint();
    await ctx.database.db
      .update(reportShares)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reportShares.planId, plan.id));
    for (const url of [REPORT_URLS.sharedReport(token), REPORT_URLS.sharedPdf(token)]) {
      const response = await open(url);
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual({ code: 'GONE', message: REPORT_MESSAGES.shareExpired });
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
  });

  it('is turned off at once by the parent (410), and only by that parent', async () => {
    const { parent, plan, created, token } = await sharedCheckpoint();
    const stranger = await createUser(ctx);
    const refused = await call('DELETE', REPORT_URLS.share(plan.id, created.share.id), stranger);
    expect(refused.statusCode).toBe(404);
    expect((await call('GET', REPORT_URLS.shares(plan.id), stranger)).statusCode).toBe(404);
    expect((await open(REPORT_URLS.sharedReport(token))).statusCode).toBe(200);

    const revoked = await call('DELETE', REPORT_URLS.share(plan.id, created.share.id), parent);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().state).toBe('revoked');
    const gone = await open(REPORT_URLS.sharedReport(token));
    expect(gone.statusCode).toBe(410);
    expect(gone.json().message).toBe(REPORT_MESSAGES.shareRevoked);
    // An opening refused is not listed as an opening.
    const [share]: ReportShare[] = (await call('GET', REPORT_URLS.shares(plan.id), parent)).json();
    expect(share?.openings).toHaveLength(1);
    expect((await call('DELETE', REPORT_URLS.share(plan.id, 'not-a-share'), parent)).statusCode).toBe(404);
  });

  it('is 404 for a token never issued, and cannot be made for a report that does not exist yet', async () => {
    for (const token of ['A'.repeat(43), 'short', '../../etc']) {
      const response = await open(REPORT_URLS.sharedReport(encodeURIComponent(token)));
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(REPORT_MESSAGES.shareNotFound);
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    const { parent, plan } = await createReportPlan({ ctx, weeks: 4 });
    const early = await call('POST', REPORT_URLS.shares(plan.id), parent, { scope: { kind: 'final' } });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(REPORT_MESSAGES.planNotFinished);
    const stranger = await createUser(ctx);
    expect((await call('POST', REPORT_URLS.shares(plan.id), stranger, { scope: { kind: 'checkpoint', checkpointNumber: 1 } })).statusCode).toBe(404);
    expect((await call('POST', REPORT_URLS.shares(plan.id), undefined, { scope: { kind: 'final' } })).statusCode).toBe(401);
  });
});

describe('a shared report in the reader’s language (issue 37)', { timeout: 60_000 }, () => {
  it('is written in the language of whoever opens the link, not the parent’s', async () => {
    const { token } = await sharedCheckpoint();
    const page = await ctx.app.inject({ method: 'GET', url: REPORT_URLS.sharedReport(token), headers: { 'accept-language': 'es-ES,es;q=0.9,en;q=0.5' } });
    expect(page.statusCode).toBe(200);
    const { report } = page.json();
    expect(report.title).toBe('Informe del punto de control 1');
    expect(report.childAge).toBe('5 años y 2 meses');
    expect(report.estimates[0].label).toBe('Dibujo inicial');
    expect(report.limits[0]).toBe(
      'Este informe es una estimación a partir de dibujos infantiles, no un diagnóstico. Kritzel no es una herramienta de diagnóstico.',
    );
    const pdf = await ctx.app.inject({ method: 'GET', url: REPORT_URLS.sharedPdf(token), headers: { cookie: 'kritzel_lang=de', 'accept-language': 'es' } });
    expect(pdf.statusCode).toBe(200);
    const { text } = await readPdf(pdf.rawPayload, '/tmp/report-shared-de.png');
    expect(text).toContain('Mia — Bericht zu Checkpoint 1');
    expect(text).toContain('Was eine Zeichnung nicht sagen kann');
  });
});
