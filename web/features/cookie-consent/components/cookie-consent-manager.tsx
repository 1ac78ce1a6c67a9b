import { lazy, Suspense } from 'react';
import { useCookieConsent } from '@/lib/cookie-consent';
import { CookieBanner } from './cookie-banner';

// Opened by a click, so it need not be part of the start-up script.
const CookieSettingsDialog = lazy(async () => ({ default: (await import('./cookie-settings-dialog')).CookieSettingsDialog }));

/** Mounted once for the whole app: the banner until a choice exists, the settings whenever asked for. */
export function CookieConsentManager() {
  const { consent, settingsOpen } = useCookieConsent();
  return (
    <>
      {consent ? null : <CookieBanner />}
      {settingsOpen ? (
        <Suspense fallback={null}>
          <CookieSettingsDialog consent={consent} />
        </Suspense>
      ) : null}
    </>
  );
}
