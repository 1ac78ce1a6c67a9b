import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';

/** Header with the logo and "Back to Progress" (the plan screen), then the page. */
export function SubmissionShell({ planId, children }: { planId: string; children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-2 sm:px-6">
          <BrandLogo />
          <Button asChild variant="ghost" size="sm">
            <Link href={`/plans/${encodeURIComponent(planId)}`}>
              <ArrowLeft aria-hidden="true" />
              Back to Progress
            </Link>
          </Button>
        </div>
      </header>
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6 sm:py-12">{children}</main>
    </div>
  );
}
