import type { NotificationSettings, NotificationSettingsResponse } from '../../../contracts/notifications.ts';
import type { Db } from '../../db/client.ts';
import { nextReminder } from './reminder-schedule.ts';
import { noticeRepository } from './repository.ts';

function withNextReminder(settings: NotificationSettings, now: Date): NotificationSettingsResponse {
  const { weeklyReminder, reminderWeekday, reminderHour, timeZone, feedbackNotice, checkpointNotice } = settings;
  const next = weeklyReminder ? nextReminder(settings, now).at.toISOString() : null;
  return { weeklyReminder, reminderWeekday, reminderHour, timeZone, feedbackNotice, checkpointNotice, nextReminderAt: next };
}

/** The parent's e-mail choices (the defaults until they choose), with when the next reminder is due. */
export async function getNotificationSettings({ db, userId, now = new Date() }: { db: Db; userId: string; now?: Date }): Promise<NotificationSettingsResponse> {
  return withNextReminder(await noticeRepository.settings(db, userId), now);
}

/**
 * Saves the parent's choices. A reminder never chosen stays unchosen when the form sends back the
 * default it showed, so that it keeps following the plan (a parent without a plan who saves the
 * form gets the reminder once they buy one, as the settings say); any other value is a choice.
 */
export async function saveNotificationSettings({
  db,
  userId,
  settings,
  now = new Date(),
}: {
  db: Db;
  userId: string;
  settings: NotificationSettings;
  now?: Date;
}) {
  const current = await noticeRepository.settings(db, userId);
  const keepsDefault = current.reminderChoice === null && settings.weeklyReminder === current.weeklyReminder;
  await noticeRepository.saveSettings(db, userId, settings, keepsDefault ? null : settings.weeklyReminder);
  return withNextReminder(settings, now);
}
