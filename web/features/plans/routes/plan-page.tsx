import { BookImage, ChartLine, CircleHelp, ListChecks, TrendingUp } from 'lucide-react';
import { useEffect } from 'react';
import { Link, Redirect } from 'wouter';
import type { MessageKey } from '../../../../contracts/i18n/keys';
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
import { useT } from '@/i18n/use-t';
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

/** The tabs, their names as message keys (translated when the page renders). */
const TABS: readonly (Omit<TabItem<PlanTab>, 'label'> & { label: MessageKey })[] = [
  { value: 'resources', label: 'plans.tabs.resources', icon: <CircleHelp aria-hidden="true" /> },
  { value: 'progress', label: 'plans.tabs.progress', icon: <TrendingUp aria-hidden="true" /> },
  { value: 'challenges', label: 'plans.tabs.challenges', icon: <ListChecks aria-hidden="true" /> },
  { value: 'gallery', label: 'plans.tabs.gallery', icon: <BookImage aria-hidden="true" /> },
  { value: 'growth', label: 'plans.tabs.growth', icon: <ChartLine aria-hidden="true" /> },
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
  const t = useT();
  const notFound = plan.isError && errorStatus(plan.error) === 404;
  useDocumentTitle(
    plan.data ? t('plans.page.progressTitle', { name: childDisplayName(plan.data, t) }) : notFound ? t('plans.notFound') : t('plans.page.documentTitle'),
  );
  useFetchErrorToast(plan.isError && !notFound, t('plans.page.fetchFailed'));
  // Only beside a plan that loaded: another parent's plan is "Plan not found", not two errors.
  useFetchErrorToast(submissions.isError && plan.isSuccess, t('plans.page.submissionsFailed'));

  if (plan.data && !hasPlanData(plan.data)) return <Redirect to={`/plans/${encodeURIComponent(planId)}/setup`} replace />;

  return (
    <div className="flex min-h-dvh flex-col">
      <PlanTopBar />
      <main className="mx-auto grid w-full max-w-4xl flex-1 content-start gap-6 px-4 py-6 sm:px-6 sm:py-10">
        {plan.isPending ? (
          <div className="grid justify-items-center gap-3 py-16 text-muted">
            <Spinner label={t('plans.loading')} />
          </div>
        ) : notFound ? (
          <PlanNotFound />
        ) : plan.isError ? (
          <div className="grid justify-items-start gap-3 py-8">
            <h1 className="text-2xl font-bold">{t('plans.loadFailed')}</h1>
            <p className="text-muted">{t('plans.checkConnection')}</p>
            <Button onClick={() => void plan.refetch()}>{t('plans.tryAgain')}</Button>
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
  const t = useT();
  const childName = childDisplayName(plan, t);
  const tabs = TABS.map((item) => ({ ...item, label: t(item.label) }));
  const summary = summarisePlan(plan, submissions);
  return (
    <>
      <PlanTitle plan={plan} childName={childName} isCompleted={plan.isCompleted} challengeNumber={summary.challengeNumber} />
      <GuidanceCard />
      <Tabs label={t('plans.childPlan', { name: childName })} items={tabs} value={tab} onValueChange={onTabChange}>
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
  const t = useT();
  return (
    <div className="grid justify-items-start gap-3 py-8">
      <h1 className="text-3xl font-extrabold">{t('plans.notFound')}</h1>
      <p className="text-muted">{t('plans.notFoundText')}</p>
      <Button asChild>
        <Link href="/dashboard">{t('plans.backToDashboard')}</Link>
      </Button>
    </div>
  );
}

function useFetchErrorToast(failed: boolean, title: string) {
  useEffect(() => {
    if (failed) toast({ variant: 'destructive', title });
  }, [failed, title]);
}
