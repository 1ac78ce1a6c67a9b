import crypto from 'node:crypto';
import { NoticeKind } from '../../../contracts/notifications.ts';

/**
 * The unsubscribe link's token: who and which kind, signed with the server's secret, so a link
 * works without signing in and without a stored token, and cannot be made for someone else.
 * The purpose string keeps these signatures apart from anything else the secret signs.
 */
const PURPOSE = 'kritzel-unsubscribe-v1';

function signature(secret: string, userId: string, kind: NoticeKind): string {
  return crypto.createHmac('sha256', secret).update(`${PURPOSE}\n${userId}\n${kind}`).digest('base64url');
}

export function unsubscribeToken(secret: string, userId: string, kind: NoticeKind): string {
  return `${Buffer.from(`${userId}\n${kind}`).toString('base64url')}.${signature(secret, userId, kind)}`;
}

/** The user and kind a token names, or null when it was not made by this server (or was cut short). */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; kind: NoticeKind } | null {
  const [subject, given, extra] = token.split('.');
  if (!subject || !given || extra !== undefined) return null;
  const [userId, kindText, more] = Buffer.from(subject, 'base64url').toString('utf8').split('\n');
  const kind = NoticeKind.safeParse(kindText);
  if (!userId || !kind.success || more !== undefined) return null;
  const expected = Buffer.from(signature(secret, userId, kind.data));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !crypto.timingSafeEqual(expected, actual)) return null;
  return { userId, kind: kind.data };
}
