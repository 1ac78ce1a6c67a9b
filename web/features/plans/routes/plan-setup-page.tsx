import { Redirect } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { Spinner } from '@/components/ui/spinner';
import type { PageProps } from '@/page-props';
import { errorStatus } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePlan } from '@/lib/use-plan';
import { PageShell } from '@/components/page-shell';
import { SetupForm } from '../components/setup-form';
import { usePaymentReturn } from '@/features/payments';
import { childDisplayName, hasPlanData, hasStartingDrawing } from '../lib/plan-status';

/** /plans/{planId}/setup: after payment, the baseline drawing and age make the 26-week plan. */
export function PlanSetupPage({ params }: PageProps) {
  useDocumentTitle('Complete Your Plan Setup');
  const planId = params.planId ?? '';
  const verifying = usePaymentReturn(planId);
  const query = usePlan(planId, { enabled: !verifying });
  const plan = query.data?.plan;

  if (plan && hasPlanData(plan)) return <Redirect to={`/plans/${encodeURIComponent(planId)}`} replace />;

  return (
    <PageShell back={{ href: '/dashboard', label: 'Back to Dashboard' }}>
      <h1 className="text-3xl font-extrabold sm:text-4xl">
        Complete Your Plan <ScribbleUnderline color="leaf">Setup</ScribbleUnderline>
      </h1>
      {verifying || query.isPending ? (
        <div className="mt-12 grid justify-items-center gap-3 text-muted">
          <Spinner label={verifying ? 'Verifying your payment' : 'Loading your plan'} />
          <p aria-hidden="true">{verifying ? 'Verifying your payment…' : 'Loading your plan…'}</p>
        </div>
      ) : query.isError ? (
        <Notice
          title={errorStatus(query.error) === 404 ? 'Plan not found' : 'We couldn’t load this plan'}
          text={errorStatus(query.error) === 404 ? 'This plan does not exist or belongs to another account.' : 'Please check your connection and try again.'}
          onRetry={errorStatus(query.error) === 404 ? undefined : () => void query.refetch()}
        />
      ) : plan && !plan.isPaid ? (
        <Notice title="This plan is waiting for payment" text="Complete the payment from your dashboard, then come back to set it up." />
      ) : (
        <>
          <p className="mt-4 mb-8 max-w-prose text-lg text-muted">
            {plan && hasStartingDrawing(plan)
              ? `${childDisplayName(plan)}'s plan starts from the drawing of your free analysis. Check the birth month, and we tune 26 weekly challenges to where the drawing is today.`
              : `One drawing and ${plan ? `${childDisplayName(plan)}'s` : 'your child’s'} birth month are all we need. We look at where the drawing is today and tune 26 weekly challenges to it.`}
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
  return (
    <Card className="mt-8">
      <CardContent className="grid justify-items-start gap-3">
        <h2 className="text-xl font-bold">{title}</h2>
        <p className="text-muted">{text}</p>
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
