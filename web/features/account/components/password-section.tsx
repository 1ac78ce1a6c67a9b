import { useState } from 'react';
import { ChangePasswordRequest } from '../../../../contracts/account';
import { Button } from '@/components/ui/button';
import { NewPasswordField } from '@/components/new-password-field';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, errorStatus } from '@/lib/api';
import { useContractForm } from '@/lib/contract-form';
import { toast } from '@/lib/use-toast';
import { FormError } from '@/components/ui/form-error';
import { sayMessage } from '@/features/orders';
import { useT } from '@/i18n/use-t';
import { useChangePassword } from '../api/change-password';
import { AccountSection } from './account-section';

const WRONG_PASSWORD_STATUS = 403;

/** Change password, confirmed by the current one; accounts without a password get a note instead. */
export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const t = useT();
  return (
    <AccountSection id="password-title" title={t('account.password.title')}>
      {hasPassword ? <ChangePasswordForm /> : <p className="text-muted">{t('account.password.singleSignOn')}</p>}
    </AccountSection>
  );
}

function ChangePasswordForm() {
  const t = useT();
  const form = useContractForm(ChangePasswordRequest, { defaultValues: { currentPassword: '', newPassword: '' } });
  const fieldErrors = form.formState.errors;
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangePassword();

  const send = form.handleSubmit((request) =>
    change.mutate(request, {
      onSuccess: () => {
        form.reset();
        toast({ title: t('account.password.changed'), description: t('account.password.othersSignedOut') });
      },
      onError: (error) => {
        if (errorStatus(error) === WRONG_PASSWORD_STATUS) {
          form.setError('currentPassword', { type: 'server', message: t('account.password.wrong') }, { shouldFocus: true });
          return;
        }
        setProblem(errorMessage(error, t('account.password.failed')));
      },
    }),
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        // A new try: the last one's problem no longer applies, whether or not the fields pass.
        setProblem(null);
        void send(event);
      }}
      aria-label={t('account.password.form')}
      className="grid gap-4"
    >
      <TextField
        id="account-current-password"
        label={t('account.password.current')}
        type="password"
        autoComplete="current-password"
        required
        error={sayMessage(t, fieldErrors.currentPassword?.message)}
        {...form.register('currentPassword')}
      />
      <NewPasswordField id="account-new-password" error={fieldErrors.newPassword?.message} {...form.register('newPassword')} />
      <FormError message={problem} />
      <Button type="submit" disabled={change.isPending} className="sm:justify-self-start">
        {change.isPending ? t('account.password.changing') : t('account.password.change')}
      </Button>
    </form>
  );
}
