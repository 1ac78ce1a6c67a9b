import { CalendarClock } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { NOTIFICATIONS_API, NotificationSettingsResponse, WEEKDAY_NAMES } from '../../../../contracts/notifications';
import { sentDay, WEEK_WORDS } from '../../../../contracts/submissions';
import { queryFnFor } from '@/lib/api-client';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** The account page's e-mail settings, where the reminder is turned on or moved. */
const REMINDER_SETTINGS_HREF = '/account#email-settings';

/**
 * Issue 35: what the weekly rhythm is — one challenge a week, the next one a week after the last,
 * and when the parent's reminder e-mail comes (or that it is off, and where to turn it on).
 */
export function WeeklyRhythm({ week, lastSentAt }: { week: number; lastSentAt: string | null }) {
  // The account page's settings, read from the same cache entry (GET /api/account/notifications).
  const settings = useQuery({ queryKey: [NOTIFICATIONS_API.settings], queryFn: queryFnFor(NotificationSettingsResponse) });
  const fits = lastSentAt ? sentDay(new Date(new Date(lastSentAt).getTime() + WEEK_MS).toISOString()) : null;
  return (
    <div className="flex gap-3 rounded-xl bg-surface-2 p-3 text-sm" data-testid="weekly-rhythm">
      <CalendarClock className="mt-0.5 size-5 shrink-0 text-sky" aria-hidden="true" />
      <div className="grid gap-1">
        <p>
          {WEEK_WORDS.rhythm}
          {fits ? ` ${WEEK_WORDS.nextFits(week, fits)}` : null}
        </p>
        {settings.data ? (
          <p className="text-muted">
            {settings.data.weeklyReminder
              ? WEEK_WORDS.reminderOn(WEEKDAY_NAMES[settings.data.reminderWeekday - 1] ?? '', reminderTime(settings.data.reminderHour, settings.data.timeZone))
              : WEEK_WORDS.reminderOff}{' '}
            <Link href={REMINDER_SETTINGS_HREF} className="font-semibold text-sky underline underline-offset-4">
              {settings.data.weeklyReminder ? WEEK_WORDS.changeReminder : WEEK_WORDS.turnOnReminder}
            </Link>
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** "09:00", with the reminder's zone when it is not the one this browser is in. */
function reminderTime(hour: number, timeZone: string): string {
  const time = `${String(hour).padStart(2, '0')}:00`;
  const here = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return timeZone === here ? time : `${time} (${timeZone})`;
}
