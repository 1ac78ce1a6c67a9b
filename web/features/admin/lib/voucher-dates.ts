/**
 * A bare expiry date is stored as the end of that day in UTC, so it is shown in UTC too:
 * otherwise an admin east of Greenwich would see the day after the one they picked.
 */
export function formatExpiry(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
}

export const isExpired = (iso: string | null, now = Date.now()) => iso !== null && new Date(iso).getTime() < now;

/** Today as yyyy-mm-dd in UTC: the earliest expiry the date picker offers. */
export const todayForDateInput = (now = new Date()) => now.toISOString().slice(0, 10);
