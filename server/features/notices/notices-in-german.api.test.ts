import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTIFICATIONS_API } from '../../../contracts/notifications.ts';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { readPdf } from '../../../test/pdf.ts';
import { createPlan } from '../../../test/plan-factories.ts';
import { createReportPlan } from '../../../test/report-factories.ts';
import { createSubmission } from '../../../test/submission-factories.ts';
import { users } from '../../db/schema/index.ts';
import { resolveAuthSecret } from '../auth/auth-secret.ts';
import { checkpointReportAttachment } from './checkpoint-report-attachment.ts';
import { FEEDBACK_NOTICE_QUIET_MS } from './feedback-batch.ts';
import { capturingMail, saveSettings, sendNoticeDeps } from './notices-fixtures.ts';
import { queueCheckpointNotice, queueFeedbackNotice } from './queue-notices.ts';
import { noticeRepository } from './repository.ts';
import type { SendNoticeDeps } from './send-notice-deps.ts';
import type { SendNoticePayload } from './send-notice-job.ts';
import { sendNotice } from './send-notice.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

// Issue 37: a parent whose account speaks German gets every reminder and notice in German, the
// checkpoint's PDF report included; the List-Unsubscribe headers stay as they are.
let ctx: TestContext;
const mail = capturingMail();
let deps: SendNoticeDeps;
const queued: SendNoticePayload[] = [];
const queue = {
  async enqueue(_job: unknown, payload: unknown) {
    queued.push(payload as SendNoticePayload);
    return 'job';
  },
};

beforeAll(async () => {
  ctx = await createTestApp();
  deps = sendNoticeDeps(ctx, { mail, queue, checkpointReportPdf: checkpointReportAttachment({ database: ctx.database, storage: ctx.storage }) });
}, 60_000);
afterAll(async () => ctx?.close());

const speaks = async (user: TestUser, language: 'de' | 'es') => {
  await ctx.database.db.update(users).set({ language }).where(eq(users.id, user.id));
};
const lastTo = (user: TestUser) => mail.messages.filter((m) => m.to === user.email).at(-1);
let jobs = 0;
const job = () => ({ id: `german-${++jobs}`, retryCount: 0 });

