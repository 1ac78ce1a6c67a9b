import { addDays, formatLocalDate, instantOf, isoWeekday, wallTimeAt, type LocalDate } from './local-time.ts';

export type ReminderTime = { reminderWeekday: number; reminderHour: number; timeZone: string };
export type ReminderSlot = { at: Date; localDate: string };

/**
 * How late a reminder may still go out after its hour (a restart, a backlog). Later than this
 * the week's slot is let go: a Saturday-morning reminder on Sunday night helps nobody.
 */
export const REMINDER_LATENESS_MS = 6 * 60 * 60 * 1000;

function slotOn(time: ReminderTime, date: LocalDate): ReminderSlot {
  return { at: instantOf(time.timeZone, { ...date, hour: time.reminderHour, minute: 0 }), localDate: formatLocalDate(date) };
}

/** The reminder days within a week either side of `now`'s local date, in order. */
function slotsAround(time: ReminderTime, now: Date): ReminderSlot[] {
  const today = wallTimeAt(time.timeZone, now);
  const slots: ReminderSlot[] = [];
  for (let d = -8; d <= 8; d++) {
    const date = addDays(today, d);
    if (isoWeekday(date) === time.reminderWeekday) slots.push(slotOn(time, date));
  }
  return slots;
}

/** The next reminder strictly after `now`. */
export function nextReminder(time: ReminderTime, now: Date): ReminderSlot {
  const next = slotsAround(time, now).find((slot) => slot.at.getTime() > now.getTime());
  if (!next) throw new Error('a weekly slot always lies within eight days');
  return next;
}

/**
 * The reminder that is due at `now`: its instant has passed, by no more than the allowed
 * lateness, and not before `notBefore` (when the parent last changed the settings). Null if none.
 */
export function dueReminder(time: ReminderTime, now: Date, notBefore: Date): ReminderSlot | null {
  const past = slotsAround(time, now).filter((slot) => slot.at.getTime() <= now.getTime());
  const latest = past.at(-1);
  if (!latest) return null;
  if (now.getTime() - latest.at.getTime() > REMINDER_LATENESS_MS) return null;
  if (latest.at.getTime() < notBefore.getTime()) return null;
  return latest;
}
