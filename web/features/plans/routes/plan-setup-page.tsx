import { Redirect } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { Spinner } from '@/components/ui/spinner';
import type { PageProps } from '@/page-props';
import { errorStatus } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Rich, useT } from '@/i18n/use-t';
import { usePlan } from '@/lib/use-plan';
import { PageShell } from '@/components/page-shell';
import { SetupForm } from '../components/setup-form';
import { usePaymentReturn } from '@/features/payments';
import { childDisplayName, hasPlanData, hasStartingDrawing } from '../lib/plan-status';

/** /plans/{planId}/setup: after payment, the baseline drawing and age make the 26-week plan. */
export function PlanSetupPage({ params }: PageProps) {
  const t = useT();
  useDocumentTitle(t('plans.setup.documentTitle'));
  const planId = params.planId ?? '';
  const verifying = usePaymentReturn(planId);
  const query = usePlan(planId, { enabled: !verifying });
  const plan = query.data?.plan;

  if (plan && hasPlanData(plan)) return <Redirect to={`/plans/${encodeURIComponent(planId)}`} replace />;

  return (
    <PageShell back={{ href: '/dashboard', label: t('plans.backToDashboard') }}>
      <h1 className="text-3xl font-extrabold sm:text-4xl">
        <Rich k="plans.setup.title" values={{ underline: (chunks) => <ScribbleUnderline color="leaf">{chunks}</ScribbleUnderline> }} />
      </h1>
      {verifying || query.isPending ? (
        <div className="mt-12 grid justify-items-center gap-3 text-muted">
          <Spinner label={verifying ? t('plans.setup.verifying') : t('plans.loading')} />
          <p aria-hidden="true">{verifying ? t('plans.setup.verifyingEllipsis') : t('plans.loadingEllipsis')}</p>
        </div>
      ) : query.isError ? (
        <Notice
          title={errorStatus(query.error) === 404 ? t('plans.notFound') : t('plans.loadFailed')}
          text={errorStatus(query.error) === 404 ? t('plans.notFoundText') : t('plans.checkConnection')}
          onRetry={errorStatus(query.error) === 404 ? undefined : () => void query.refetch()}
        />
      ) : plan && !plan.isPaid ? (
        <Notice title={t('plans.setup.waitingTitle')} text={t('plans.setup.waitingText')} />
      ) : (
        <>
          <p className="mt-4 mb-8 max-w-prose text-lg text-muted">
            {plan && hasStartingDrawing(plan)
              ? t('plans.setup.introStarting', { name: childDisplayName(plan, t) })
              : plan
                ? t('plans.setup.introNamed', { name: childDisplayName(plan, t) })
                : t('plans.setup.introUnnamed')}
          </p>
          <SetupForm
            planId={planId}
            hasStartingDrawing={plan ? hasStartingDrawing(plan) : false}
            startingImageUrl={plan?.baselineImageUrl}
            birth={{ birthMonth: plan?.birthMonth ?? undefined, birthYear: plan?.birthYear ?? undefined }}
          />
        </>
      )}
    </PageShell>
  );
}

function Notice({ title, text, onRetry }: { title: string; text: string; onRetry?: () => void }) {
  const t = useT();
  return (
    <Card className="mt-8">
      <CardContent className="grid justify-items-start gap-3">
        <h2 className="text-xl font-bold">{title}</h2>
        <p className="text-muted">{text}</p>
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {t('plans.tryAgain')}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
