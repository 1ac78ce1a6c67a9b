import { Link, useSearch } from 'wouter';
import { BRAND } from '../../../../contracts/brand';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthLayout } from '../components/auth-layout';

const linkClass = 'font-semibold text-sky underline underline-offset-4';

/**
 * Where single sign-on ends when it fails (the server sends better-auth's `?error=` code here).
 * `account_not_linked`: the address already has a password account, and it was not joined
 * because the provider or Kritzel has not confirmed the address (see auth.ts, accountLinking).
 */
export function SsoProblemPage() {
  const error = new URLSearchParams(useSearch()).get('error');
  const passwordAccount = error === 'account_not_linked';
  useDocumentTitle(passwordAccount ? 'Sign in with your password' : 'Single sign-on did not work', 'What to do when single sign-on did not sign you in.');

  return (
    <AuthLayout
      title={passwordAccount ? 'Sign in with your password' : 'Single sign-on did not work'}
      underline={passwordAccount ? 'password' : 'sign-on'}
      intro={
        passwordAccount
          ? `This e-mail address already has a ${BRAND.name} password.`
          : 'Your sign-in provider sent you back, but we could not finish signing you in. Nothing was changed.'
      }
      footer={
        <p>
          Still stuck?{' '}
          <Link href="/contact" className={linkClass}>
            Write to us
          </Link>
        </p>
      }
    >
      <div className="grid gap-5">
        {passwordAccount ? (
          <>
            <p>Please sign in with your e-mail address and password.</p>
            <p className="text-muted">
              To keep your account safe, we add single sign-on to an existing account only when both your sign-in provider and {BRAND.name} have confirmed the
              address.
            </p>
          </>
        ) : (
          <p>Please try again, or sign in with your e-mail address and password.</p>
        )}
        <Button asChild size="lg" className="w-full">
          <Link href="/sign-in">{passwordAccount ? 'Sign in' : 'Back to sign in'}</Link>
        </Button>
        {passwordAccount ? (
          <p className="text-center text-sm">
            <Link href="/forgot-password" className={linkClass}>
              Forgot your password?
            </Link>
          </p>
        ) : null}
      </div>
    </AuthLayout>
  );
}
