import { AUTH_MESSAGE_KEYS, ForgotPasswordRequest } from '../../../../contracts/auth';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api';
import { useContractForm } from '@/lib/contract-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRequestPasswordReset } from '../api/password-reset';
import { AuthFooterLink, AuthLayout, FormAlert } from '../components/auth-layout';
import { EmailField, typedEmail } from '../components/email-field';

const ForgotPasswordFields = ForgotPasswordRequest.extend({ email: typedEmail(ForgotPasswordRequest.shape.email) });

/** "Forgot password?": asks for the address and sends a link; never says whether it has an account. */
export function ForgotPasswordPage() {
  const t = useT();
  useDocumentTitle(t('auth.forgot.docTitle'), t('auth.forgot.docDescription'));
  const form = useContractForm(ForgotPasswordFields, { defaultValues: { email: '' } });
  const request = useRequestPasswordReset();
  const onSubmit = form.handleSubmit((checked) => request.mutate(checked));

  return (
    <AuthLayout titleKey="auth.forgot.title" intro={t('auth.forgot.intro')} footer={<AuthFooterLink k="auth.forgot.footer" href="/sign-in" />}>
      {request.isSuccess ? (
        <p role="status" className="font-medium">
          {t(AUTH_MESSAGE_KEYS.resetLinkSent)}
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={t('auth.forgot.form')}>
          <FormAlert message={request.isError ? errorMessage(request.error, t('auth.forgot.failed')) : null} />
          <EmailField error={form.formState.errors.email?.message} {...form.register('email')} />
          <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
            {request.isPending ? t('auth.forgot.busy') : t('auth.forgot.submit')}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
