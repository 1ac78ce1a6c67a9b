import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, DeleteAccountRequest, RETENTION } from '../../../../contracts/account';
import { ModalDialog } from '@/components/modal-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, errorStatus } from '@/lib/api';
import { useContractForm } from '@/lib/contract-form';
import { FormError } from '@/components/ui/form-error';
import { useDeleteAccount } from '../api/delete-account';
import { ACCOUNT_DELETED_PATH, leaveTo } from '../lib/leave-after';
import { UnshippedOrdersNotice } from './unshipped-orders-notice';

const WRONG_PASSWORD_STATUS = 403;
/** Single sign-on accounts confirm by signing in again and coming back here. */
const SIGN_IN_AGAIN_HREF = `/api/login/oidc?returnTo=${encodeURIComponent('/account')}`;

/** A parent with a password confirms with it; a single sign-on parent signs in again instead and sends none. */
const PasswordConfirmation = DeleteAccountRequest.extend({ password: z.string().min(1, ACCOUNT_MESSAGES.deleteConfirmRequired) });

type DeleteAccountDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; hasPassword: boolean };

/** What goes, what stays (and why), any order still to be made, then the password; the button waits until it is typed. */
export function DeleteAccountDialog({ open, onOpenChange, hasPassword }: DeleteAccountDialogProps) {
  const form = useContractForm(hasPassword ? PasswordConfirmation : DeleteAccountRequest, { defaultValues: { password: '' } });
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  const remove = useDeleteAccount();
  const leaving = remove.isPending || remove.isSuccess;
  // A wrong password is said at the field; anything else (for single sign-on: "sign in again") below it.
  const wrongPassword = hasPassword && errorStatus(remove.error) === WRONG_PASSWORD_STATUS;
  const problem = remove.isError && !wrongPassword ? errorMessage(remove.error, 'We could not delete your account just now. Please try again.') : null;

  function close(next: boolean) {
    if (next) return onOpenChange(true);
    form.reset();
    remove.reset();
    onOpenChange(false);
  }

  const onSubmit = form.handleSubmit((confirmation) =>
    remove.mutate(hasPassword ? confirmation.password : undefined, {
      // The page it lands on says what was deleted and what is kept; no toast to wait for.
      onSuccess: () => leaveTo(ACCOUNT_DELETED_PATH, 0),
      onError: (error) => {
        if (hasPassword && errorStatus(error) === WRONG_PASSWORD_STATUS) form.setError('password', { type: 'server', message: ACCOUNT_MESSAGES.wrongPassword });
      },
    }),
  );

  return (
    <ModalDialog open={open} onOpenChange={close} dismissible={!leaving} initialFocus="title" title="Delete your account?">
      <div className="grid gap-3">
        <p>When you delete your account, Kritzel removes straight away:</p>
        <ul className="grid list-disc gap-1 pl-5 text-muted">
          <li>your plans, weekly challenges and checkpoints</li>
          <li>your child's drawings, photos and recordings, with their feedback and analyses</li>
          <li>your data downloads, and every device's sign-in</li>
        </ul>
        <p>
          What we keep: the records of keepsake orders, because tax law asks us to keep them for {RETENTION.orderRecordYears} years after the year of the order.
          We reduce them to what the law needs: the order itself, and the name, postal code and country it was sent to. The artwork and the street address are
          removed (for an order not shipped yet, once it has shipped).
        </p>
        <UnshippedOrdersNotice />
        <p className="text-muted">Would you like a copy first? Close this and use “Download my data”.</p>
      </div>
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label="Confirm account deletion">
        {hasPassword ? (
          <TextField
            id="delete-account-password"
            label="Type your password to confirm"
            type="password"
            autoComplete="current-password"
            disabled={leaving}
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
        ) : (
          <div className="grid gap-2">
            <p>For your safety, please sign in again first. Then come back here and delete your account within a few minutes.</p>
            <a href={SIGN_IN_AGAIN_HREF} className={buttonVariants({ variant: 'secondary', className: 'justify-self-start' })}>
              Sign in again
            </a>
          </div>
        )}
        <FormError message={problem} />
        <div className="grid gap-3 sm:flex sm:justify-end">
          <Button variant="secondary" onClick={() => close(false)} disabled={leaving}>
            Keep my account
          </Button>
          <Button type="submit" variant="destructive" disabled={leaving || (hasPassword && password.length === 0)}>
            {leaving ? 'Deleting…' : 'Delete my account'}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
