import { safeReturnTo } from '../../../../contracts/return-to';

/**
 * Where the test bank sends the parent back: the return_url with Stripe's redirect query
 * (`payment_intent`, `redirect_status`). Only paths of this site; anything else → /dashboard.
 */
export function returnWithStatus(returnUrl: string, paymentIntentId: string, succeeded: boolean): string {
  const safe = safeReturnTo(returnUrl);
  const url = new URL(safe, 'http://kritzel.invalid');
  url.searchParams.set('payment_intent', paymentIntentId);
  url.searchParams.set('redirect_status', succeeded ? 'succeeded' : 'failed');
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The server's ready-made redirect, if it gave one on this site; otherwise ours. */
export function redirectTarget(serverUrl: string | null | undefined, returnUrl: string, paymentIntentId: string, succeeded: boolean): string {
  const ours = returnWithStatus(returnUrl, paymentIntentId, succeeded);
  if (!serverUrl) return ours;
  const safe = safeReturnTo(serverUrl, '');
  return safe && safe.includes('redirect_status=') ? safe : ours;
}
