import { Link } from 'wouter';
import { SiteHeader } from '@/components/site-header';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { useT } from '@/i18n/use-t';

export function FreeAnalysisHeader() {
  const t = useT();
  const { isAuthenticated } = useAuth();
  return (
    <SiteHeader width="max-w-5xl">
      {isAuthenticated ? (
        <Button asChild size="sm" variant="secondary">
          <Link href="/dashboard">{t('freeAnalysis.header.dashboard')}</Link>
        </Button>
      ) : (
        <Button asChild size="sm" variant="secondary">
          {/* A plain link: the server starts the sign-in flow. */}
          <a href="/api/login">{t('freeAnalysis.header.logIn')}</a>
        </Button>
      )}
    </SiteHeader>
  );
}
