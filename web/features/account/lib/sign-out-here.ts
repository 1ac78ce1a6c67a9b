import { forgetAllDrafts } from '@/lib/draft-store';

/** The spec's sign-out: a browser navigation; the server ends the session and sends the browser home. */
export const SIGN_OUT_PATH = '/api/logout';

/**
 * Signs this browser out and lands on the home page, signed out. Unsent drafts go first, so the
 * next person at a shared computer does not find them; the full page load leaves nothing of
 * the account in this tab's memory.
 */
export async function signOutHere(): Promise<void> {
  await forgetAllDrafts();
  window.location.assign(SIGN_OUT_PATH);
}
