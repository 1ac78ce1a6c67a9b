/**
 * A full browser navigation away from the app (the server's login, a checkout page). One
 * function, so tests can watch where the parent would have gone.
 */
export function leavePageTo(url: string): void {
  window.location.assign(url);
}
