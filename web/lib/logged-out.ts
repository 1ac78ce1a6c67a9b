import { LOGIN_REDIRECT_DELAY_MS, loginUrl } from '@/features/auth';
import { isUnauthorizedError } from '@/lib/api';
import { i18nStore } from '@/i18n/i18n-store';
import { toast } from '@/lib/use-toast';

/**
 * Spec 000 §6: a 401 while creating, deleting or setting up a plan says so and sends the
 * parent to log in after 500 ms. Returns whether the error was that 401.
 */
export function handleLoggedOut(error: unknown, returnTo?: string): boolean {
  if (!isUnauthorizedError(error)) return false;
  toast({ variant: 'destructive', title: i18nStore.get().t('auth.redirect.loggedOut') });
  setTimeout(() => {
    window.location.href = loginUrl(returnTo);
  }, LOGIN_REDIRECT_DELAY_MS);
  return true;
}
