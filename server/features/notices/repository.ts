import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_SETTINGS, type NoticeKind, type NotificationSettings } from '../../../contracts/notifications.ts';
import type { Db } from '../../db/client.ts';
import { noticeDeliveries, notificationSettings } from '../../db/schema/index.ts';

export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;

const SETTING_OF_KIND = { 'weekly-reminder': 'weeklyReminder', 'feedback-ready': 'feedbackNotice', 'checkpoint-ready': 'checkpointNotice' } as const;

/** A send job that has held its claim this long is taken to have died with its process. */
const CLAIM_STALE_SQL = sql`now() - interval '3 minutes'`;

export const noticeRepository = {
  async settings(db: Db, userId: string): Promise<NotificationSettings & { updatedAt: Date | null }> {
    const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
    if (!row) return { ...DEFAULT_NOTIFICATION_SETTINGS, updatedAt: null };
    const { userId: _user, ...settings } = row;
    return settings;
  },

  async saveSettings(db: Db, userId: string, settings: NotificationSettings): Promise<void> {
    const values = { ...settings, updatedAt: new Date() };
    await db
      .insert(notificationSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
  },

  /** Turns one kind on or off and leaves the rest as they are (the defaults, for a parent without a row). */
  async setKind(db: Db, userId: string, kind: NoticeKind, on: boolean): Promise<void> {
    const column = SETTING_OF_KIND[kind];
    const change = { [column]: on, updatedAt: new Date() };
    await db
      .insert(notificationSettings)
      .values({ userId, ...DEFAULT_NOTIFICATION_SETTINGS, ...change })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: change });
  },

  async isOn(db: Db, userId: string, kind: NoticeKind): Promise<boolean> {
    return (await noticeRepository.settings(db, userId))[SETTING_OF_KIND[kind]];
  },

  /** Every parent with the weekly reminder on, with when they last changed it. */
  async reminderSubscribers(db: Db) {
    return db
      .select({
        userId: notificationSettings.userId,
        reminderWeekday: notificationSettings.reminderWeekday,
        reminderHour: notificationSettings.reminderHour,
        timeZone: notificationSettings.timeZone,
        updatedAt: notificationSettings.updatedAt,
      })
      .from(notificationSettings)
      .where(eq(notificationSettings.weeklyReminder, true));
  },

  /**
   * Records that an e-mail is due, once per key. True when this call recorded it, or when an
   * earlier record was never sent and its job has not been heard of for ten minutes (lost with
   * a process): either way the caller queues a send job, and only one caller gets true.
   */
  async recordDue(db: Db, delivery: { dedupeKey: string; userId: string; kind: NoticeKind }): Promise<boolean> {
    const inserted = await db
      .insert(noticeDeliveries)
      .values(delivery)
      .onConflictDoNothing({ target: noticeDeliveries.dedupeKey })
      .returning({ id: noticeDeliveries.id });
    if (inserted.length > 0) return true;
    const requeued = await db
      .update(noticeDeliveries)
      .set({ queuedAt: sql`now()` })
      .where(
        and(
          eq(noticeDeliveries.dedupeKey, delivery.dedupeKey),
          or(eq(noticeDeliveries.status, 'queued'), eq(noticeDeliveries.status, 'sending')),
          lt(noticeDeliveries.queuedAt, sql`now() - interval '10 minutes'`),
          or(isNull(noticeDeliveries.claimedAt), lt(noticeDeliveries.claimedAt, CLAIM_STALE_SQL)),
        ),
      )
      .returning({ id: noticeDeliveries.id });
    return requeued.length > 0;
  },

  /**
   * Takes the right to send: only one job at a time holds it, its own retries keep it, and a
   * claim whose job died is taken over after a while. Null when it is sent or someone else sends.
   */
  async claim(db: Db, dedupeKey: string, jobId: string) {
    const [row] = await db
      .update(noticeDeliveries)
      .set({ status: 'sending', claimedBy: jobId, claimedAt: sql`now()` })
      .where(
        and(
          eq(noticeDeliveries.dedupeKey, dedupeKey),
          or(eq(noticeDeliveries.status, 'queued'), eq(noticeDeliveries.status, 'sending')),
          or(isNull(noticeDeliveries.claimedBy), eq(noticeDeliveries.claimedBy, jobId), lt(noticeDeliveries.claimedAt, CLAIM_STALE_SQL)),
        ),
      )
      .returning();
    return row ?? null;
  },

  async finish(db: Db, dedupeKey: string, status: 'sent' | 'skipped'): Promise<void> {
    await db
      .update(noticeDeliveries)
      .set({ status, sentAt: status === 'sent' ? new Date() : null })
      .where(and(eq(noticeDeliveries.dedupeKey, dedupeKey), ne(noticeDeliveries.status, 'sent')));
  },
};
