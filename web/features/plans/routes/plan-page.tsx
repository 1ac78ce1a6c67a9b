import { BookImage, ChartLine, CircleHelp, ListChecks, TrendingUp } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Redirect } from 'wouter';
import type { Plan } from '../../../../contracts/plans';
import type { Submission } from '../../../../contracts/submissions';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { GrowthPanel } from '@/features/growth';
import { GuidanceCard } from '@/features/plans/components/guidance-card';
import { childDisplayName, hasPlanData } from '@/features/plans/lib/plan-status';
import { usePlanEvaluationPolling } from '@/features/submissions';
import type { PageProps } from '@/page-props';
import { errorStatus } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import { toast } from '@/lib/use-toast';
import { useUrlTab } from '@/lib/use-url-tab';
import { usePlanData } from '../api/get-plan-data';
import { GalleryTab } from '../components/gallery-tab';
import { PlanTitle, PlanTopBar } from '../components/plan-header';
import { ChallengesPanel, ProgressPanel, ResourcesPanel } from '../components/tab-panels';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { summarisePlan } from '../lib/plan-progress';

const PLAN_TABS = ['resources', 'progress', 'challenges', 'gallery', 'growth'] as const;
type PlanTab = (typeof PLAN_TABS)[number];

const TABS: readonly TabItem<PlanTab>[] = [
  { value: 'resources', label: 'Resources', icon: <CircleHelp aria-hidden="true" /> },
  { value: 'progress', label: 'Progress', icon: <TrendingUp aria-hidden="true" /> },
  { value: 'challenges', label: 'Challenges', icon: <ListChecks aria-hidden="true" /> },
  { value: 'gallery', label: 'Gallery', icon: <BookImage aria-hidden="true" /> },
  { value: 'growth', label: 'Growth', icon: <ChartLine aria-hidden="true" /> },
];

/**
 * /plans/{planId}: the weekly home of a plan. Challenges opens first: that is where the parent acts.
 * `?tab=growth` (or any other tab) opens that tab, so a reload or a shared link keeps it.
 */
export function PlanPage({ params }: PageProps) {
  const planId = params.planId ?? '';
  const plan = usePlanData(planId);
  // Re-read while a week is being evaluated, so its feedback (or a Retry's) arrives without a reload.
  const submissions = usePlanEvaluationPolling(planId);
  const [tab, setTab] = useUrlTab(PLAN_TABS, 'challenges');
  const notFound = plan.isError && errorStatus(plan.error) === 404;
  useDocumentTitle(plan.data ? `${childDisplayName(plan.data)}'s Progress` : notFound ? 'Plan not found' : 'Plan');
  useFetchErrorToast(plan.isError && !notFound, 'Failed to fetch plan data');
  // Only beside a plan that loaded: another parent's plan is "Plan not found", not two errors.
  useFetchErrorToast(submissions.isError && plan.isSuccess, 'Failed to fetch submissions');

  if (plan.data && !hasPlanData(plan.data)) return <Redirect to={`/plans/${encodeURIComponent(planId)}/setup`} replace />;

  return (
    <div className="flex min-h-dvh flex-col">
      <PlanTopBar />
      <main className="mx-auto grid w-full max-w-4xl flex-1 content-start gap-6 px-4 py-6 sm:px-6 sm:py-10">
        {plan.isPending ? (
          <div className="grid justify-items-center gap-3 py-16 text-muted">
            <Spinner label="Loading your plan" />
          </div>
        ) : notFound ? (
          <PlanNotFound />
        ) : plan.isError ? (
          <div className="grid justify-items-start gap-3 py-8">
            <h1 className="text-2xl font-bold">We couldn’t load this plan</h1>
            <p className="text-muted">Please check your connection and try again.</p>
            <Button onClick={() => void plan.refetch()}>Try again</Button>
          </div>
        ) : (
          <PlanContent plan={plan.data} submissions={submissions.data ?? []} tab={tab} onTabChange={setTab} />
        )}
      </main>
    </div>
  );
}

interface PlanContentProps {
  plan: Plan;
  submissions: readonly Submission[];
  tab: PlanTab;
  onTabChange: (tab: PlanTab) => void;
}

function PlanContent({ plan, submissions, tab, onTabChange }: PlanContentProps) {
  const childName = childDisplayName(plan);
  const summary = summarisePlan(plan, submissions);
  return (
    <>
      <PlanTitle plan={plan} childName={childName} isCompleted={plan.isCompleted} challengeNumber={summary.challengeNumber} />
      <GuidanceCard />
      <Tabs label={`${childName}'s plan`} items={TABS} value={tab} onValueChange={onTabChange}>
        {tab === 'resources' ? <ResourcesPanel plan={plan} /> : null}
        {tab === 'progress' ? <ProgressPanel plan={plan} summary={summary} /> : null}
        {tab === 'challenges' ? <ChallengesPanel plan={plan} childName={childName} summary={summary} /> : null}
        {tab === 'gallery' ? <GalleryTab planId={plan.id} /> : null}
        {tab === 'growth' ? <GrowthPanel planId={plan.id} childName={childName} /> : null}
      </Tabs>
    </>
  );
}

function PlanNotFound() {
  return (
    <div className="grid justify-items-start gap-3 py-8">
      <h1 className="text-3xl font-extrabold">Plan not found</h1>
      <p className="text-muted">This plan does not exist or belongs to another account.</p>
      <Button asChild>
        <Link href="/dashboard">Back to Dashboard</Link>
      </Button>
    </div>
  );
}

function useFetchErrorToast(failed: boolean, title: string) {
  useEffect(() => {
    if (failed) toast({ variant: 'destructive', title });
  }, [failed, title]);
}
