import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailHeader, mailText, startFakeSmtp, type FakeSmtp } from '../../../test/fake-smtp.ts';
import { createSmtpMailSender } from './mail-sender.ts';

let smtp: FakeSmtp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(async () => smtp?.close());

it('delivers through a real SMTP conversation, with the sender, subject and full text', async () => {
  const sender = createSmtpMailSender(smtp.smtpUrl, 'Kritzel <hello@kritzel.local>');
  const text = `Hello Noor,\n\nPlease confirm: http://localhost:3000/verify-email?token=${'x'.repeat(300)}\n\n— The Kritzel team`;
  await sender.send({ to: 'noor@example.com', subject: 'Please confirm your e-mail address for Kritzel', text });
  expect(smtp.messages).toHaveLength(1);
  const [mail] = smtp.messages;
  expect(mail!.to).toEqual(['noor@example.com']);
  expect(mail!.from).toBe('hello@kritzel.local');
  expect(mailHeader(mail!, 'subject')).toBe('Please confirm your e-mail address for Kritzel');
  expect(mailText(mail!).trim()).toBe(text);
});
