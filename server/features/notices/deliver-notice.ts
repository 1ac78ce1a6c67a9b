import { and, eq } from 'drizzle-orm';
import { NOTIFICATIONS_API, type NoticeKind } from '../../../contracts/notifications.ts';
import type { Db } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import type { MailAttachment, MailSender } from '../../providers/mail/mail-sender.ts';
import { unsubscribePageUrl, type NoticeEmail } from './notice-emails.ts';
import { noticeFacts } from './notice-facts.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';
import { accountLocale, translator } from '../../i18n/index.ts';

export type DeliveryDeps = { db: Db; mail: MailSender; publicUrl: string; unsubscribeSecret: string };
export type Recipient = { email: string; name: string; firstName: string | null; language: string | null };
export type NoticeLinks = { publicUrl: string; unsubscribePage: string };
export type ComposedNotice = NoticeEmail & { attachments?: MailAttachment[] };

/** RFC 8058: a mail client may unsubscribe with one POST to this address, no page and no sign-in. */
export function listUnsubscribeHeaders(publicUrl: string, token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${publicUrl}${NOTIFICATIONS_API.unsubscribe}?token=${encodeURIComponent(token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/**
 * Who the notice goes to, the language it is written in (the account's, issue 37) and the one-click
 * links it carries (in the body and the headers); null for a deleted account.
 */
export async function addressNotice(deps: DeliveryDeps, userId: string, kind: NoticeKind) {
  const user = await noticeFacts.recipient(deps.db, userId);
  if (!user) return null;
  const token = unsubscribeToken(deps.unsubscribeSecret, userId, kind);
  const t = translator(accountLocale(user.language));
  return { user, token, t, links: { publicUrl: deps.publicUrl, unsubscribePage: unsubscribePageUrl(deps.publicUrl, token) } };
}

/**
 * Writes the outbox row (once per key), hands the e-mail to the mail port with the one-click
 * unsubscribe headers, and marks the outbox row sent. Every reminder and notice goes this way.
 */
export async function deliverNotice(
  deps: DeliveryDeps,
  notice: { dedupeKey: string; userId: string; kind: NoticeKind; to: string; token: string; composed: ComposedNotice },
): Promise<void> {
  const { db } = deps;
  const { dedupeKey, composed } = notice;
  await db
    .insert(outboxEmails)
    .values({ dedupeKey, userId: notice.userId, template: notice.kind, to: notice.to, subject: composed.subject, body: composed.text })
    .onConflictDoNothing({ target: outboxEmails.dedupeKey });
  await deps.mail.send({
    to: notice.to,
    subject: composed.subject,
    text: composed.text,
    headers: listUnsubscribeHeaders(deps.publicUrl, notice.token),
    ...(composed.attachments ? { attachments: composed.attachments } : {}),
  });
  await db
    .update(outboxEmails)
    .set({ status: 'sent', sentAt: new Date() })
    .where(and(eq(outboxEmails.dedupeKey, dedupeKey), eq(outboxEmails.status, 'pending')));
}
