import { and, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { DEFAULT_NOTIFICATION_SETTINGS, type NoticeKind, type NotificationSettings } from '../../../contracts/notifications.ts';
import type { Db } from '../../db/client.ts';
import { noticeDeliveries, notificationSettings, plans, reminderChecks } from '../../db/schema/index.ts';
import type { ReminderTime } from './reminder-schedule.ts';

/** A parent the reminder scheduler looks at: whether the reminder is on, its time, and not before when. */
export type ReminderCheck = ReminderTime & { userId: string; on: boolean; notBefore: Date };
type DueCheckRow = { user_id: string; reminder_on: boolean; weekday: number; hour: number; time_zone: string; not_before: string | Date | null };

export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;

const SETTING_OF_KIND = { 'weekly-reminder': 'weeklyReminder', 'feedback-ready': 'feedbackNotice', 'checkpoint-ready': 'checkpointNotice' } as const;

/** A send job that has held its claim this long is taken to have died with its process. */
export const CLAIM_STALE_SQL = sql`now() - interval '3 minutes'`;

/** The parent has a paid plan still in use: the weekly reminder's default is then "on". */
async function ownsPaidPlan(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.userId, userId), eq(plans.isPaid, true), eq(plans.isArchived, false)))
    .limit(1);
  return Boolean(row);
}

export const noticeRepository = {
  /**
   * The parent's settings as they apply now, and the reminder as stored: null while never chosen
   * (no row, or a row written by an unsubscribe link of another kind).
   */
  async settings(db: Db, userId: string): Promise<NotificationSettings & { updatedAt: Date | null; reminderChoice: boolean | null }> {
    const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
    const { userId: _user, ...stored } = row ?? { ...DEFAULT_NOTIFICATION_SETTINGS, userId, weeklyReminder: null, updatedAt: null };
    const weeklyReminder = stored.weeklyReminder ?? (await ownsPaidPlan(db, userId));
    return { ...stored, weeklyReminder, reminderChoice: stored.weeklyReminder };
  },

  /** `reminderChoice` null keeps the reminder "never chosen" (it follows the plan default). */
  async saveSettings(db: Db, userId: string, settings: NotificationSettings, reminderChoice: boolean | null): Promise<void> {
    const values = { ...settings, weeklyReminder: reminderChoice, updatedAt: new Date() };
    await db
      .insert(notificationSettings)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
  },

  /**
   * The browser's time zone for a parent who never saved settings, so a default reminder comes at
   * 09:00 where the parent lives rather than 09:00 UTC. A parent with settings keeps them.
   */
  async offerTimeZone(db: Db, userId: string, timeZone: string): Promise<void> {
    await db
      .insert(notificationSettings)
      .values({ userId, ...DEFAULT_NOTIFICATION_SETTINGS, weeklyReminder: null, timeZone })
      .onConflictDoNothing({ target: notificationSettings.userId });
  },

  /** Turns one kind on or off and leaves the rest as they are (the defaults, for a parent without a row). */
  async setKind(db: Db, userId: string, kind: NoticeKind, on: boolean): Promise<void> {
    const column = SETTING_OF_KIND[kind];
    const change = { [column]: on, updatedAt: new Date() };
    await db
      .insert(notificationSettings)
      .values({ userId, ...DEFAULT_NOTIFICATION_SETTINGS, weeklyReminder: null, ...change })
      .onConflictDoUpdate({ target: notificationSettings.userId, set: change });
  },

  async isOn(db: Db, userId: string, kind: NoticeKind): Promise<boolean> {
    return (await noticeRepository.settings(db, userId))[SETTING_OF_KIND[kind]];
  },

  /**
   * The parents the reminder scheduler should look at now (their check time has come), oldest
   * first, at most `limit`, each with what decides the reminder: whether it is on (turned on, or
   * never chosen with a paid plan set up and not archived), its time, and not before when —
   * the later of the last change and the first set-up: paying at 10:00 on the reminder's day
   * does not fire that morning's 09:00 reminder an hour later.
   */
  async dueReminderChecks(db: Db, now: Date, limit: number): Promise<ReminderCheck[]> {
    const defaults = DEFAULT_NOTIFICATION_SETTINGS;
    const result = await db.execute(sql`
      select c.user_id,
        coalesce(s.weekly_reminder, set_up.first is not null) as reminder_on,
        coalesce(s.reminder_weekday, ${defaults.reminderWeekday}) as weekday,
        coalesce(s.reminder_hour, ${defaults.reminderHour}) as hour,
        coalesce(s.time_zone, ${defaults.timeZone}) as time_zone,
        greatest(s.updated_at, set_up.first) as not_before
      from ${reminderChecks} c
      left join ${notificationSettings} s on s.user_id = c.user_id
      left join lateral (
        select min(p.setup_completed_at) as first from ${plans} p
        where p.user_id = c.user_id and p.is_paid and not p.is_archived and p.setup_completed_at is not null
      ) set_up on true
      where c.check_at <= ${now.toISOString()}::timestamptz
      order by c.check_at
      limit ${limit}`);
    const rows = (result as unknown as { rows: DueCheckRow[] }).rows;
    return rows.map((row) => ({
      userId: row.user_id,
      on: Boolean(row.reminder_on),
      reminderWeekday: Number(row.weekday),
      reminderHour: Number(row.hour),
      timeZone: String(row.time_zone),
      notBefore: new Date(row.not_before ?? 0),
    }));
  },

  /**
   * After a batch: when to look at each parent again (`at`), or never for those whose `at` is
   * null (no reminder: a trigger adds the row back when that changes). One statement each, and
   * only where nothing changed since the batch was read at `readAt` — a trigger's newer check
   * time stands.
   */
  async nextReminderChecks(db: Db, next: { userId: string; at: Date | null }[], readAt: Date): Promise<void> {
    const later = next.filter((check): check is { userId: string; at: Date } => check.at !== null);
    const stopped = next.filter((check) => check.at === null).map((check) => check.userId);
    const unchanged = lte(reminderChecks.checkAt, readAt);
    if (later.length > 0) {
      const rows = sql.join(
        later.map((check) => sql`(${check.userId}, ${check.at.toISOString()}::timestamptz)`),
        sql`, `,
      );
      await db.execute(sql`
        update ${reminderChecks} set check_at = v.at
        from (values ${rows}) as v(user_id, at)
        where ${reminderChecks.userId} = v.user_id and ${unchanged}`);
    }
    if (stopped.length > 0) await db.delete(reminderChecks).where(and(inArray(reminderChecks.userId, stopped), unchanged));
  },

  /**
   * Records that an e-mail is due, once per key. True when this call recorded it, or when an
   * earlier record was never sent and its job has not been heard of for ten minutes (lost with
   * a process): either way the caller queues a send job, and only one caller gets true.
   */
  async recordDue(db: Db, delivery: { dedupeKey: string; userId: string; kind: NoticeKind; dueAt?: Date }): Promise<boolean> {
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
