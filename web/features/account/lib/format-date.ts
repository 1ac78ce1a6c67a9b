/** "Aug 14, 2025": the day something happened (member since, consent given). */
export function formatDay(iso: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}

/** "Aug 14, 2025, 3:05 PM": when an export was asked for and until when it can be downloaded. */
export function formatMoment(iso: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A policy version is its date ("2025-08-14"); read as a calendar day, not a moment in some time zone. */
export function formatPolicyDate(version: string, locale = 'en-US'): string {
  const day = new Date(`${version}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return version;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(day);
}
