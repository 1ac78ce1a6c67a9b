import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { AccountSection } from './account-section';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The way out, kept calm and at the end of the page; the dialog says exactly what happens. */
export function DeleteAccountSection({ hasPassword }: { hasPassword: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <AccountSection id="delete-title" title={t('account.delete.title')} tone="careful" intro={t('account.delete.intro')}>
      <Button variant="destructive" onClick={() => setOpen(true)} className="sm:justify-self-start">
        {t('account.delete.button')}
      </Button>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} hasPassword={hasPassword} />
    </AccountSection>
  );
}
