import { Link, useSearch } from 'wouter';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AuthFooterLink, AuthLayout, plainTitle } from '../components/auth-layout';

const linkClass = 'font-semibold text-sky underline underline-offset-4';

/**
 * Where single sign-on ends when it fails (the server sends better-auth's `?error=` code here).
 * `account_not_linked`: the address already has a password account, and it was not joined
 * because the provider or Kritzel has not confirmed the address (see auth.ts, accountLinking).
 */
export function SsoProblemPage() {
  const error = new URLSearchParams(useSearch()).get('error');
  const passwordAccount = error === 'account_not_linked';
  const t = useT();
  const title = passwordAccount ? 'auth.sso.passwordTitle' : 'auth.sso.failedTitle';
  useDocumentTitle(plainTitle(t, title), t('auth.sso.docDescription'));

  return (
    <AuthLayout
      titleKey={title}
      intro={passwordAccount ? t('auth.sso.passwordIntro') : t('auth.sso.failedIntro')}
      footer={<AuthFooterLink k="auth.sso.footer" href="/contact" />}
    >
      <div className="grid gap-5">
        {passwordAccount ? (
          <>
            <p>{t('auth.sso.passwordHow')}</p>
            <p className="text-muted">{t('auth.sso.passwordWhy')}</p>
          </>
        ) : (
          <p>{t('auth.sso.tryAgain')}</p>
        )}
        <Button asChild size="lg" className="w-full">
          <Link href="/sign-in">{passwordAccount ? t('auth.sso.signIn') : t('auth.sso.backToSignIn')}</Link>
        </Button>
        {passwordAccount ? (
          <p className="text-center text-sm">
            <Link href="/forgot-password" className={linkClass}>
              {t('auth.sso.forgot')}
            </Link>
          </p>
        ) : null}
      </div>
    </AuthLayout>
  );
}
