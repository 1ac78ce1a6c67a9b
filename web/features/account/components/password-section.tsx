import { useState } from 'react';
import { ACCOUNT_MESSAGES, ChangePasswordRequest } from '../../../../contracts/account';
import { Button } from '@/components/ui/button';
import { NewPasswordField } from '@/components/new-password-field';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, errorStatus } from '@/lib/api';
import { useContractForm } from '@/lib/contract-form';
import { toast } from '@/lib/use-toast';
import { FormError } from '@/components/ui/form-error';
import { useChangePassword } from '../api/change-password';
import { AccountSection } from './account-section';

const WRONG_PASSWORD_STATUS = 403;

/** Change password, confirmed by the current one; accounts without a password get a note instead. */
export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  return (
    <AccountSection id="password-title" title="Password">
      {hasPassword ? <ChangePasswordForm /> : <p className="text-muted">You sign in with single sign-on, so there is no Kritzel password to change here.</p>}
    </AccountSection>
  );
}

function ChangePasswordForm() {
  const form = useContractForm(ChangePasswordRequest, { defaultValues: { currentPassword: '', newPassword: '' } });
  const fieldErrors = form.formState.errors;
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangePassword();

  const send = form.handleSubmit((request) =>
    change.mutate(request, {
      onSuccess: () => {
        form.reset();
        toast({ title: ACCOUNT_MESSAGES.passwordChanged, description: 'Any other devices have been signed out.' });
      },
      onError: (error) => {
        if (errorStatus(error) === WRONG_PASSWORD_STATUS) {
          form.setError('currentPassword', { type: 'server', message: ACCOUNT_MESSAGES.wrongPassword }, { shouldFocus: true });
          return;
        }
        setProblem(errorMessage(error, 'We could not change your password just now. Please try again.'));
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
      aria-label="Change password"
      className="grid gap-4"
    >
      <TextField
        id="account-current-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        error={fieldErrors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <NewPasswordField id="account-new-password" error={fieldErrors.newPassword?.message} {...form.register('newPassword')} />
      <FormError message={problem} />
      <Button type="submit" disabled={change.isPending} className="sm:justify-self-start">
        {change.isPending ? 'Changing your password…' : 'Change password'}
      </Button>
    </form>
  );
}
