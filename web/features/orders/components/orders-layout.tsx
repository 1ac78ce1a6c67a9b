import { LayoutDashboard } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';

/** The shop's signed-in pages: logo, the way back to the dashboard, and the page itself. */
export function OrdersLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-2 sm:px-6">
          <BrandLogo />
          <Button asChild size="sm" variant="secondary">
            <Link href="/dashboard">
              <LayoutDashboard aria-hidden="true" />
              Go to Dashboard
            </Link>
          </Button>
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6 sm:py-12">{children}</main>
    </div>
  );
}
