import { Link } from 'wouter';
import { SiteHeader } from '@/components/site-header';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';

export function FreeAnalysisHeader() {
  const { isAuthenticated } = useAuth();
  return (
    <SiteHeader width="max-w-5xl">
      {isAuthenticated ? (
        <Button asChild size="sm" variant="secondary">
          <Link href="/dashboard">Go to Dashboard</Link>
        </Button>
      ) : (
        <Button asChild size="sm" variant="secondary">
          {/* A plain link: the server starts the sign-in flow. */}
          <a href="/api/login">Log in</a>
        </Button>
      )}
    </SiteHeader>
  );
}
