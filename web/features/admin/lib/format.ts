/** Admin dates: short and unambiguous, in the admin's own time zone. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });
}

/** The spec's short id: the first 8 characters. */
export const shortId = (id: string) => id.slice(0, 8);
