import { NOTIFICATION_MESSAGES, type UnsubscribeResponse } from '../../../contracts/notifications.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { noticeFacts } from './notice-facts.ts';
import { noticeRepository } from './repository.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

export const ACCOUNT_GONE_MESSAGE = 'There is no account for this link any more, so no e-mails will be sent to it.';

/**
 * Turns one kind of e-mail off (or, from the page's "Turn it back on", on again) for the parent
 * the signed link names. No sign-in: the link is the permission, and it can do nothing else.
 */
export async function setSubscriptionByToken({
  db,
  secret,
  token,
  subscribed,
}: {
  db: Db;
  secret: string;
  token: string;
  subscribed: boolean;
}): Promise<UnsubscribeResponse> {
  const named = readUnsubscribeToken(secret, token);
  if (!named) throw new AppError('INVALID_TOKEN', NOTIFICATION_MESSAGES.badToken);
  if (!(await noticeFacts.recipient(db, named.userId))) throw notFound(ACCOUNT_GONE_MESSAGE);
  await noticeRepository.setKind(db, named.userId, named.kind, subscribed);
  const message = subscribed ? NOTIFICATION_MESSAGES.resubscribed(named.kind) : NOTIFICATION_MESSAGES.unsubscribed(named.kind);
  return { kind: named.kind, subscribed, message };
}
