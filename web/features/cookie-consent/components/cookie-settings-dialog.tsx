import { useState, type FormEvent } from 'react';
import { ModalDialog } from '@/components/modal-dialog';
import { Button } from '@/components/ui/button';
import { closeCookieSettings, saveConsent, type CookieConsent, type OptionalCategory } from '@/lib/cookie-consent';
import { toast } from '@/lib/use-toast';
import { COOKIE_CATEGORIES } from '../categories';
import { ConsentSwitch } from './consent-switch';

/**
 * "Customise": one switch per category, starting from the visitor's current choice (all off
 * before any choice: nothing optional is assumed). Mounted only while open, so each opening
 * starts from what is stored.
 */
export function CookieSettingsDialog({ consent }: { consent: CookieConsent | null }) {
  const [choice, setChoice] = useState<Record<OptionalCategory, boolean>>({
    performance: consent?.performance ?? false,
    functional: consent?.functional ?? false,
    marketing: consent?.marketing ?? false,
  });

  function save(event: FormEvent) {
    event.preventDefault();
    saveConsent(choice);
    toast({ title: 'Cookie settings saved' });
  }

  return (
    <ModalDialog
      open
      onOpenChange={(open) => {
        if (!open) closeCookieSettings();
      }}
      title="Cookie settings"
      description="Choose which kinds of cookies Kritzel may use. You can change this at any time from the footer or the Cookie Policy."
    >
      <form onSubmit={save} className="grid gap-4">
        <fieldset className="grid gap-3">
          <legend className="sr-only">Cookie categories</legend>
          {COOKIE_CATEGORIES.map(({ id, name, description }) =>
            id === 'essential' ? (
              <ConsentSwitch key={id} name={name} description={description} checked locked />
            ) : (
              <ConsentSwitch
                key={id}
                name={name}
                description={description}
                checked={choice[id]}
                onCheckedChange={(checked) => setChoice((current) => ({ ...current, [id]: checked }))}
              />
            ),
          )}
        </fieldset>
        <Button type="submit" className="w-full sm:w-auto sm:justify-self-end">
          Save
        </Button>
      </form>
    </ModalDialog>
  );
}
