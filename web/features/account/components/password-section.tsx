import { useState, type FormEvent } from 'react';
import { ACCOUNT_MESSAGES, ChangePasswordRequest } from '../../../../contracts/account';
import { Button } from '@/components/ui/button';
import { NewPasswordField } from '@/components/new-password-field';
import { TextField } from '@/components/ui/text-field';
import { errorMessage, errorStatus } from '@/lib/api';
import { checkedForm, focusFirstError, type FieldErrors } from '@/lib/field-errors';
import { toast } from '@/lib/use-toast';
import { useChangePassword } from '../api/change-password';
import { AccountSection } from './account-section';

const FIELD_ORDER = ['currentPassword', 'newPassword'] as const;
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
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const change = useChangePassword();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = ChangePasswordRequest.safeParse({
      currentPassword: String(data.get('currentPassword') ?? ''),
      newPassword: String(data.get('newPassword') ?? ''),
    });
    setProblem(null);
    const request = checkedForm(form, parsed, FIELD_ORDER, setFieldErrors);
    if (!request) return;
    change.mutate(request, {
      onSuccess: () => {
        form.reset();
        toast({ title: ACCOUNT_MESSAGES.passwordChanged, description: 'Any other devices have been signed out.' });
      },
      onError: (error) => {
        if (errorStatus(error) === WRONG_PASSWORD_STATUS) {
          const errors = { currentPassword: ACCOUNT_MESSAGES.wrongPassword };
          setFieldErrors(errors);
          focusFirstError(form, FIELD_ORDER, errors);
          return;
        }
        setProblem(errorMessage(error, 'We could not change your password just now. Please try again.'));
      },
    });
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Change password" className="grid gap-4">
      <TextField
        name="currentPassword"
        id="account-current-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        required
        error={fieldErrors.currentPassword}
      />
      <NewPasswordField id="account-new-password" error={fieldErrors.newPassword} />
      {problem ? (
        <p role="alert" className="font-medium text-destructive-text">
          {problem}
        </p>
      ) : null}
      <Button type="submit" disabled={change.isPending} className="sm:justify-self-start">
        {change.isPending ? 'Changing your password…' : 'Change password'}
      </Button>
    </form>
  );
}
