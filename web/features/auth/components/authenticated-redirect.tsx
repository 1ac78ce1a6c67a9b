import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';

/** Signed-in parents have no use for the landing or sign-in pages: straight to their plans. */
export function AuthenticatedRedirect() {
  const t = useT();
  const [, navigate] = useLocation();
  useEffect(() => {
    navigate('/dashboard', { replace: true });
  }, [navigate]);
  return <FullScreenSpinner label={t('auth.redirect.toDashboard')} />;
}
