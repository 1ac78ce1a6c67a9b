import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

/** `replyTo`: where the recipient's "Reply" goes (a forwarded contact message: the parent who wrote). */
export type MailMessage = { to: string; subject: string; text: string; replyTo?: string };

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
      logger.info({ to: message.to, subject: message.subject }, 'e-mail written to the outbox (no SMTP_URL configured)');
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
      });
    },
  };
}

export function createMailSender(options: { smtpUrl: string | undefined; from: string; logger: Logger }): MailSender {
  return options.smtpUrl ? createSmtpMailSender(options.smtpUrl, options.from) : createLogMailSender(options.logger);
}
