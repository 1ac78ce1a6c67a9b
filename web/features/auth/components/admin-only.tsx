import { useEffect, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { ADMIN_MESSAGES } from '../../../../contracts/admin-messages';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import { toast } from '@/lib/use-toast';
import { useAuth } from '../api/use-auth';
import { LoginRedirectWith } from './login-redirect';

/** Signed out on an admin page: the spec's "Unauthorized" toast, then the login. */
export function AdminLoginRedirect() {
  return <LoginRedirectWith title={ADMIN_MESSAGES.unauthorizedTitle} description={ADMIN_MESSAGES.unauthorized} />;
}

/** A parent on an admin page: "Access Denied", then home. The server refuses them (403) anyway. */
function AccessDenied() {
  const t = useT();
  const [, navigate] = useLocation();
  useEffect(() => {
    toast({ variant: 'destructive', title: ADMIN_MESSAGES.accessDeniedTitle, description: ADMIN_MESSAGES.accessDenied });
    navigate('/', { replace: true });
  }, [navigate]);
  return <FullScreenSpinner label={t('auth.redirect.leavingAdmin')} />;
}

/** Wraps an admin page so it renders (and queries) only for an administrator. */
export function adminOnly<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function AdminPage(props: P) {
    const { user } = useAuth();
    if (!user) return <AdminLoginRedirect />;
    if (user.role !== 'admin') return <AccessDenied />;
    return <Page {...props} />;
  }
  return AdminPage;
}
