import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { toast } from '@/lib/use-toast';
import { LOGIN_REDIRECT_DELAY_MS, loginUrl } from '../login-url';

/**
 * A signed-out visitor on a protected screen: say so, then hand over to the server's
 * login, which brings them back to this exact path afterwards.
 */
export function LoginRedirect() {
  const [path] = useLocation();
  const search = useSearch();

  useEffect(() => {
    toast({ variant: 'destructive', title: 'You are logged out. Logging in again...' });
    const returnTo = search ? `${path}?${search}` : path;
    const timer = setTimeout(() => {
      window.location.href = loginUrl(returnTo);
    }, LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [path, search]);

  return <FullScreenSpinner label="Taking you to sign in" />;
}
