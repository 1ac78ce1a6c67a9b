import { Link, useSearch } from 'wouter';
import { SignInRequest } from '../../../../contracts/auth';
import { safeReturnTo } from '../../../../contracts/return-to';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api';
import { useContractForm } from '@/lib/contract-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSignIn } from '../api/sign-in';
import { AuthFooterLink, AuthLayout, FormAlert } from '../components/auth-layout';
import { EmailField, typedEmail } from '../components/email-field';
import { OidcButton } from '../components/oidc-button';
import { withReturnTo } from '../login-url';

const SignInFields = SignInRequest.extend({ email: typedEmail(SignInRequest.shape.email) });

export function SignInPage() {
  const t = useT();
  useDocumentTitle(t('auth.signIn.docTitle'), t('auth.signIn.docDescription'));
  const returnTo = new URLSearchParams(useSearch()).get('returnTo');
  const form = useContractForm(SignInFields, { defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;
  const signIn = useSignIn();

  const onSubmit = form.handleSubmit((request) =>
    signIn.mutate(request, {
      // A full page load: every query starts fresh for the signed-in parent.
      onSuccess: () => window.location.assign(safeReturnTo(returnTo)),
    }),
  );

  const busy = signIn.isPending || signIn.isSuccess;
  const serverError = signIn.isError ? errorMessage(signIn.error, t('auth.signIn.failed')) : null;

  return (
    <AuthLayout
      titleKey="auth.signIn.title"
      intro={t('auth.signIn.intro')}
      footer={<AuthFooterLink k="auth.signIn.footer" href={withReturnTo('/sign-up', returnTo)} />}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label={t('auth.signIn.form')}>
        <FormAlert message={serverError} />
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="current-password"
          required
          error={errors.password?.message}
          {...form.register('password')}
        />
        <p className="-mt-2 text-right text-sm">
          <Link href="/forgot-password" className="font-semibold text-sky underline underline-offset-4">
            {t('auth.signIn.forgot')}
          </Link>
        </p>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? t('auth.signIn.busy') : t('auth.signIn.submit')}
        </Button>
      </form>
      <OidcButton returnTo={safeReturnTo(returnTo)} />
    </AuthLayout>
  );
}
