import { Clock } from 'lucide-react';
import { Link, Redirect } from 'wouter';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import type { PageProps } from '@/page-props';
import { errorStatus } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
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
  useDocumentTitle(weekNumber ? `Submit Week ${weekNumber}` : 'Submit Challenge');
  const query = usePlan(planId, { enabled: planId !== '' });

  if (!planId || !params.weekNumber) return <Redirect to="/dashboard" replace />;

  const plan = query.data?.plan;
  const challenge = plan?.planData?.challenges.find((c) => c.week === weekNumber);

  return (
    <PageShell back={{ href: `/plans/${encodeURIComponent(planId)}`, label: 'Back to Progress' }}>
      {query.isPending ? (
        <div className="mt-12 grid justify-items-center gap-3 text-muted">
          <Spinner label="Loading this week’s challenge" />
        </div>
      ) : query.isError ? (
        errorStatus(query.error) === 404 ? (
          <NotFound title="Plan not found" text="This plan does not exist or belongs to another account." />
        ) : (
          <Notice title="We couldn’t load this plan" text="Please check your connection and try again." onRetry={() => void query.refetch()} />
        )
      ) : !challenge || weekNumber === null ? (
        <NotFound title="Challenge not found" text="This plan has no challenge for that week." planId={planId} />
      ) : (
        <>
          <p className="font-semibold text-sunflower">Week {weekNumber} of 26</p>
          <h1 className="mt-1 text-3xl font-extrabold sm:text-4xl">{challenge.title}</h1>
          <p className="mt-4 max-w-prose text-lg text-muted">{challenge.description}</p>
          <p className="mt-2 flex items-center gap-2 text-sm text-muted">
            <Clock className="size-4" aria-hidden="true" />
            About {challenge.estimatedTime}
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
  return (
    <Card className="mt-8">
      <CardContent className="grid justify-items-start gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-muted">{text}</p>
        <Button asChild variant="secondary">
          <Link href={planId ? `/plans/${encodeURIComponent(planId)}` : '/dashboard'}>{planId ? 'Back to Progress' : 'Back to Dashboard'}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

function Notice({ title, text, onRetry }: { title: string; text: string; onRetry: () => void }) {
  return (
    <Card className="mt-8">
      <CardContent className="grid justify-items-start gap-3">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="text-muted">{text}</p>
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </CardContent>
    </Card>
  );
}
