/** The browser's own time zone, which a reminder starts with when the parent turns it on. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** Every zone the browser knows, plus the ones already in play (a saved zone the list may spell differently). */
export function timeZoneChoices(...inPlay: string[]): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([...known, ...inPlay, 'UTC'])].sort();
}

/** "Saturday 6 June at 09:00", in the reminder's own zone. */
export function formatReminderTime(iso: string, timeZone: string): string {
  const at = new Date(iso);
  const day = new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'long', day: 'numeric', month: 'long' }).format(at);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  return `${day} at ${time}`;
}

export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
