/** Long enough to read the toast, short enough that nobody taps around an account that is gone. */
export const LEAVE_DELAY_MS = 1500;

/**
 * A full page load to the home page once the sessions are gone: nothing of the account stays in
 * this tab's memory (query cache, form state).
 */
export function leaveToHome(delayMs = LEAVE_DELAY_MS): void {
  setTimeout(() => window.location.assign('/'), delayMs);
}
