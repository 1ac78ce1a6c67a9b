import { Clock } from 'lucide-react';
import { Link, Redirect } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import type { PageProps } from '@/page-props';
import { errorStatus } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useT } from '@/i18n/use-t';
import { usePlan } from '@/lib/use-plan';
import { PageShell } from '@/components/page-shell';
import { SubmitForm } from '../components/submit-form';

/** "3" → 3; anything that is not a whole week number → null. */
function parseWeek(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  return Number(value);
}

/**
 * /submit-challenge/{planId}/{weekNumber} and /plans/{planId}/submit/{weekNumber}: the
 * week's photos and observations (spec 000 §2). Missing parameters lead to the dashboard.
 */
export function SubmitChallengePage({ params }: PageProps) {
  const planId = params.planId ?? '';
  const weekNumber = parseWeek(params.weekNumber);
  const t = useT();
  useDocumentTitle(weekNumber ? t('submissions.submit.documentTitle', { week: weekNumber }) : t('submissions.submit.documentTitleNoWeek'));
  const query = usePlan(planId, { enabled: planId !== '' });

  if (!planId || !params.weekNumber) return <Redirect to="/dashboard" replace />;

  const plan = query.data?.plan;
  const challenge = plan?.planData?.challenges.find((c) => c.week === weekNumber);

  return (
    <PageShell back={{ href: `/plans/${encodeURIComponent(planId)}`, label: t('submissions.backToProgress') }}>
      {query.isPending ? (
        <div className="mt-12 grid justify-items-center gap-3 text-muted">
          <Spinner label={t('submissions.loadingChallenge')} />
        </div>
      ) : query.isError ? (
        errorStatus(query.error) === 404 ? (
          <NotFound title={t('submissions.planNotFound')} text={t('submissions.planNotFoundText')} />
        ) : (
          <Notice title={t('submissions.planLoadFailed')} text={t('submissions.checkConnection')} onRetry={() => void query.refetch()} />
        )
      ) : !challenge || weekNumber === null ? (
        <NotFound title={t('submissions.challengeNotFound')} text={t('submissions.challengeNotFoundText')} planId={planId} />
      ) : (
        <>
          <p className="font-semibold text-sunflower">{t('submissions.submit.weekOf', { week: weekNumber })}</p>
          <h1 className="mt-1 text-3xl font-extrabold sm:text-4xl">{challenge.title}</h1>
          <p className="mt-4 max-w-prose text-lg text-muted">{challenge.description}</p>
          <p className="mt-2 flex items-center gap-2 text-sm text-muted">
            <Clock className="size-4" aria-hidden="true" />
            {t('submissions.aboutTime', { time: challenge.estimatedTime })}
          </p>
          <div className="mt-8">
            {/* One form per week: another week's address starts its own (and its own draft). */}
            <SubmitForm key={`${planId}/${weekNumber}`} planId={planId} weekNumber={weekNumber} />
          </div>
        </>
      )}
    </PageShell>
  );
}

function NotFound({ title, text, planId }: { title: string; text: string; planId?: string }) {
  const t = useT();
  return (
    <Card className="mt-8">
      <CardContent className="grid justify-items-start gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-muted">{text}</p>
        <Button asChild variant="secondary">
          <Link href={planId ? `/plans/${encodeURIComponent(planId)}` : '/dashboard'}>
            {planId ? t('submissions.backToProgress') : t('submissions.backToDashboard')}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function Notice({ title, text, onRetry }: { title: string; text: string; onRetry: () => void }) {
  const t = useT();
  return (
    <Card className="mt-8">
      <CardContent className="grid justify-items-start gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-muted">{text}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('submissions.tryAgain')}
        </Button>
      </CardContent>
    </Card>
  );
}
