import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export type MailAttachment = { filename: string; content: Buffer; contentType: string };

/**
 * `replyTo`: where the recipient's "Reply" goes (a forwarded contact message: the parent who wrote).
 * `headers`: extra header lines, such as List-Unsubscribe on reminders and notices.
 */
export type MailMessage = { to: string; subject: string; text: string; replyTo?: string; headers?: Record<string, string>; attachments?: MailAttachment[] };

/** The mail port. Features never know which adapter runs. */
export interface MailSender {
  readonly kind: 'log' | 'smtp';
  send(message: MailMessage): Promise<void>;
}

/**
 * Without SMTP the outbox table is the mailbox and the log notes each message. The log
 * never carries the body: it may hold sign-in links or personal details.
 */
export function createLogMailSender(logger: Logger): MailSender {
  return {
    kind: 'log',
    async send(message) {
      const attachments = message.attachments?.map((a) => ({ filename: a.filename, bytes: a.content.length }));
      logger.info(
        { to: message.to, subject: message.subject, ...(attachments ? { attachments } : {}) },
        'e-mail written to the outbox (no SMTP_URL configured)',
      );
    },
  };
}

export function createSmtpMailSender(smtpUrl: string, from: string): MailSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.attachments ? { attachments: message.attachments } : {}),
      });
    },
  };
}

export function createMailSender(options: { smtpUrl: string | undefined; from: string; logger: Logger }): MailSender {
  return options.smtpUrl ? createSmtpMailSender(options.smtpUrl, options.from) : createLogMailSender(options.logger);
}
