import { useState } from 'react';
import { useSearch } from 'wouter';
import { PAID_PLAN_PARAM } from '../../../../contracts/payments';
import type { Plan } from '../../../../contracts/plans';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { useAuth } from '@/features/auth';
import { ConfirmEmailNotice } from '../components/confirm-email-notice';
import { YourOrders } from '@/features/orders';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Rich, useT } from '@/i18n/use-t';
import { useArchivedPlans } from '../api/archived-plans';
import { useOfferTimeZone } from '../api/offer-time-zone';
import { usePlans } from '../api/get-plans';
import { ArchivedPlans } from '../components/archived-plans';
import { DashboardHeader } from '../components/dashboard-header';
import { EditChildDialog } from '../components/edit-child-dialog';
import { GuidanceCard } from '../components/guidance-card';
import { NewPlanDialog } from '../components/new-plan-dialog';
import { PaymentDialog, type PaymentTarget } from '@/features/payments';
import { PlansSections } from '../components/plans-sections';
import { RemovePlanDialog } from '../components/remove-plan-dialog';
import { SetupWaiting } from '../components/setup-waiting-card';
import { childDisplayName } from '../lib/plan-status';

/** /dashboard: the signed-in parent's development plans. */
export function DashboardPage() {
  const t = useT();
  useDocumentTitle(t('plans.dashboard.documentTitle'));
  const { user } = useAuth();
  const plans = usePlans();
  const archived = useArchivedPlans();
  useOfferTimeZone();
  const [newPlanOpen, setNewPlanOpen] = useState(false);
  const [paying, setPaying] = useState<PaymentTarget | null>(null);
  const [removing, setRemoving] = useState<Plan | null>(null);
  const [editing, setEditing] = useState<Plan | null>(null);
  const firstName = user?.firstName?.trim();
  const paidPlanId = new URLSearchParams(useSearch()).get(PAID_PLAN_PARAM);

  return (
    <div className="flex min-h-dvh flex-col">
      <DashboardHeader isAdmin={user?.role === 'admin'} />
      <main className="mx-auto grid w-full max-w-5xl flex-1 content-start gap-8 px-4 py-8 sm:px-6 sm:py-12">
        <div>
          <p className="text-lg text-muted">{firstName ? t('plans.dashboard.helloName', { name: firstName }) : t('plans.dashboard.hello')}</p>
          <h1 className="mt-1 text-3xl font-extrabold sm:text-4xl">
            <Rich k="plans.dashboard.title" values={{ underline: (chunks) => <ScribbleUnderline color="sky">{chunks}</ScribbleUnderline> }} />
          </h1>
        </div>
        <ConfirmEmailNotice />
        <SetupWaiting plans={plans.data} paidPlanId={paidPlanId} email={user?.email} />
        <GuidanceCard />
        <PlansSections
          plans={plans.data}
          isLoading={plans.isPending}
          isError={plans.isError}
          onRetry={() => void plans.refetch()}
          onStart={() => setNewPlanOpen(true)}
          onPay={(plan) => setPaying({ planId: plan.id, childName: childDisplayName(plan, t) })}
          onEdit={setEditing}
          onRemove={setRemoving}
          hasArchived={(archived.data?.length ?? 0) > 0}
        />
        <ArchivedPlans />
        <YourOrders />
      </main>
      <NewPlanDialog open={newPlanOpen} onOpenChange={setNewPlanOpen} onCreated={setPaying} />
      <PaymentDialog target={paying} onClose={() => setPaying(null)} />
      <RemovePlanDialog plan={removing} onClose={() => setRemoving(null)} />
      <EditChildDialog plan={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
