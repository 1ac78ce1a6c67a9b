import { useCookieConsent } from '@/lib/cookie-consent';
import { CookieBanner } from './cookie-banner';
import { CookieSettingsDialog } from './cookie-settings-dialog';

/** Mounted once for the whole app: the banner until a choice exists, the settings whenever asked for. */
export function CookieConsentManager() {
  const { consent, settingsOpen } = useCookieConsent();
  return (
    <>
      {consent ? null : <CookieBanner />}
      {settingsOpen ? <CookieSettingsDialog consent={consent} /> : null}
    </>
  );
}
