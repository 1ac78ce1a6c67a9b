import { describe, expect, it } from 'vitest';
import { capturingLogger } from '../test/capturing-logger.ts';
import { maskEmails } from './log-safety.ts';
import { createLogMailSender } from './providers/mail/mail-sender.ts';

// Issue 34, item 8: full e-mail addresses appeared in the log (the outbox line, mail errors).

describe('e-mail addresses in the log', () => {
  it('are masked to their first character and domain, wherever they appear in a line', async () => {
    const { logger, text } = capturingLogger('info');
    await createLogMailSender(logger).send({ to: 'boss@example.test', subject: 'Welcome', text: 'Hello' });
    logger.warn({ recipients: ['anna.lena+kritzel@mail.example.de'], nested: { replyTo: 'parent@example.test' } }, 'mail to Boss@Example.test refused');
    logger.error({ err: new Error('550 5.1.1 <boss@example.test>: Recipient address rejected') }, 'send-email failed');
    const log = text();
    for (const address of ['boss@example.test', 'Boss@Example.test', 'anna.lena+kritzel@mail.example.de', 'parent@example.test']) {
      expect(log).not.toContain(address);
    }
    expect(log).toContain('b***@example.test');
    expect(log).toContain('B***@Example.test');
    expect(log).toContain('a***@mail.example.de');
    expect(log).toContain('p***@example.test');
    expect(log).toContain('Recipient address rejected');
  });

  it('leaves text without an address as it was', () => {
    expect(maskEmails('job done: 3 reminders, @mention, user@localhost')).toBe('job done: 3 reminders, @mention, user@localhost');
  });
});
