import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { AUTH_MESSAGE_KEYS } from '../../../../contracts/auth';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useConfirmEmail } from '../api/confirm-email';
import { useAuth } from '../api/use-auth';
import { AuthLayout, plainTitle } from '../components/auth-layout';

const linkClass = 'font-semibold text-sky underline underline-offset-4';

/**
 * Opened from the welcome or confirmation e-mail (`?token=…`). The address is confirmed by this
 * page's request, not by opening the link, so a mail scanner that follows links confirms nothing.
 */
export function VerifyEmailPage() {
  const t = useT();
  useDocumentTitle(plainTitle(t, 'auth.verify.title'), t('auth.verify.docDescription'));
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const { isAuthenticated } = useAuth();
  const confirm = useConfirmEmail();
  const { mutate } = confirm;

  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  const next = isAuthenticated ? { href: '/dashboard', label: t('auth.verify.dashboard') } : { href: '/sign-in', label: t('auth.verify.signIn') };
  const failed = !token || confirm.isError;
  return (
    <AuthLayout
      titleKey="auth.verify.title"
      intro={t('auth.verify.intro')}
      footer={
        <p>
          <Link href={next.href} className={linkClass}>
            {next.label}
          </Link>
        </p>
      }
    >
      {failed || confirm.isSuccess ? (
        <p role="status" className="font-medium">
          {failed
            ? token
              ? errorMessage(confirm.error, t(AUTH_MESSAGE_KEYS.confirmLinkInvalid))
              : t(AUTH_MESSAGE_KEYS.confirmLinkInvalid)
            : t(AUTH_MESSAGE_KEYS.emailConfirmed)}
        </p>
      ) : (
        <Spinner label={t('auth.verify.confirming')} />
      )}
    </AuthLayout>
  );
}
