import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '../../../../contracts/account';
import { ModalDialog } from '@/components/modal-dialog';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { forgetAllDrafts } from '@/lib/draft-store';
import { toast } from '@/lib/use-toast';
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
  const [leavingHere, setLeavingHere] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const signOut = useSignOutEverywhere();
  const leaving = signOut.isPending || signOut.isSuccess;

  function confirm() {
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast({ title: ACCOUNT_MESSAGES.signedOutEverywhere });
        // The sessions are gone already; the drafts in this browser go with them.
        void forgetAllDrafts().then(() => leaveTo('/'));
      },
    });
  }

  return (
    <AccountSection
      id="sign-out-title"
      title="Sign out"
      intro="Sign out of Kritzel on this device. Signed in on a phone you no longer have, or on a shared computer? Sign out everywhere at once."
    >
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
          {leavingHere ? 'Signing out…' : 'Sign out'}
        </Button>
        <Button variant="outline" onClick={() => setConfirming(true)}>
          Sign out on every device
        </Button>
      </div>
      <ModalDialog
        open={confirming}
        onOpenChange={(open) => {
          setConfirming(open);
          if (!open) signOut.reset();
        }}
        dismissible={!leaving}
        title="Sign out on every device?"
        description="You will be signed out here and on every other phone, tablet or computer. You can sign in again at any time."
      >
        {signOut.isError ? (
          <p role="alert" className="font-medium text-destructive-text">
            {errorMessage(signOut.error, 'We could not sign you out just now. Please try again.')}
          </p>
        ) : null}
        <DialogActions onCancel={() => setConfirming(false)} busy={leaving} cancelVariant="secondary" className="grid gap-3 sm:flex sm:justify-end">
          <Button onClick={confirm} disabled={leaving}>
            {leaving ? 'Signing out…' : 'Sign out everywhere'}
          </Button>
        </DialogActions>
      </ModalDialog>
    </AccountSection>
  );
}
