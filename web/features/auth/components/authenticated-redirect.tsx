import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { FullScreenSpinner } from '@/components/ui/spinner';

/** Signed-in parents have no use for the landing or sign-in pages: straight to their plans. */
export function AuthenticatedRedirect() {
  const [, navigate] = useLocation();
  useEffect(() => {
    navigate('/dashboard', { replace: true });
  }, [navigate]);
  return <FullScreenSpinner label="Opening your dashboard" />;
}
