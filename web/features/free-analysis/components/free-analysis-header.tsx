import { Link } from 'wouter';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';

export function FreeAnalysisHeader() {
  const { isAuthenticated } = useAuth();
  return (
    <header className="border-b border-border">
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-2 sm:px-6">
        <BrandLogo />
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
      </div>
    </header>
  );
}
