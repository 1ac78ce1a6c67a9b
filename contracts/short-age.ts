// Ages as a report's table writes them, zod-free: the PDF on the server and the shared page in the
// browser say the same words.
import type { AgeRange } from './analysis.ts';

/** "5 y 2 m": short enough for a table cell a paediatrician scans. */
export function shortAge(months: number): string {
  const whole = Math.max(0, Math.round(months));
  const years = Math.floor(whole / 12);
  const rest = whole % 12;
  if (years === 0) return `${rest} m`;
  return rest === 0 ? `${years} y` : `${years} y ${rest} m`;
}

/** "4 y 6 m – 5 y 10 m", the lower end first whatever order it came in. */
export function shortRange(range: AgeRange): string {
  const [low, high] = range.min <= range.max ? [range.min, range.max] : [range.max, range.min];
  return `${shortAge(low)} – ${shortAge(high)}`;
}

/** "5 y 2 m (range 4 y 6 m – 5 y 10 m)"; an older result without a range says so. */
export function estimateLine(months: number, range: AgeRange | null): string {
  return range ? `${shortAge(months)} (range ${shortRange(range)})` : `about ${shortAge(months)} (no tested range)`;
}
