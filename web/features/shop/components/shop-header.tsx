import { LayoutDashboard, LogIn } from 'lucide-react';
import { Link } from 'wouter';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { loginUrl } from '@/features/auth';

/** The shop's top bar: home, and the dashboard for a parent or sign-in for a visitor. */
export function ShopHeader({ isAuthenticated }: { isAuthenticated: boolean }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-2 sm:px-6">
        <BrandLogo />
        {isAuthenticated ? (
          <Button asChild size="sm" variant="secondary">
            <Link href="/dashboard">
              <LayoutDashboard aria-hidden="true" />
              Go to Dashboard
            </Link>
          </Button>
        ) : (
          <Button asChild size="sm">
            {/* A plain link: the server starts the sign-in flow and brings the visitor back. */}
            <a href={loginUrl('/shop')}>
              <LogIn aria-hidden="true" />
              Sign In to Purchase
            </a>
          </Button>
        )}
      </div>
    </header>
  );
}
