import { Cookie } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { openCookieSettings } from '@/lib/cookie-consent';
import { useT } from '@/i18n/use-t';

export function CookieSettingsButton() {
  const t = useT();
  return (
    <Button variant="secondary" onClick={openCookieSettings}>
      <Cookie aria-hidden="true" />
      {t('legal.cookieSettings')}
    </Button>
  );
}
