import { ArrowLeft } from 'lucide-react';
import { Link } from 'wouter';
import { PageShell, type BackLink } from '@/components/page-shell';
import type { PlanChallengeState } from '../api/plan-challenge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import type { Translator } from '../../../../contracts/i18n/translator';

/** Where "back" leads from a week's screen: the plan, or the dashboard when there is no plan. */
export function backTarget(t: Translator, planId: string | undefined): BackLink {
  return planId
    ? { href: `/plans/${encodeURIComponent(planId)}`, label: t('submissions.backToPlan') }
    : { href: '/dashboard', label: t('submissions.backToDashboard') };
}

/** "Plan not found", "Challenge not found" or a failed load, always with a way back. */
export function ChallengeNotice({ title, text, back, onRetry }: { title: string; text: string; back: BackLink; onRetry?: () => void }) {
  const t = useT();
  return (
    <Card>
      <CardContent className="grid justify-items-start gap-3">
        <h1 className="text-2xl font-extrabold">{title}</h1>
        <p className="text-muted">{text}</p>
        <div className="flex flex-wrap gap-3">
          {onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              {t('submissions.tryAgain')}
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
  const t = useT();
  return (
    <div className="mt-12 grid justify-items-center gap-3 text-muted">
      <Spinner label={label} />
      <p aria-hidden="true">{t('submissions.loadingEllipsis', { label })}</p>
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
  planNotFound: 'submissions.planNotFound' | 'submissions.challengeNotFound';
}) {
  const t = useT();
  const back = backTarget(t, state.status === 'plan-not-found' ? undefined : planId);
  return (
    <PageShell back={back}>
      {state.status === 'loading' ? (
        <ChallengeLoading label={t('submissions.loadingChallenge')} />
      ) : state.status === 'error' ? (
        <ChallengeNotice title={t('submissions.challengeLoadFailed')} text={t('submissions.checkConnection')} back={back} onRetry={state.retry} />
      ) : state.status === 'plan-not-found' ? (
        <ChallengeNotice title={t(planNotFound)} text={t('submissions.planNotFoundText')} back={back} />
      ) : (
        <ChallengeNotice title={t('submissions.challengeNotFound')} text={t('submissions.challengeNotFoundText')} back={back} />
      )}
    </PageShell>
  );
}
