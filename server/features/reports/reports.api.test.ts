import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plans, users } from '../../db/schema/index.ts';
import { translator } from '../../i18n/index.ts';
import { REPORT_LIMITS, REPORT_MESSAGES, REPORT_URLS, REPORT_WORDS } from '../../../contracts/reports.ts';
import { THEN_AND_NOW_TEXTS } from '../../../contracts/then-and-now.ts';
import { createTestApp, type TestContext } from '../../../test/api-harness.ts';
import { createUser, parentGet, type TestUser } from '../../../test/factories.ts';
import { scribbleDrawing } from '../../../test/drawings.ts';
import { readPdf } from '../../../test/pdf.ts';
import { createReportPlan } from '../../../test/report-factories.ts';
import { storeImage } from '../files/store-image.ts';
import { checkpointReportAttachment } from '../notices/checkpoint-report-attachment.ts';
import { loadReport } from './load-report.ts';
import { renderCheckpointReport } from './render-checkpoint-report.ts';
import { renderReportPdf } from './render-report-pdf.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_SIGN_IN: '1000' });
});
afterAll(async () => ctx?.close());

const get = (url: string, user?: TestUser) => parentGet(ctx, url, user);

describe('GET /api/plans/:planId/reports/checkpoint/:n.pdf', { timeout: 60_000 }, () => {
  it('is a PDF a standard reader opens, with the first name, age, ranges, measurements and limits — and no e-mail or birth date', async () => {
    const { parent, plan } = await createReportPlan({ ctx, childName: 'Mia Sommer', weeks: 4, checkpoints: 1 });
    const response = await get(REPORT_URLS.checkpointPdf(plan.id, 1), parent);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Mia-checkpoint-1-report.pdf"');
    const { pages, text, inkShare } = await readPdf(response.rawPayload, '/tmp/report-checkpoint-1.png');
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(text).toContain('Mia — Checkpoint 1 report');
    expect(text).toContain('Age: 5 years 2 months');
    expect(text).toContain('Weeks 1–4');
    // The baseline, a week and the checkpoint, each with its range.
    expect(text).toContain('Starting drawing 5 y (range 4 y 6 m – 5 y 10 m)');
    expect(text).toContain('5 y 3 m (range 4 y 3 m – 6 y 9 m)');
    expect(text).toContain('5 y 7 m (range 4 y 7 m – 6 y 11 m)');
    // Issue 35: a doctor reads it too — the child by first name, in the third person; the reader is never "you".
    expect(text).toContain(REPORT_WORDS.comparedWith('Mia'));
    expect(text).toContain(REPORT_WORDS.status('typical', 'Mia'));
    expect(text).not.toMatch(/\byour?\b/i);
    expect(text).toContain('5 closed shapes (2 circles, 1 rectangle, 1 triangle)');
    expect(text).toContain('Uses 70 % of the page');
    expect(text).toContain(REPORT_LIMITS.notADiagnosis);
    expect(text).toContain('88.5 %');
    // Then and now: 5 closed shapes, then 9 — but the plan was set up and checkpointed the same day,
    // so the drawings are too close together to compare (issue 32) and no change is said.
    expect(text).toContain('Then and now: the starting drawing and checkpoint 1');
    expect(text).toContain('too close together to show a change');
    expect(text).not.toContain(THEN_AND_NOW_TEXTS['more-parts']);
    expect(text).not.toMatch(/progress|up from/i);
    expect(text).not.toContain(THEN_AND_NOW_TEXTS.differentSubjects);
    for (const label of ['Start', 'Week 1', 'Week 4']) expect(text).toContain(label);
    expect(text).not.toContain('Sommer');
    expect(text).not.toContain(parent.email);
    expect(text).not.toMatch(/2021|March|03\/21/);
    // Page 1 is not blank: the text and the drawings put ink on it.
    expect(inkShare).toBeGreaterThan(0.02);
  });

  it('says what the measurements show when the checkpoint came at least two weeks after the first drawing', async () => {
    const { plan } = await createReportPlan({ ctx, weeks: 4, checkpoints: 1 });
    await ctx.database.db
      .update(plans)
      .set({ setupCompletedAt: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000) })
      .where(eq(plans.id, plan.id));
    const pdf = await renderCheckpointReport({ db: ctx.database.db, storage: ctx.storage }, plan.id, 1);
    const { text } = await readPdf(pdf, '/tmp/report-checkpoint-1-later.png');
    // From the two drawings' measurements: 5 closed shapes, then 9.
    expect(text).toContain(THEN_AND_NOW_TEXTS['more-parts']);
    expect(text).not.toContain('too close together');
  });

  it('is the same report for the checkpoint e-mail (renderCheckpointReport)', async () => {
    const { plan } = await createReportPlan({ ctx, weeks: 8, checkpoints: 2 });
    const pdf = await renderCheckpointReport({ db: ctx.database.db, storage: ctx.storage }, plan.id, 2);
    const { text } = await readPdf(pdf, '/tmp/report-checkpoint-2.png');
    expect(text).toContain('Checkpoint 2 report');
    expect(text).toContain('Weeks 5–8');
    expect(text).toContain('Week 5');
    expect(text).not.toContain('Week 4 ');
    await expect(renderCheckpointReport({ db: ctx.database.db, storage: ctx.storage }, plan.id, 3)).rejects.toThrow(REPORT_MESSAGES.checkpointNotCompleted(3));
    // The "checkpoint ready" e-mail attaches this same report (features/notices).
    const attached = await checkpointReportAttachment({ database: ctx.database, storage: ctx.storage })(plan.id, 2);
    expect((await readPdf(attached, '/tmp/report-attached.png')).text).toContain('Checkpoint 2 report');
  });

  it('answers 409 before the checkpoint has results, 404 for another parent, 400 for no such checkpoint, 401 signed out', async () => {
    const { parent, plan } = await createReportPlan({ ctx, weeks: 4 });
    const pending = await get(REPORT_URLS.checkpointPdf(plan.id, 1), parent);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toEqual({ code: 'CONFLICT', message: REPORT_MESSAGES.checkpointNotCompleted(1) });
    const other = await createUser(ctx);
    for (const url of [REPORT_URLS.checkpointPdf(plan.id, 1), REPORT_URLS.checkpointPdf('not-a-plan', 1)]) {
      const response = await get(url, other);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'Plan not found' });
    }
    const seventh = await get(REPORT_URLS.checkpointPdf(plan.id, 7), parent);
    expect(seventh.statusCode).toBe(400);
    expect(seventh.json().message).toBe('Please name a checkpoint from 1 to 6.');
    expect((await get(REPORT_URLS.checkpointPdf(plan.id, 1))).statusCode).toBe(401);
  });

  it('answers a second download with the PDF already made, and makes it again once its data changed', async () => {
    const { parent, plan } = await createReportPlan({ ctx, childName: 'Mia Sommer', weeks: 4, checkpoints: 1 });
    const first = await get(REPORT_URLS.checkpointPdf(plan.id, 1), parent);
    // pdfkit stamps each document it makes with its creation time, to the second: a PDF made again
    // a second later differs, the one kept does not.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const again = await get(REPORT_URLS.checkpointPdf(plan.id, 1), parent);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    await ctx.database.db.update(plans).set({ childName: 'Lena Sommer' }).where(eq(plans.id, plan.id));
    const renamed = await get(REPORT_URLS.checkpointPdf(plan.id, 1), parent);
    expect(renamed.headers['content-disposition']).toBe('attachment; filename="Lena-checkpoint-1-report.pdf"');
    const { text } = await readPdf(renamed.rawPayload, '/tmp/report-checkpoint-1-renamed.png');
    expect(text).toContain('Lena — Checkpoint 1 report');
    expect(text).not.toContain('Mia');

    // Another starting drawing is another stored file and key (the fingerprint names drawings by key): made again, with it.
    const { file } = await storeImage({ db: ctx.database.db, storage: ctx.storage, data: await scribbleDrawing(), ownerId: parent.id, kind: 'drawing' });
    await ctx.database.db.update(plans).set({ baselineFileId: file.id }).where(eq(plans.id, plan.id));
    const redrawn = await get(REPORT_URLS.checkpointPdf(plan.id, 1), parent);
    expect(redrawn.statusCode).toBe(200);
    expect(redrawn.rawPayload.equals(renamed.rawPayload)).toBe(false);
  });
});

