import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestContext } from '../../../test/api-harness.ts';
import { capturingLogger } from '../../../test/capturing-logger.ts';
import { registerTestWorkers } from '../../../test/mailbox.ts';
import { startMailServer, type MailServer } from '../../../test/mail-server.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import { createSmtpMailSender } from './mail-sender.ts';

// The SMTP adapter against a real SMTP server (smtp-server), never an in-memory stand-in.
describe('the SMTP adapter', () => {
  let server: MailServer;
  beforeAll(async () => {
    server = await startMailServer();
  });
  afterAll(async () => server?.close());

  it('delivers through a real SMTP conversation: sender, recipient, subject and text in UTF-8, a message id and a date', async () => {
    const sender = createSmtpMailSender(server.smtpUrl, 'Kritzel <hello@kritzel.local>');
    const text = `Hallo Zoë,\n\nbitte bestätige: http://localhost:3000/verify-email?token=${'x'.repeat(300)}\n\nGrüße — das Kritzel-Team 🎨`;
    await sender.send({ to: 'zoe@example.com', subject: 'Bitte bestätige deine E-Mail-Adresse für Kritzel ✏️', text });
    const [mail] = server.messages;
    expect(mail).toMatchObject({
      from: 'hello@kritzel.local',
      to: ['zoe@example.com'],
      subject: 'Bitte bestätige deine E-Mail-Adresse für Kritzel ✏️',
      replyTo: null,
    });
    expect(mail!.text.trim()).toBe(text);
    expect(mail!.headers['from']).toBe('Kritzel <hello@kritzel.local>');
    expect(mail!.headers['content-type']).toMatch(/text\/plain; charset=utf-8/i);
    expect(mail!.headers['message-id']).toMatch(/^<.+@.+>$/);
    expect(Date.parse(mail!.headers['date']!)).not.toBeNaN();
  });
});

describe('a contact message forwarded to support', () => {
  const capture = capturingLogger('info');
  let ctx: TestContext;
  let server: MailServer | undefined;
  let port: number;
  beforeAll(async () => {
    // A port where the mail server will be, once it is back: down for now.
    const probe = await startMailServer();
    port = probe.port;
    await probe.close();
    ctx = await createTestApp({ SUPPORT_EMAIL: 'support@kritzel.example', RATE_LIMIT_CONTACT: '100' }, { logger: capture.logger });
    await registerTestWorkers(ctx, createSmtpMailSender(`smtp://127.0.0.1:${port}`, 'Kritzel <hello@kritzel.local>'), capture.logger);
  });
  afterAll(async () => {
    await ctx?.close();
    await server?.close();
  });

  it('is retried after the mail server was down, arrives once, and "Reply" goes to the parent who wrote', async () => {
    const contact = {
      name: 'Jörg Müller',
      email: 'joerg@example.com',
      subject: 'Frage zur Zeichnung',
      message: 'Meine Tochter malt gern Bären 🐻 — ist das normal?',
    };
    const sent = await ctx.app.inject({ method: 'POST', url: '/api/contact', headers: { origin: TEST_ORIGIN }, payload: contact });
    expect(sent.statusCode).toBe(200);

    const waitFor = async (done: () => boolean, what: string) => {
      const deadline = Date.now() + 40_000;
      while (!done()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    await waitFor(() => capture.lines.some((line) => line.job === 'send-email' && line.attempt === 1), 'the failed first attempt to be logged');
    const failed = capture.lines.find((line) => line.job === 'send-email')!;
    expect([failed.level, failed.msg]).toEqual([40, 'job send-email attempt 1 failed; it will be retried']);
    expect(JSON.stringify(failed.err)).toMatch(/ECONNREFUSED/);

    server = await startMailServer(port);
    await waitFor(() => server!.messages.length > 0, 'the retried delivery');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(server.messages).toHaveLength(1);
    const [mail] = server.messages;
    expect(mail).toMatchObject({ to: ['support@kritzel.example'], replyTo: 'joerg@example.com', subject: '[Kritzel contact · general] Frage zur Zeichnung' });
    expect(mail!.text).toContain('From: Jörg Müller <joerg@example.com>');
    expect(mail!.text).toContain('Meine Tochter malt gern Bären 🐻 — ist das normal?');
    const [row] = await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'support@kritzel.example'));
    expect(row?.status).toBe('sent');
  }, 60_000);
});
