import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { contactMessages, outboxEmails, users } from '../db/schema/index.ts';
import type { MailSender } from '../providers/mail/mail-sender.ts';
import { renderContactNotification, renderEmail } from '../features/mail/templates.ts';
import { withoutLinks } from '../features/mail/working-links.ts';
import type { Translator } from '../../contracts/i18n/translator.ts';
import { accountLocale, translator } from '../i18n/index.ts';
import type { JobDefinition } from './queue.ts';

export const sendEmailJob = {
  name: 'send-email',
  version: 1,
  payload: z.discriminatedUnion('template', [
    z.object({
      template: z.enum(['welcome', 'sign-up-attempt', 'verify-email', 'reset-password', 'administrator-link', 'password-changed']),
      userId: z.string(),
      /** The confirmation or reset link: only for writeToOutbox, never carried in a queued job. */
      link: z.string().optional(),
      /** Makes the send idempotent: the same key is never sent twice. */
      dedupeKey: z.string(),
    }),
    /** The operator's copy of a contact message; the body is read from its row, never carried in the job. */
    z.object({
      template: z.literal('contact-notification'),
      contactMessageId: z.string(),
      to: z.string(),
      dedupeKey: z.string(),
    }),
  ]),
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
  const { db, mail } = deps;
  const composed = await writeToOutbox(deps, payload);
  if (!composed) return 'skipped';
  const { replyTo, t } = composed;
  const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.dedupeKey, payload.dedupeKey));
  if (!row || row.status === 'sent') return 'skipped';
  await mail.send({ to: row.to, subject: row.subject, text: row.body, ...(replyTo ? { replyTo } : {}) });
  await db
    .update(outboxEmails)
    // Without SMTP the outbox row is the only copy anyone receives (README), so it keeps its link:
    // links are single-use and expire. Once a real mail server has it, the copy here loses it.
    .set({ status: 'sent', sentAt: new Date(), body: mail.kind === 'smtp' ? withoutLinks(row.body, t) : row.body })
    .where(and(eq(outboxEmails.id, row.id), eq(outboxEmails.status, 'pending')));
  return 'sent';
}

/**
 * Writes the message to the outbox once per dedupeKey (a later call finds the row and keeps it).
 * Mails that carry a confirmation or reset link are written here when the link is made, and
 * their job carries only the key: the link lives in this row alone, until it is sent.
 */
export async function writeToOutbox(deps: { db: Db; publicUrl: string }, payload: SendEmailPayload): Promise<Composed | null> {
  const composed = await composeEmail(deps, payload);
  if (!composed) return null;
  const { replyTo: _replyTo, t: _t, ...message } = composed;
  await deps.db
    .insert(outboxEmails)
    .values({ dedupeKey: payload.dedupeKey, template: payload.template, ...message })
    .onConflictDoNothing({ target: outboxEmails.dedupeKey });
  return composed;
}

/** `replyTo` is composed anew on every attempt (from the contact message's row), so the outbox needs no column for it. */
type Composed = { userId: string | null; to: string; subject: string; body: string; replyTo?: string; t?: Translator };

/** The outbox row's content; null when what it was about no longer exists. */
async function composeEmail(deps: { db: Db; publicUrl: string }, payload: SendEmailPayload): Promise<Composed | null> {
  const { db, publicUrl } = deps;
  if (payload.template === 'contact-notification') {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, payload.contactMessageId));
    if (!row) return null;
    const notice = { ...row, source: row.metadata?.source ?? null };
    const { subject, text } = renderContactNotification(notice, publicUrl);
    // Support answers with "Reply": the answer goes to the parent who wrote, not to Kritzel's sender.
    return { userId: null, to: payload.to, subject, body: text, replyTo: row.email };
  }
  const [user] = await db.select().from(users).where(eq(users.id, payload.userId));
  if (!user) return null; // the account was deleted before the mail went out
  // The parent's language: the mail, and the words that stand for its link in the stored copy.
  const t = translator(accountLocale(user.language));
  const { subject, text } = renderEmail(payload.template, user, publicUrl, payload.link ?? null, t);
  return { userId: user.id, to: user.email, subject, body: text, t };
}
