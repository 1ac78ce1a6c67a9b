import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { DeleteAccountRequest, RETENTION } from '../../../../contracts/account';
import { messageKey } from '../../../../contracts/i18n/keys';
import { ModalDialog } from '@/components/modal-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, errorStatus } from '@/lib/api';
import { useContractForm } from '@/lib/contract-form';
import { FormError } from '@/components/ui/form-error';
import { sayMessage } from '@/features/orders';
import { useT } from '@/i18n/use-t';
import { useDeleteAccount } from '../api/delete-account';
import { ACCOUNT_DELETED_PATH, leaveTo } from '../lib/leave-after';
import { UnshippedOrdersNotice } from './unshipped-orders-notice';

const WRONG_PASSWORD_STATUS = 403;
/** Single sign-on accounts confirm by signing in again and coming back here. */
const SIGN_IN_AGAIN_HREF = `/api/login/oidc?returnTo=${encodeURIComponent('/account')}`;

/** A parent with a password confirms with it; a single sign-on parent signs in again instead and sends none. */
const PasswordConfirmation = DeleteAccountRequest.extend({ password: z.string().min(1, messageKey('account.delete.passwordMissing')) });

type DeleteAccountDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; hasPassword: boolean };

/** What goes, what stays (and why), any order still to be made, then the password; the button waits until it is typed. */
export function DeleteAccountDialog({ open, onOpenChange, hasPassword }: DeleteAccountDialogProps) {
  const t = useT();
  const form = useContractForm(hasPassword ? PasswordConfirmation : DeleteAccountRequest, { defaultValues: { password: '' } });
  const password = useWatch({ control: form.control, name: 'password' }) ?? '';
  const remove = useDeleteAccount();
  const leaving = remove.isPending || remove.isSuccess;
  // A wrong password is said at the field; anything else (for single sign-on: "sign in again") below it.
  const wrongPassword = hasPassword && errorStatus(remove.error) === WRONG_PASSWORD_STATUS;
  const problem = remove.isError && !wrongPassword ? errorMessage(remove.error, t('account.delete.failed')) : null;

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
        if (hasPassword && errorStatus(error) === WRONG_PASSWORD_STATUS) form.setError('password', { type: 'server', message: t('account.password.wrong') });
      },
    }),
  );

  return (
    <ModalDialog open={open} onOpenChange={close} dismissible={!leaving} initialFocus="title" title={t('account.delete.dialogTitle')}>
      <div className="grid gap-3">
        <p>{t('account.delete.removes')}</p>
        <ul className="grid list-disc gap-1 pl-5 text-muted">
          <li>{t('account.delete.removesPlans')}</li>
          <li>{t('account.delete.removesDrawings')}</li>
          <li>{t('account.delete.removesDownloads')}</li>
        </ul>
        <p>{t('account.delete.keeps', { years: RETENTION.orderRecordYears })}</p>
        <UnshippedOrdersNotice />
        <p className="text-muted">{t('account.delete.copyFirst')}</p>
      </div>
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t('account.delete.form')}>
        {hasPassword ? (
          <TextField
            id="delete-account-password"
            label={t('account.delete.password')}
            type="password"
            autoComplete="current-password"
            disabled={leaving}
            error={sayMessage(t, form.formState.errors.password?.message)}
            {...form.register('password')}
          />
        ) : (
          <div className="grid gap-2">
            <p>{t('account.delete.signInFirst')}</p>
            <a href={SIGN_IN_AGAIN_HREF} className={buttonVariants({ variant: 'secondary', className: 'justify-self-start' })}>
              {t('account.delete.signInAgain')}
            </a>
          </div>
        )}
        <FormError message={problem} />
        <div className="grid gap-3 sm:flex sm:justify-end">
          <Button variant="secondary" onClick={() => close(false)} disabled={leaving}>
            {t('account.delete.keep')}
          </Button>
          <Button type="submit" variant="destructive" disabled={leaving || (hasPassword && password.length === 0)}>
            {leaving ? t('account.delete.deleting') : t('account.delete.button')}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
