import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

/** Where "back" leads from a week's screen: the plan, or the dashboard when there is no plan. */
export function backTarget(planId: string | undefined): { href: string; label: string } {
  return planId ? { href: `/plans/${encodeURIComponent(planId)}`, label: 'Back to Plan' } : { href: '/dashboard', label: 'Back to Dashboard' };
}

/** Header with the logo and a way back, then the page. */
export function ChallengePageShell({ back, children, wide = false }: { back: { href: string; label: string }; children: ReactNode; wide?: boolean }) {
  const width = wide ? 'max-w-5xl' : 'max-w-3xl';
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border">
        <div className={`mx-auto flex ${width} items-center justify-between gap-3 px-4 py-2 sm:px-6`}>
          <BrandLogo />
          <Button asChild variant="ghost" size="sm">
            <Link href={back.href}>
              <ArrowLeft aria-hidden="true" />
              {back.label}
            </Link>
          </Button>
        </div>
      </header>
      <main className={`mx-auto w-full ${width} flex-1 px-4 py-6 sm:px-6 sm:py-10`}>{children}</main>
    </div>
  );
}

/** "Plan not found", "Challenge not found" or a failed load, always with a way back. */
export function ChallengeNotice({ title, text, back, onRetry }: { title: string; text: string; back: { href: string; label: string }; onRetry?: () => void }) {
  return (
    <Card>
      <CardContent className="grid justify-items-start gap-3">
        <h1 className="text-2xl font-extrabold">{title}</h1>
        <p className="text-muted">{text}</p>
        <div className="flex flex-wrap gap-3">
          {onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              Try again
            </Button>
          ) : null}
          <Button asChild>
            <Link href={back.href}>
              <ArrowLeft aria-hidden="true" />
              {back.label}
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

export function ChallengeLoading({ label }: { label: string }) {
  return (
    <div className="mt-12 grid justify-items-center gap-3 text-muted">
      <Spinner label={label} />
      <p aria-hidden="true">{label}…</p>
    </div>
  );
}
