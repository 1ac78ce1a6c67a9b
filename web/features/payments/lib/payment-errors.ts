import type { Translator } from '../../../../contracts/i18n/translator';
import { i18nStore } from '@/i18n/i18n-store';
import { errorMessage, errorStatus } from '@/lib/api';
import type { ToastInput } from '@/lib/use-toast';

/** The generic payment error, as a message key. */
export const PAYMENT_ERROR_DESCRIPTION = 'pay.errorText';

/**
 * Back from the test bank after Fail (3-D Secure): nothing was charged, and the parent may simply
 * try again. The English words, for pages not yet on the catalogue; BANK_REFUSED_KEY is its key.
 */
export const BANK_REFUSED = 'Your bank did not confirm the payment, so nothing was charged. You can try again with the same card or another one.';
export const BANK_REFUSED_KEY = 'pay.bankRefused';
export const bankRefusedToast = (t: Translator = i18nStore.get().t): ToastInput => ({
  variant: 'destructive',
  title: t('pay.failed'),
  description: t(BANK_REFUSED_KEY),
});

/** A payment's failure in words: a toast, and the same words kept beside the card form. */
export type FailureToast = ToastInput & { variant: 'destructive'; title: string; description: string };

/** A card the provider refused (declined, expired, wrong CVC) answers 400 or 402 with its reason. */
export function isCardError(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 400 || status === 402;
}

/** Spec 000 §8: "Payment Failed" with the provider's message; anything else, the generic text. */
export function paymentFailureToast(error: unknown, t: Translator = i18nStore.get().t): FailureToast {
  if (isCardError(error)) return { variant: 'destructive', title: t('pay.failed'), description: errorMessage(error, t('pay.declined')) };
  return { variant: 'destructive', title: t('pay.error'), description: t(PAYMENT_ERROR_DESCRIPTION) };
}

/** The same failure in one line, kept beside the card form after the toast has gone. */
export function lastingFailure({ title, description }: FailureToast, t: Translator = i18nStore.get().t): string {
  return t('pay.lastingFailure', { title, description });
}

/**
 * Where the browser goes when the bank wants a confirmation (3-D Secure): the provider's page,
 * told where to come back to. The sandbox page needs the client secret, as Stripe's does.
 */
export function authenticationUrl(nextActionUrl: string, returnUrl: string, clientSecret: string, origin = window.location.origin): string {
  const url = new URL(nextActionUrl, origin);
  url.searchParams.set('return_url', returnUrl);
  if (!url.searchParams.has('client_secret')) url.searchParams.set('client_secret', clientSecret);
  return url.origin === origin ? `${url.pathname}${url.search}` : url.toString();
}

/** The query a provider's redirect brings back: `?payment_intent=…&redirect_status=…`. */
export function readPaymentReturn(search: string): { paymentIntentId: string; status: 'succeeded' | 'failed' } | null {
  const params = new URLSearchParams(search);
  const paymentIntentId = params.get('payment_intent');
  const status = params.get('redirect_status');
  if (!paymentIntentId || !status) return null;
  return { paymentIntentId, status: status === 'succeeded' ? 'succeeded' : 'failed' };
}
