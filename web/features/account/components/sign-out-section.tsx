import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { ModalDialog } from '@/components/modal-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { forgetAllDrafts } from '@/lib/draft-store';
import { toast } from '@/lib/use-toast';
import { useT } from '@/i18n/use-t';
import { DialogActions } from '@/components/dialog-actions';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';
import { leaveTo } from '../lib/leave-after';
import { signOutHere } from '../lib/sign-out-here';
import { AccountSection } from './account-section';

/**
 * Signing out: on this device (the everyday way out), or everywhere at once for a lost phone or a
 * shared computer. Both land on the home page, signed out.
 */
export function SignOutSection() {
  const t = useT();
  const [leavingHere, setLeavingHere] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const signOut = useSignOutEverywhere();
  const leaving = signOut.isPending || signOut.isSuccess;

  function confirm() {
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast({ title: t('account.signOut.done') });
        // The sessions are gone already; the drafts in this browser go with them.
        void forgetAllDrafts().then(() => leaveTo('/'));
      },
    });
  }

  return (
    <AccountSection id="sign-out-title" title={t('account.signOut.title')} intro={t('account.signOut.intro')}>
      <div className="grid gap-3 sm:flex sm:flex-wrap">
        <Button
          variant="outline"
          disabled={leavingHere}
          onClick={() => {
            setLeavingHere(true);
            void signOutHere();
          }}
        >
          <LogOut aria-hidden="true" />
          {leavingHere ? t('account.signOut.signingOut') : t('account.signOut.here')}
        </Button>
        <Button variant="outline" onClick={() => setConfirming(true)}>
          {t('account.signOut.everyDevice')}
        </Button>
      </div>
      <ModalDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) signOut.reset();
        }}
        dismissible={!leaving}
        title={t('account.signOut.confirmTitle')}
        description={t('account.signOut.confirmText')}
      >
        {signOut.isError ? (
          <p role="alert" className="font-medium text-destructive-text">
            {errorMessage(signOut.error, t('account.signOut.failed'))}
          </p>
        ) : null}
        <DialogActions onCancel={() => setConfirming(false)} busy={leaving} cancelVariant="secondary" className="grid gap-3 sm:flex sm:justify-end">
          <Button onClick={confirm} disabled={leaving}>
            {leaving ? t('account.signOut.signingOut') : t('account.signOut.everywhere')}
          </Button>
        </DialogActions>
      </ModalDialog>
    </AccountSection>
  );
}
