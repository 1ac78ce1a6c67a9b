import { CircleCheck, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import type { Plan } from '../../../../contracts/plans';
import { LinkButton } from '@/components/link-button';
import { childDisplayName, hasPlanData } from '../lib/plan-status';
import { Rich, useT } from '@/i18n/use-t';

interface SetupWaitingProps {
  plans: Plan[] | undefined;
  /** The plan the checkout just paid for (`?paid=`): it says "Payment received" and mentions the receipt. */
  paidPlanId: string | null;
  email: string | undefined;
}

/**
 * The dashboard leads with what is next (issue 35): a paid plan waits for its set-up, so that
 * comes above "Start New Plan". Right after the checkout, the same card says the payment was
 * received, for this plan only and only once the server says it is paid.
 */
export function SetupWaiting({ plans, paidPlanId, email }: SetupWaitingProps) {
  const waiting = (plans ?? []).filter((plan) => plan.isPaid && !plan.isArchived && !plan.isCompleted && !hasPlanData(plan));
  if (waiting.length === 0) return null;
  return (
    <div className="grid gap-4">
      {waiting.map((plan) => (
        <SetupWaitingCard key={plan.id} plan={plan} justPaid={plan.id === paidPlanId} email={email} />
      ))}
    </div>
  );
}

function SetupWaitingCard({ plan, justPaid, email }: { plan: Plan; justPaid: boolean; email: string | undefined }) {
  const t = useT();
  const name = childDisplayName(plan, t);
  const titleId = `setup-waiting-${plan.id}`;
  return (
    <section aria-labelledby={titleId} className="grid gap-4 rounded-card border-2 border-leaf/60 bg-surface p-5 sm:p-6">
      {justPaid ? (
        <div role="status" className="grid gap-1">
          <h2 id={titleId} className="flex items-center gap-2 text-2xl font-bold">
            <CircleCheck className="size-7 shrink-0 text-leaf" aria-hidden="true" />
            {t('plans.setupWaiting.paid')}
          </h2>
          <p className="break-words text-muted">
            <Rich
              k={email ? 'plans.setupWaiting.receipt' : 'plans.setupWaiting.receiptNoEmail'}
              values={{
                email: email ?? '',
                link: (chunks) => (
                  <Link href="/account" className="font-semibold text-sky underline underline-offset-4">
                    {chunks}
                  </Link>
                ),
              }}
            />
          </p>
        </div>
      ) : (
        <h2 id={titleId} className="text-2xl font-bold">
          {t('plans.setupWaiting.ready', { name })}
        </h2>
      )}
      <p>{t('plans.setupWaiting.text')}</p>
      <LinkButton
        href={`/plans/${encodeURIComponent(plan.id)}/setup`}
        icon={Sparkles}
        size="lg"
        className="w-full whitespace-normal sm:w-auto sm:justify-self-start"
      >
        {t('plans.setupWaiting.finish', { name })}
      </LinkButton>
    </section>
  );
}
