/** Long enough to read the toast, short enough that nobody taps around an account that is gone. */
export const LEAVE_DELAY_MS = 1500;

/** Where "Delete my account" lands: a public page that says what was deleted and what is kept. */
export const ACCOUNT_DELETED_PATH = '/account-deleted';

/**
 * A full page load to `path` once the sessions are gone: nothing of the account stays in this
 * tab's memory (query cache, form state).
 */
export function leaveTo(path: string, delayMs = LEAVE_DELAY_MS): void {
  setTimeout(() => window.location.assign(path), delayMs);
}
