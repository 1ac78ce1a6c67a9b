import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { AccountSection } from './account-section';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The way out, kept calm and at the end of the page; the dialog says exactly what happens. */
export function DeleteAccountSection({ hasPassword }: { hasPassword: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <AccountSection
      id="delete-title"
      title="Delete my account"
      tone="careful"
      intro="Deleting your account removes your plans and your child's drawings and recordings from Kritzel for good. It cannot be undone."
    >
      <Button variant="destructive" onClick={() => setOpen(true)} className="sm:justify-self-start">
        Delete my account
      </Button>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} hasPassword={hasPassword} />
    </AccountSection>
  );
}
