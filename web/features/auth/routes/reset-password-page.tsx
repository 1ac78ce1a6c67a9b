import { Link, useSearch } from 'wouter';
import { z } from 'zod';
import { AUTH_MESSAGES, ResetPasswordRequest } from '../../../../contracts/auth';
import { Button } from '@/components/ui/button';
import { NewPasswordField } from '@/components/new-password-field';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api';
import { useContractForm } from '@/lib/contract-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResetPassword } from '../api/password-reset';
import { AuthLayout, FormAlert } from '../components/auth-layout';

/** The new password twice; the token comes from the link, not the form. */
const NewPasswordFields = ResetPasswordRequest.pick({ newPassword: true })
  .extend({ confirmPassword: z.string() })
  // Only a password that is fine on its own needs the second copy compared.
  .refine(({ newPassword, confirmPassword }) => confirmPassword === newPassword || !ResetPasswordRequest.shape.newPassword.safeParse(newPassword).success, {
    path: ['confirmPassword'],
    message: 'The two passwords are not the same',
  });
const linkClass = 'font-semibold text-sky underline underline-offset-4';

/** Opened from the reset e-mail (`?token=…`): choose the new password. */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password', 'Choose a new password for your Kritzel account.');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const form = useContractForm(NewPasswordFields, { defaultValues: { newPassword: '', confirmPassword: '' } });
  const fieldErrors = form.formState.errors;
  const reset = useResetPassword();
  const onSubmit = form.handleSubmit(({ newPassword }) => reset.mutate({ token, newPassword }));

  const footer = (
    <p>
      <Link href="/forgot-password" className={linkClass}>
        Ask for a new link
      </Link>
    </p>
  );

  if (!token) {
    return (
      <AuthLayout title="Choose a new password" underline="new" intro={AUTH_MESSAGES.resetLinkInvalid} footer={footer}>
        <p>Open the link from the e-mail we sent you, or ask for a new one.</p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Choose a new password" underline="new" intro="Choose the password you will sign in with from now on." footer={footer}>
      {reset.isSuccess ? (
        <div className="grid gap-4">
          <p role="status" className="font-medium">
            {AUTH_MESSAGES.passwordReset}
          </p>
          <Link href="/sign-in" className={linkClass}>
            Sign in
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Choose a new password">
          <FormAlert message={reset.isError ? errorMessage(reset.error, 'We could not change your password just now. Please try again.') : null} />
          <NewPasswordField error={fieldErrors.newPassword?.message} {...form.register('newPassword')} />
          <TextField
            label="New password again"
            type="password"
            autoComplete="new-password"
            required
            error={fieldErrors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
            {reset.isPending ? 'Saving…' : 'Save the new password'}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
