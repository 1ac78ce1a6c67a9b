import { Link, useSearch } from 'wouter';
import { z } from 'zod';
import { AUTH_MESSAGE_KEYS, ResetPasswordRequest } from '../../../../contracts/auth';
import { messageKey } from '../../../../contracts/i18n/keys';
import { Button } from '@/components/ui/button';
import { NewPasswordField } from '@/components/new-password-field';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api';
import { useContractForm } from '@/lib/contract-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResetPassword } from '../api/password-reset';
import { AuthLayout, FormAlert, plainTitle } from '../components/auth-layout';

/** The new password twice; the token comes from the link, not the form. */
const NewPasswordFields = ResetPasswordRequest.pick({ newPassword: true })
  .extend({ confirmPassword: z.string() })
  // Only a password that is fine on its own needs the second copy compared.
  .refine(({ newPassword, confirmPassword }) => confirmPassword === newPassword || !ResetPasswordRequest.shape.newPassword.safeParse(newPassword).success, {
    path: ['confirmPassword'],
    message: messageKey('validation.passwordsDiffer'),
  });
const linkClass = 'font-semibold text-sky underline underline-offset-4';

/** Opened from the reset e-mail (`?token=…`): choose the new password. */
export function ResetPasswordPage() {
  const t = useT();
  useDocumentTitle(plainTitle(t, 'auth.reset.title'), t('auth.reset.docDescription'));
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const form = useContractForm(NewPasswordFields, { defaultValues: { newPassword: '', confirmPassword: '' } });
  const fieldErrors = form.formState.errors;
  const reset = useResetPassword();
  const onSubmit = form.handleSubmit(({ newPassword }) => reset.mutate({ token, newPassword }));

  const footer = (
    <p>
      <Link href="/forgot-password" className={linkClass}>
        {t('auth.reset.askAgain')}
      </Link>
    </p>
  );

  if (!token) {
    return (
      <AuthLayout titleKey="auth.reset.title" intro={t(AUTH_MESSAGE_KEYS.resetLinkInvalid)} footer={footer}>
        <p>{t('auth.reset.noToken')}</p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout titleKey="auth.reset.title" intro={t('auth.reset.intro')} footer={footer}>
      {reset.isSuccess ? (
        <div className="grid gap-4">
          <p role="status" className="font-medium">
            {t(AUTH_MESSAGE_KEYS.passwordReset)}
          </p>
          <Link href="/sign-in" className={linkClass}>
            {t('auth.reset.signIn')}
          </Link>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={plainTitle(t, 'auth.reset.title')}>
          <FormAlert message={reset.isError ? errorMessage(reset.error, t('auth.reset.failed')) : null} />
          <NewPasswordField error={fieldErrors.newPassword?.message} {...form.register('newPassword')} />
          <TextField
            label={t('auth.reset.again')}
            type="password"
            autoComplete="new-password"
            required
            error={fieldErrors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
            {reset.isPending ? t('auth.reset.busy') : t('auth.reset.submit')}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
