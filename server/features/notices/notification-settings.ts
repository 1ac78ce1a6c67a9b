import type { NotificationSettings, NotificationSettingsResponse } from '../../../contracts/notifications.ts';
import type { Db } from '../../db/client.ts';
import { nextReminder } from './reminder-schedule.ts';
import { noticeRepository } from './repository.ts';

function withNextReminder(settings: NotificationSettings, now: Date): NotificationSettingsResponse {
  const { weeklyReminder, reminderWeekday, reminderHour, timeZone, feedbackNotice, checkpointNotice } = settings;
  const next = weeklyReminder ? nextReminder(settings, now).at.toISOString() : null;
  return { weeklyReminder, reminderWeekday, reminderHour, timeZone, feedbackNotice, checkpointNotice, nextReminderAt: next };
}

/** The parent's e-mail choices (the defaults until they save any), with when the next reminder is due. */
export async function getNotificationSettings({ db, userId, now = new Date() }: { db: Db; userId: string; now?: Date }): Promise<NotificationSettingsResponse> {
  return withNextReminder(await noticeRepository.settings(db, userId), now);
}

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
  await noticeRepository.saveSettings(db, userId, settings);
  return withNextReminder(settings, now);
}
