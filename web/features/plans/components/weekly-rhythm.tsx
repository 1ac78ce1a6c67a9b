import { CalendarClock } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { NOTIFICATIONS_API, NotificationSettingsResponse } from '../../../../contracts/notifications';
import { sentDay } from '../../../../contracts/submissions';
import { useFormat, useT } from '@/i18n/use-t';
import { queryFnFor } from '@/lib/api-client';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** The account page's e-mail settings, where the reminder is turned on or moved. */
const REMINDER_SETTINGS_HREF = '/account#email-settings';

/**
 * Issue 35: what the weekly rhythm is — one challenge a week, the next one a week after the last,
 * and when the parent's reminder e-mail comes (or that it is off, and where to turn it on).
 */
export function WeeklyRhythm({ week, lastSentAt }: { week: number; lastSentAt: string | null }) {
  const t = useT();
  const { locale } = useFormat();
  // The account page's settings, read from the same cache entry (GET /api/account/notifications).
  const settings = useQuery({ queryKey: [NOTIFICATIONS_API.settings], queryFn: queryFnFor(NotificationSettingsResponse) });
  const fits = lastSentAt ? sentDay(new Date(new Date(lastSentAt).getTime() + WEEK_MS).toISOString(), locale) : null;
  return (
    <div className="flex gap-3 rounded-xl bg-surface-2 p-3 text-sm" data-testid="weekly-rhythm">
      <CalendarClock className="mt-0.5 size-5 shrink-0 text-sky" aria-hidden="true" />
      <div className="grid gap-1">
        <p>
          {t('plans.week.rhythm')}
          {fits ? ` ${t('plans.week.nextFits', { week, day: fits })}` : null}
        </p>
        {settings.data ? (
          <p className="text-muted">
            {settings.data.weeklyReminder
              ? t('plans.week.reminderOn', {
                  weekday: weekdayName(settings.data.reminderWeekday, locale),
                  time: reminderTime(settings.data.reminderHour, settings.data.timeZone),
                })
              : t('plans.week.reminderOff')}{' '}
            <Link href={REMINDER_SETTINGS_HREF} className="font-semibold text-sky underline underline-offset-4">
              {settings.data.weeklyReminder ? t('plans.week.changeReminder') : t('plans.week.turnOnReminder')}
            </Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The reminder's weekday (1 = Monday … 7 = Sunday, as the settings store it) in the page's language: 1 January 2024 was a Monday. */
function weekdayName(weekday: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, weekday)));
}

/** "09:00", with the reminder's zone when it is not the one this browser is in. */
function reminderTime(hour: number, timeZone: string): string {
  const time = `${String(hour).padStart(2, '0')}:00`;
  const here = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return timeZone === here ? time : `${time} (${timeZone})`;
}
