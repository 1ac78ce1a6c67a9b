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

/**
 * Slots already worked out, by zone, weekday, hour and instant: one scheduler run asks about
 * thousands of parents at the same instant but only a few hundred different reminder times, and
 * the time-zone arithmetic (`Intl` formatting) is nearly all of its cost (ADR 032). Emptied when
 * it grows large.
 */
const knownSlots = new Map<string, ReminderSlot[]>();
const KNOWN_SLOTS_KEPT = 10_000;

/** The reminder days within a week either side of `now`'s local date, in order. */
function slotsAround(time: ReminderTime, now: Date): ReminderSlot[] {
  const key = `${time.timeZone}|${time.reminderWeekday}|${time.reminderHour}|${now.getTime()}`;
  let slots = knownSlots.get(key);
  if (!slots) {
    // Shared between callers from now on: frozen, so none can change another's answer.
    slots = Object.freeze(workOutSlots(time, now).map((slot) => Object.freeze(slot))) as ReminderSlot[];
    if (knownSlots.size >= KNOWN_SLOTS_KEPT) knownSlots.clear();
    knownSlots.set(key, slots);
  }
  return slots;
}

function workOutSlots(time: ReminderTime, now: Date): ReminderSlot[] {
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
  return reminderSlots(time, now, now).next;
}

/**
 * The reminder that is due at `now`: its instant has passed, by no more than the allowed
 * lateness, and not before `notBefore` (when the parent last changed the settings). Null if none.
 */
export function dueReminder(time: ReminderTime, now: Date, notBefore: Date): ReminderSlot | null {
  return reminderSlots(time, now, notBefore).due;
}

/**
 * Both at once, from one look at the calendar: the scheduler needs both for every parent it
 * checks, and the time-zone arithmetic is most of its work.
 */
export function reminderSlots(time: ReminderTime, now: Date, notBefore: Date): { due: ReminderSlot | null; next: ReminderSlot } {
  const slots = slotsAround(time, now);
  const next = slots.find((slot) => slot.at.getTime() > now.getTime());
  if (!next) throw new Error('a weekly slot always lies within eight days');
  const latest = slots.filter((slot) => slot.at.getTime() <= now.getTime()).at(-1);
  const due = latest && now.getTime() - latest.at.getTime() <= REMINDER_LATENESS_MS && latest.at.getTime() >= notBefore.getTime() ? latest : null;
  return { due, next };
}
