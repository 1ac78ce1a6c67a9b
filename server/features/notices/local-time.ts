/** A wall-clock date and hour in some time zone. Months are 1–12. */
export type LocalDate = { year: number; month: number; day: number };
export type WallTime = LocalDate & { hour: number; minute: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall clock in `zone` at `instant`. */
export function wallTimeAt(zone: string, instant: Date): WallTime {
  const parts: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(instant)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute! };
}

/** How far `zone` is ahead of UTC at `instant`, in milliseconds (whole minutes). */
function offsetAt(zone: string, instant: Date): number {
  const w = wallTimeAt(zone, instant);
  const wallAsUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  return wallAsUtc - Math.floor(instant.getTime() / 60_000) * 60_000;
}

const sameWall = (a: WallTime, b: WallTime) => a.year === b.year && a.month === b.month && a.day === b.day && a.hour === b.hour && a.minute === b.minute;

const DAY_MS = 86_400_000;

/**
 * The instant a wall-clock time happens in `zone`. Across daylight saving: a time that happens
 * twice (autumn) gives the first; a time that does not exist (the skipped spring hour) gives the
 * next time that does, moved on by the gap (02:00 in Berlin on the spring day is 03:00 CEST).
 */
export function instantOf(zone: string, wall: WallTime): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  // A day either side of the wall time lies outside any transition near it.
  const before = asUtc - offsetAt(zone, new Date(asUtc - DAY_MS));
  const after = asUtc - offsetAt(zone, new Date(asUtc + DAY_MS));
  const valid = [before, after].filter((t) => sameWall(wallTimeAt(zone, new Date(t)), wall));
  if (valid.length > 0) return new Date(Math.min(...valid));
  // In a gap, the offset before the change carries the wall time past it.
  return new Date(before);
}

/** The calendar date `days` after `date` (negative goes back). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/** ISO weekday of a calendar date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: LocalDate): number {
  const day = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return day === 0 ? 7 : day;
}

export const formatLocalDate = (d: LocalDate) => `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
