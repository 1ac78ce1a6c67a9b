import { z } from 'zod';

/** The e-mail settings' and the unsubscribe link's endpoints. */
export const NOTIFICATIONS_API = {
  settings: '/api/account/notifications',
  /** The browser's own time zone, taken only while the parent has never saved settings (issue 35). */
  timeZone: '/api/account/notifications/time-zone',
  /** RFC 8058 one-click: mail clients POST here (no session); the web page does too. */
  unsubscribe: '/api/unsubscribe',
  /** The unsubscribe page's "Turn it back on". */
  resubscribe: '/api/unsubscribe/undo',
} as const;

/** The web page an e-mail's unsubscribe link opens. */
export const UNSUBSCRIBE_PAGE = '/unsubscribe';

export const NoticeKind = z.enum(['weekly-reminder', 'feedback-ready', 'checkpoint-ready']);
export type NoticeKind = z.infer<typeof NoticeKind>;

/** What each kind of e-mail is called, to the parent. */
export const NOTICE_NAMES: Record<NoticeKind, string> = {
  'weekly-reminder': 'the weekly drawing reminder',
  'feedback-ready': 'the e-mail when a week’s feedback is ready',
  'checkpoint-ready': 'the e-mail when a checkpoint is ready',
};

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** True for a time zone name this runtime's Intl knows (an IANA name such as Europe/Berlin, or UTC). */
export function isKnownTimeZone(zone: string): boolean {
  // Offsets such as "+01:00" are refused: they do not follow daylight saving.
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const NOTIFICATION_MESSAGES = {
  saved: 'Your e-mail settings are saved.',
  badTimeZone: 'Please choose a time zone from the list (for example Europe/Berlin).',
  badHour: 'Please choose an hour between 0 and 23.',
  badWeekday: 'Please choose a day of the week.',
  badToken: 'This unsubscribe link is not valid. It may have been copied only in part. You can change every e-mail setting on your account page.',
  unsubscribed: (kind: NoticeKind) => `You will no longer get ${NOTICE_NAMES[kind]}.`,
  resubscribed: (kind: NoticeKind) => `You will get ${NOTICE_NAMES[kind]} again.`,
} as const;

export const NotificationSettings = z.object({
  weeklyReminder: z.boolean(),
  reminderWeekday: z
    .number({ message: NOTIFICATION_MESSAGES.badWeekday })
    .int(NOTIFICATION_MESSAGES.badWeekday)
    .min(1, NOTIFICATION_MESSAGES.badWeekday)
    .max(7, NOTIFICATION_MESSAGES.badWeekday),
  reminderHour: z
    .number({ message: NOTIFICATION_MESSAGES.badHour })
    .int(NOTIFICATION_MESSAGES.badHour)
    .min(0, NOTIFICATION_MESSAGES.badHour)
    .max(23, NOTIFICATION_MESSAGES.badHour),
  timeZone: z
    .string({ message: NOTIFICATION_MESSAGES.badTimeZone })
    .max(64, NOTIFICATION_MESSAGES.badTimeZone)
    .refine(isKnownTimeZone, NOTIFICATION_MESSAGES.badTimeZone),
  feedbackNotice: z.boolean(),
  checkpointNotice: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

export const UpdateNotificationSettingsRequest = NotificationSettings;

export const OfferTimeZoneRequest = NotificationSettings.pick({ timeZone: true });
export type OfferTimeZoneRequest = z.infer<typeof OfferTimeZoneRequest>;
export type UpdateNotificationSettingsRequest = NotificationSettings;

export const NotificationSettingsResponse = NotificationSettings.extend({
  /** When the next weekly reminder is due (ISO instant), or null while it is off. */
  nextReminderAt: z.string().nullable(),
});
export type NotificationSettingsResponse = z.infer<typeof NotificationSettingsResponse>;

export const UnsubscribeQuery = z.object({
  token: z.string({ message: NOTIFICATION_MESSAGES.badToken }).min(1, NOTIFICATION_MESSAGES.badToken).max(400, NOTIFICATION_MESSAGES.badToken),
});

export const UnsubscribeResponse = z.object({ kind: NoticeKind, subscribed: z.boolean(), message: z.string() });
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponse>;

/**
 * What a parent who never chose has, before any plan is paid: only the feedback notice. While the
 * parent has a paid plan, the weekly reminder is on too, unless the parent turned it off (issue 35).
 */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  weeklyReminder: false,
  reminderWeekday: 6,
  reminderHour: 9,
  timeZone: 'UTC',
  feedbackNotice: true,
  checkpointNotice: false,
};

/**
 * How long a week's "feedback is ready" e-mail waits, and how long after the newest of a burst:
 * the results page shows the feedback within 5 s of it being ready, so a parent who waits there
 * has it long before this; a parent who left gets one e-mail for everything finished meanwhile.
 */
export const FEEDBACK_NOTICE_QUIET_MINUTES = 15;

/** The account page's words for the defaults and for when the feedback e-mail comes. */
export const NOTIFICATION_NOTES = {
  reminder: 'On by default while you have a plan; every reminder has a one-click link to turn it off.',
  feedback: `We wait ${FEEDBACK_NOTICE_QUIET_MINUTES} minutes and write only about feedback you have not opened yet; weeks that finish close together come in one e-mail.`,
} as const;
