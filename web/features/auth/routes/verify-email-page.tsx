import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { AUTH_MESSAGES } from '../../../../contracts/auth';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useConfirmEmail } from '../api/confirm-email';
import { useAuth } from '../api/use-auth';
import { AuthLayout } from '../components/auth-layout';

const linkClass = 'font-semibold text-sky underline underline-offset-4';

/**
 * Opened from the welcome or confirmation e-mail (`?token=…`). The address is confirmed by this
 * page's request, not by opening the link, so a mail scanner that follows links confirms nothing.
 */
export function VerifyEmailPage() {
  useDocumentTitle('Confirm your e-mail address', 'Confirm the e-mail address of your Kritzel account.');
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const { isAuthenticated } = useAuth();
  const confirm = useConfirmEmail();
  const { mutate } = confirm;

  useEffect(() => {
    if (token) mutate(token);
  }, [token, mutate]);

  const next = isAuthenticated ? { href: '/dashboard', label: 'Go to your dashboard' } : { href: '/sign-in', label: 'Sign in' };
  const failed = !token || confirm.isError;
  return (
    <AuthLayout
      title="Confirm your e-mail address"
      underline="e-mail"
      intro="We confirm each address so that only its owner receives your child's news."
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
          {failed ? (token ? errorMessage(confirm.error, AUTH_MESSAGES.confirmLinkInvalid) : AUTH_MESSAGES.confirmLinkInvalid) : AUTH_MESSAGES.emailConfirmed}
        </p>
      ) : (
        <Spinner label="Confirming your e-mail address" />
      )}
    </AuthLayout>
  );
}