describe('reminders and notices for a German-speaking parent', { timeout: 60_000 }, () => {
  it('"feedback is ready" comes in German, with the "not a diagnosis" sentence', async () => {
    const parent = await createUser(ctx, { firstName: 'Anke' });
    await speaks(parent, 'de');
    const plan = await createPlan({ ctx, user: parent, setUp: true, childName: 'Jörg' });
    const week1 = await createSubmission({ ctx, user: parent, plan, weekNumber: 1 });
    const readyAt = new Date(Date.now() - FEEDBACK_NOTICE_QUIET_MS - 60_000);
    expect(await queueFeedbackNotice({ db: ctx.database.db, queue }, { userId: parent.id, submissionId: week1.id }, readyAt)).toBe(true);
    expect(await sendNotice(deps, queued.at(-1)!, job())).toBe('sent');
    const sent = lastTo(parent)!;
    expect(sent.subject).toBe('Die Rückmeldung für Jörg zu Woche 1 ist fertig');
    expect(sent.text).toMatch(/^Hallo Anke,\n/);
    expect(sent.text).toContain('Wir haben uns die Zeichnung von Jörg für Woche 1');
    expect(sent.text).toContain(`${TEST_ORIGIN}/challenge-results/${week1.id}`);
    expect(sent.text).toContain('das ist keine Diagnose');
    expect(sent.text).toContain('— Ihr Kritzel-Team');
    expect(sent.text).toContain('Sie erhalten diese E-Mail, weil die Nachricht „Rückmeldung fertig“ eingeschaltet ist');
    expect(sent.text).not.toMatch(/\b(Hello|feedback|week)\b/);
    const token = unsubscribeToken(resolveAuthSecret(ctx.config), parent.id, 'feedback-ready');
    expect(sent.headers).toEqual({
      'List-Unsubscribe': `<${TEST_ORIGIN}${NOTIFICATIONS_API.unsubscribe}?token=${encodeURIComponent(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('the weekly reminder comes in German', async () => {
    const parent = await createUser(ctx, { firstName: 'Anke' });
    await speaks(parent, 'de');
    const plan = await createPlan({ ctx, user: parent, setUp: true, childName: 'Lena' });
    const payload = { kind: 'weekly-reminder', userId: parent.id, dedupeKey: `weekly-reminder:${parent.id}:de` } as const;
    await noticeRepository.recordDue(ctx.database.db, { dedupeKey: payload.dedupeKey, userId: parent.id, kind: payload.kind });
    expect(await sendNotice(deps, payload, job())).toBe('sent');
    const sent = lastTo(parent)!;
    expect(sent.subject).toBe('Zeit zum Zeichnen: Woche 1 ist bereit für Lena');
    expect(sent.text).toContain('Eine freundliche Erinnerung, wie gewünscht: Die Zeichenaufgabe dieser Woche wartet.');
    expect(sent.text).toContain(`• Lena, Woche 1`);
    expect(sent.text).toContain(`${TEST_ORIGIN}/plans/${plan.id}`);
    expect(sent.text).toContain('Es gibt keine falsche Zeichnung.');
    expect(sent.text).toContain('weil die wöchentliche Erinnerung ans Zeichnen eingeschaltet ist');
  });

  it('"checkpoint ready" comes in German with the PDF report in German attached', async () => {
    const parent = await createUser(ctx, { firstName: 'Anke' });
    await speaks(parent, 'de');
    const { plan } = await createReportPlan({ ctx, parent, childName: 'Mia', weeks: 4, checkpoints: 1 });
    await saveSettings(ctx, parent.cookie, { checkpointNotice: true });
    expect(await queueCheckpointNotice({ db: ctx.database.db, queue }, { userId: parent.id, planId: plan.id, checkpointNumber: 1 })).toBe(true);
    expect(await sendNotice(deps, queued.at(-1)!, job())).toBe('sent');
    const sent = lastTo(parent)!;
    expect(sent.subject).toBe('Checkpoint 1 für Mia ist fertig');
    expect(sent.text).toContain('Der Bericht ist als PDF angehängt');
    const [attachment] = sent.attachments ?? [];
    expect(attachment?.filename).toBe('Kritzel-Mia-Checkpoint-1.pdf');
    const { text } = await readPdf(attachment!.content as Buffer, '/tmp/report-checkpoint-1-de.png');
    expect(text).toContain('Mia — Bericht zu Checkpoint 1');
    expect(text).toContain('Alter: 5 Jahre 2 Monate');
    expect(text).toContain('Geschätztes Zeichenalter');
    expect(text).toContain('Erste Zeichnung 5 J. (Spanne 4 J. 6 M. – 5 J. 10 M.)');
    expect(text).toContain('Im Vergleich zum damaligen Alter von Mia');
    expect(text).toContain('5 geschlossene Formen (2 Kreise, 1 Rechteck, 1 Dreieck)');
    expect(text).toContain('Dieser Bericht ist eine Schätzung anhand von Kinderzeichnungen, keine Diagnose.');
    expect(text).toContain('Was eine Zeichnung nicht sagen kann');
    expect(text).toContain('88,5 %');
    expect(text).toMatch(/Erstellt am \d{1,2}\. \p{L}+ \d{4}/u);
    expect(text).not.toMatch(/Estimated|Checkpoint \d+ report|Starting drawing|not a diagnosis/);
  });
});

describe('the unsubscribe link', () => {
  it('answers in the reader’s language (a Spanish browser), and an unknown token in Spanish too', async () => {
    const parent = await createUser(ctx);
    const token = unsubscribeToken(resolveAuthSecret(ctx.config), parent.id, 'weekly-reminder');
    const headers = { 'accept-language': 'es-ES,es;q=0.9', origin: TEST_ORIGIN };
    const off = await ctx.app.inject({ method: 'POST', url: `${NOTIFICATIONS_API.unsubscribe}?token=${encodeURIComponent(token)}`, headers });
    expect(off.json()).toEqual({ kind: 'weekly-reminder', subscribed: false, message: 'Ya no recibirás el recordatorio semanal para dibujar.' });
    const bad = await ctx.app.inject({ method: 'POST', url: `${NOTIFICATIONS_API.unsubscribe}?token=nonsense`, headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_TOKEN', message: expect.stringContaining('no es válido') });
  });
});
