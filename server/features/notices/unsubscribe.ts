import { messageKey } from '../../../contracts/i18n/keys.ts';
import type { Translator } from '../../../contracts/i18n/translator.ts';
import { NOTICE_NAME_KEYS } from '../../../contracts/notice-names.ts';
import type { UnsubscribeResponse } from '../../../contracts/notifications.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { noticeFacts } from './notice-facts.ts';
import { noticeRepository } from './repository.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

/** Message keys: the API answers them in the request's language (server/platform/errors.ts). */
export const ACCOUNT_GONE_MESSAGE = messageKey('notices.accountGone');
const BAD_TOKEN_MESSAGE = messageKey('notices.badToken');

/**
 * Turns one kind of e-mail off (or, from the page's "Turn it back on", on again) for the parent
 * the signed link names. No sign-in: the link is the permission, and it can do nothing else.
 * `t`: the request's language, for the sentence that says what changed.
 */
export async function setSubscriptionByToken({
  db,
  secret,
  token,
  subscribed,
  t,
}: {
  db: Db;
  secret: string;
  token: string;
  subscribed: boolean;
  t: Translator;
}): Promise<UnsubscribeResponse> {
  const named = readUnsubscribeToken(secret, token);
  if (!named) throw new AppError('INVALID_TOKEN', BAD_TOKEN_MESSAGE);
  if (!(await noticeFacts.recipient(db, named.userId))) throw notFound(ACCOUNT_GONE_MESSAGE);
  await noticeRepository.setKind(db, named.userId, named.kind, subscribed);
  const message = t(subscribed ? 'notices.resubscribed' : 'notices.unsubscribed', { notice: t(NOTICE_NAME_KEYS[named.kind]) });
  return { kind: named.kind, subscribed, message };
}
