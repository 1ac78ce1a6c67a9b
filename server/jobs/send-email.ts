import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { outboxEmails, users } from '../db/schema/index.ts';
import type { MailSender } from '../providers/mail/mail-sender.ts';
import { renderEmail } from '../features/mail/templates.ts';
import type { JobDefinition } from './queue.ts';

export const sendEmailJob = {
  name: 'send-email',
  version: 1,
  payload: z.object({
    template: z.enum(['welcome', 'sign-up-attempt']),
    userId: z.string(),
    /** Makes the send idempotent: the same key is never sent twice. */
    dedupeKey: z.string(),
  }),
  retryLimit: 5,
  retryDelaySeconds: 5,
  expireInSeconds: 120,
} satisfies JobDefinition<z.ZodType>;

export type SendEmailPayload = z.infer<typeof sendEmailJob.payload>;

/**
 * Writes the message to the outbox (once per dedupeKey), hands it to the mail port and
 * marks it sent. A retry after a failed send finds the pending row and tries again; a
 * duplicate delivery of a sent message does nothing.
 */
export async function sendEmail(deps: { db: Db; mail: MailSender; publicUrl: string }, payload: SendEmailPayload): Promise<'sent' | 'skipped'> {
  const { db, mail, publicUrl } = deps;
  const [user] = await db.select().from(users).where(eq(users.id, payload.userId));
  if (!user) return 'skipped'; // the account was deleted before the mail went out
  const { subject, text } = renderEmail(payload.template, user, publicUrl);
  await db
    .insert(outboxEmails)
    .values({ dedupeKey: payload.dedupeKey, userId: user.id, template: payload.template, to: user.email, subject, body: text })
    .onConflictDoNothing({ target: outboxEmails.dedupeKey });
  const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.dedupeKey, payload.dedupeKey));
  if (!row || row.status === 'sent') return 'skipped';
  await mail.send({ to: row.to, subject: row.subject, text: row.body });
  await db
    .update(outboxEmails)
    .set({ status: 'sent', sentAt: new Date() })
    .where(and(eq(outboxEmails.id, row.id), eq(outboxEmails.status, 'pending')));
  return 'sent';
}
