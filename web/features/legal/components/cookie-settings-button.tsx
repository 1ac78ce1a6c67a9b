import { Cookie } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { openCookieSettings } from '@/lib/cookie-consent';

export function CookieSettingsButton() {
  return (
    <Button variant="secondary" onClick={openCookieSettings}>
      <Cookie aria-hidden="true" />
      Cookie settings
    </Button>
  );
}
