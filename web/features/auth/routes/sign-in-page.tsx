import { Link, useSearch } from 'wouter';
import { BRAND } from '../../../../contracts/brand';
import { SignInRequest } from '../../../../contracts/auth';
import { safeReturnTo } from '../../../../contracts/return-to';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/api';
import { useContractForm } from '@/lib/contract-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSignIn } from '../api/sign-in';
import { AuthLayout, FormAlert } from '../components/auth-layout';
import { EmailField, typedEmail } from '../components/email-field';
import { OidcButton } from '../components/oidc-button';
import { withReturnTo } from '../login-url';

const SignInFields = SignInRequest.extend({ email: typedEmail(SignInRequest.shape.email) });

export function SignInPage() {
  useDocumentTitle('Sign in', "Sign in to see your child's plans, this week's drawing challenge and the feedback on each drawing.");
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
  const serverError = signIn.isError ? errorMessage(signIn.error, "We couldn't sign you in just now. Please try again.") : null;

  return (
    <AuthLayout
      title="Welcome back"
      underline="back"
      intro={`Sign in to see your child's drawings, challenges and progress in ${BRAND.name}.`}
      footer={
        <p>
          New here?{' '}
          <Link href={withReturnTo('/sign-up', returnTo)} className="font-semibold text-sky underline underline-offset-4">
            Create an account
          </Link>
        </p>
      }
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Sign in">
        <FormAlert message={serverError} />
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <TextField label="Password" type="password" autoComplete="current-password" required error={errors.password?.message} {...form.register('password')} />
        <p className="-mt-2 text-right text-sm">
          <Link href="/forgot-password" className="font-semibold text-sky underline underline-offset-4">
            Forgot password?
          </Link>
        </p>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </Button>
      </form>
      <OidcButton returnTo={safeReturnTo(returnTo)} />
    </AuthLayout>
  );
}
