import { useState, type FormEvent } from 'react';
import { ModalDialog } from '@/components/modal-dialog';
import { Button } from '@/components/ui/button';
import { closeCookieSettings, saveConsent, type CookieConsent, type OptionalCategory } from '@/lib/cookie-consent';
import { toast } from '@/lib/use-toast';
import { COOKIE_CATEGORIES } from '../categories';
import { ConsentSwitch } from './consent-switch';
import { useT } from '@/i18n/use-t';

/**
 * "Customise": one switch per category, starting from the visitor's current choice (all off
 * before any choice: nothing optional is assumed). Mounted only while open, so each opening
 * starts from what is stored.
 */
export function CookieSettingsDialog({ consent }: { consent: CookieConsent | null }) {
  const t = useT();
  const [choice, setChoice] = useState<Record<OptionalCategory, boolean>>({
    performance: consent?.performance ?? false,
    functional: consent?.functional ?? false,
    marketing: consent?.marketing ?? false,
  });

  function save(event: FormEvent) {
    event.preventDefault();
    saveConsent(choice);
    toast({ title: t('cookies.settings.saved') });
  }

  return (
    <ModalDialog
      open
      onOpenChange={(open) => {
        if (!open) closeCookieSettings();
      }}
      title={t('cookies.settings.title')}
      description={t('cookies.settings.description')}
    >
      <form onSubmit={save} className="grid gap-4">
        <fieldset className="grid min-w-0 gap-3">
          <legend className="sr-only">{t('cookies.settings.categories')}</legend>
          {COOKIE_CATEGORIES.map(({ id, nameKey, descriptionKey }) =>
            id === 'essential' ? (
              <ConsentSwitch key={id} name={t(nameKey)} description={t(descriptionKey)} checked locked />
            ) : (
              <ConsentSwitch
                key={id}
                name={t(nameKey)}
                description={t(descriptionKey)}
                checked={choice[id]}
                onCheckedChange={(checked) => setChoice((current) => ({ ...current, [id]: checked }))}
              />
            ),
          )}
        </fieldset>
        <Button type="submit" className="w-full sm:w-auto sm:justify-self-end">
          {t('cookies.settings.save')}
        </Button>
      </form>
    </ModalDialog>
  );
}
