import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { toastsReady } from '@/components/ui/toast-area';
import { useT } from '@/i18n/use-t';
import { toast } from '@/lib/use-toast';
import { LOGIN_REDIRECT_DELAY_MS, loginUrl } from '../login-url';

/**
 * A signed-out visitor on a protected screen: say so, then hand over to the server's
 * login, which brings them back to this exact path afterwards. The admin pages use the
 * spec's own words ("Unauthorized" / "You need to be logged in to access this page").
 */
export function LoginRedirectWith({ title, description }: { title: string; description?: string }) {
  const t = useT();
  const [path] = useLocation();
  const search = useSearch();

  useEffect(() => {
    const returnTo = search ? `${path}?${search}` : path;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The page is left right after: the toast must be on screen for the whole delay.
    void toastsReady().then(() => {
      if (cancelled) return;
      toast({ variant: 'destructive', title, description });
      timer = setTimeout(() => {
        window.location.href = loginUrl(returnTo);
      }, LOGIN_REDIRECT_DELAY_MS);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [path, search, title, description]);

  return <FullScreenSpinner label={t('auth.redirect.toSignIn')} />;
}

/** The parents' version: "You are logged out. Logging in again...". */
export function LoginRedirect() {
  const t = useT();
  return <LoginRedirectWith title={t('auth.redirect.loggedOut')} />;
}
