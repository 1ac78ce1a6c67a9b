import type { MessageKey } from './i18n/keys.ts';
import type { NoticeKind } from './notifications.ts';

/** What each kind of e-mail is called, to the parent (issue 37: the e-mails' footers and the unsubscribe page). */
export const NOTICE_NAME_KEYS: Record<NoticeKind, MessageKey> = {
  'weekly-reminder': 'notices.name.weeklyReminder',
  'feedback-ready': 'notices.name.feedbackReady',
  'checkpoint-ready': 'notices.name.checkpointReady',
};
