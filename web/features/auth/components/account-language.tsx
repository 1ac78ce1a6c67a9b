import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_API } from '../../../../contracts/account-api';
import type { CurrentUser } from '../../../../contracts/auth';
import { isLocale } from '../../../../contracts/i18n/locales';
import { languageChosenHere, switchLanguage } from '@/i18n/i18n-store';
import { useLocale } from '@/i18n/use-t';
import { apiRequest } from '@/lib/api';
import { useAuth, currentUserQueryKey } from '../api/use-auth';

/**
 * Keeps the page's language and the account's in step (issue 37), so e-mails, reminders and
 * PDFs come in the language the parent reads the pages in:
 * - a language chosen on this device (the switch's cookie), or an account without one, is saved
 *   to the account;
 * - otherwise (a new device, the browser's language) the page takes the account's language.
 */
export function AccountLanguage() {
  const { user } = useAuth();
  const locale = useLocale();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!user || user.language === locale || !isLocale(locale)) return;
    if (user.language !== null && !languageChosenHere()) {
      void switchLanguage(user.language);
      return;
    }
    // The answer is known: write it into the signed-in user rather than asking again (every page
    // asks who is signed in exactly once, ADR 017).
    void apiRequest('PUT', ACCOUNT_API.language, { language: locale })
      .then(() => queryClient.setQueryData<CurrentUser | null>(currentUserQueryKey, (current) => (current ? { ...current, language: locale } : current)))
      .catch(() => undefined);
  }, [user, locale, queryClient]);
  return null;
}
