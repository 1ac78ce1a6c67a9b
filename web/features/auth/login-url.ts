/** The spec's pause between the "logged out" toast and the login redirect. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/** The server's sign-in entry point, bringing the parent back to `returnTo` afterwards. */
export function loginUrl(returnTo?: string): string {
  return returnTo ? `/api/login?returnTo=${encodeURIComponent(returnTo)}` : '/api/login';
}

/** Sign-in and sign-up pages pass the return path between each other. */
export function withReturnTo(path: string, returnTo: string | null): string {
  return returnTo ? `${path}?returnTo=${encodeURIComponent(returnTo)}` : path;
}

/** A new parent's way in: create an account, then come back to `returnTo` (the checkout of a free analysis). */
export function signUpUrl(returnTo: string): string {
  return withReturnTo('/sign-up', returnTo);
}