describe('GET /api/plans/:planId/reports/final.pdf', { timeout: 60_000 }, () => {
  it('waits until the plan is completed, then covers all 26 weeks and every checkpoint', async () => {
    const running = await createReportPlan({ ctx, weeks: 2 });
    const early = await get(REPORT_URLS.finalPdf(running.plan.id), running.parent);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(REPORT_MESSAGES.planNotFinished);

    const { parent, plan } = await createReportPlan({ ctx, weeks: 26, checkpoints: 6, completed: true });
    const response = await get(REPORT_URLS.finalPdf(plan.id), parent);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Mia-final-report.pdf"');
    const { pages, text } = await readPdf(response.rawPayload, '/tmp/report-final.png');
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(text).toContain('Mia — End-of-plan report');
    expect(text).toContain('Week 26');
    expect(text).toContain('Checkpoint 6');
    expect(text).toContain('5 y 8 m (range 4 y 8 m – 7 y)');
    expect(text).toContain(`page ${pages} of ${pages}`);
    expect(text).not.toContain(parent.email);
  });
});

// Issue 37: the parent's own report in the account's language; the PDF's standard font holds
// every letter German and Spanish need.
describe('the report in German and Spanish', { timeout: 60_000 }, () => {
  it('is written in German for a parent whose account speaks German', async () => {
    const { parent, plan } = await createReportPlan({ ctx, childName: 'Mia Sommer', weeks: 4, checkpoints: 1 });
    await ctx.database.db.update(users).set({ language: 'de' }).where(eq(users.id, parent.id));
    const response = await get(REPORT_URLS.checkpointPdf(plan.id, 1), parent);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Mia-checkpoint-1-report.pdf"');
    const { text } = await readPdf(response.rawPayload, '/tmp/report-checkpoint-1-de-download.png');
    expect(text).toContain('Mia — Bericht zu Checkpoint 1');
    expect(text).toContain('Alter: 5 Jahre 2 Monate · Wochen 1–4');
    expect(text).toContain('Im Bereich, der für das damalige Alter von Mia erwartet wird');
    expect(text).toContain('Damals und heute: die erste Zeichnung und Checkpoint 1');
    expect(text).toContain('Diese Zeichnungen entstanden weniger als 2 Wochen nacheinander');
    expect(text).toContain('Seite 1 von');
    expect(text).not.toContain('Sommer');
  });

  it('prints German and Spanish letters as they are (ä ö ü ß ñ á é í ó ú ¿ ¡)', async () => {
    const { plan } = await createReportPlan({ ctx, weeks: 1, checkpoints: 1 });
    const { report } = await loadReport(
      { db: ctx.database.db, storage: ctx.storage },
      { planId: plan.id, userId: null, scope: { kind: 'checkpoint', checkpointNumber: 1 }, locale: 'es' },
    );
    const letters = '¿Qué tal? ¡Muy bien! Ñandú, acción, búho, él, país · Größe, Übung, schön, Straße, Bär';
    const pdf = await renderReportPdf({ ...report, childFirstName: 'Begoña', limits: [...report.limits, letters] }, translator('es'));
    const { text } = await readPdf(pdf, '/tmp/report-letters.png');
    expect(text).toContain(letters);
    expect(text).toContain('Begoña — Informe del punto de control 1');
    expect(text).toContain('Edad de dibujo estimada');
    expect(text).toContain('Lo que un dibujo no puede decir');
  });
});
