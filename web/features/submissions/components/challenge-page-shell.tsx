import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { PageShell, type BackLink } from '@/components/page-shell';
import type { PlanChallengeState } from '../api/plan-challenge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

/** Where "back" leads from a week's screen: the plan, or the dashboard when there is no plan. */
export function backTarget(planId: string | undefined): BackLink {
  return planId ? { href: `/plans/${encodeURIComponent(planId)}`, label: 'Back to Plan' } : { href: '/dashboard', label: 'Back to Dashboard' };
}

/** "Plan not found", "Challenge not found" or a failed load, always with a way back. */
export function ChallengeNotice({ title, text, back, onRetry }: { title: string; text: string; back: BackLink; onRetry?: () => void }) {
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

/**
 * A week's screen until its challenge is ready: loading, a failed load (with Try again), or
 * not found. `planNotFound` is what a missing plan is called on this screen (the interactive
 * session names only "Challenge not found").
 */
export function ChallengeUnavailable({
  planId,
  state,
  planNotFound,
}: {
  planId: string;
  state: Exclude<PlanChallengeState, { status: 'ready' }>;
  planNotFound: 'Plan not found' | 'Challenge not found';
}) {
  const back = backTarget(state.status === 'plan-not-found' ? undefined : planId);
  return (
    <PageShell back={back}>
      {state.status === 'loading' ? (
        <ChallengeLoading label="Loading this week’s challenge" />
      ) : state.status === 'error' ? (
        <ChallengeNotice title="We couldn’t load this challenge" text="Please check your connection and try again." back={back} onRetry={state.retry} />
      ) : state.status === 'plan-not-found' ? (
        <ChallengeNotice title={planNotFound} text="This plan does not exist or belongs to another account." back={back} />
      ) : (
        <ChallengeNotice title="Challenge not found" text="This plan has no challenge for that week." back={back} />
      )}
    </PageShell>
  );
}
