import { vi } from 'vitest';
import type { TestContext } from './api-harness.ts';
import { registerWorkers } from '../server/jobs/workers.ts';
import { createLogger } from '../server/runtime.ts';
import type { MailMessage, MailSender } from '../server/providers/mail/mail-sender.ts';

export type Mailbox = {
  readonly messages: MailMessage[];
  /** Waits for a message to `to` whose subject contains `subject`; returns the newest. */
  waitFor(to: string, subject: string): Promise<MailMessage>;
  /** The first link to `path` on this server in a message's text. */
  linkIn(message: MailMessage, path: string): URL;
};

/** Runs the app's job workers on the test app's database, queue and storage, sending mail through `mail`. */
export async function registerTestWorkers(ctx: TestContext, mail: MailSender, logger = createLogger(ctx.config)): Promise<void> {
  await registerWorkers({ config: ctx.config, database: ctx.database, queue: ctx.queue, storage: ctx.storage, analyser: ctx.analyser, mail, logger });
}

/** Runs the app's job workers with a mail port that keeps every message, as a parent's inbox would. */
export async function openMailbox(ctx: TestContext): Promise<Mailbox> {
  const messages: MailMessage[] = [];
  await registerTestWorkers(ctx, { kind: 'smtp', send: async (message) => void messages.push(message) });
  return {
    messages,
    async waitFor(to, subject) {
      return vi.waitFor(
        () => {
          const found = messages.filter((m) => m.to.toLowerCase() === to.toLowerCase() && m.subject.includes(subject)).at(-1);
          if (!found) throw new Error(`no e-mail to ${to} about "${subject}" yet`);
          return found;
        },
        { timeout: 20_000, interval: 100 },
      );
    },
    linkIn(message, path) {
      const match = message.text.match(new RegExp(`https?://\\S+${path.replace(/[/?]/g, '\\$&')}\\S*`));
      if (!match) throw new Error(`no ${path} link in: ${message.text}`);
      return new URL(match[0]);
    },
  };
}
