import { Check, ChartLine, Users } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { useTrustedParents } from '../api/get-parent-count';
import { PLAN_FEATURES } from '../lib/plan-summary';
import { PLAN_PRICE_CENTS } from '../../../../contracts/prices';
import { useFormat, useT } from '@/i18n/use-t';

/**
 * "Full Development Plan": what the parent gets, once. No promised growth figure: nothing could
 * measure one in advance. The trust line names a count only while the server says it is true.
 */
export function PlanSummaryCard() {
  const t = useT();
  const format = useFormat();
  const trustedParents = useTrustedParents();
  return (
    <Card className="min-w-0">
      <CardContent className="grid gap-5 p-5 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-2xl font-bold">{t('payments.summary.title')}</h2>
            <p className="text-muted">{t('payments.summary.subtitle')}</p>
          </div>
          <p className="shrink-0 text-right">
            <span className="block font-heading text-3xl font-extrabold">{format.price(PLAN_PRICE_CENTS)}</span>
            <span className="text-sm text-muted">{t('payments.summary.oneTime')}</span>
          </p>
        </div>
        <ul className="grid gap-2">
          {PLAN_FEATURES.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check className="mt-0.5 size-5 shrink-0 text-leaf" aria-hidden="true" />
              {t(feature)}
            </li>
          ))}
        </ul>
        <div className="rounded-2xl bg-surface-2 p-4">
          <p className="flex items-center gap-2 font-semibold text-sunflower">
            <ChartLine className="size-5 shrink-0" aria-hidden="true" />
            {t('payments.summary.endTitle')}
          </p>
          <p className="mt-1 text-sm text-muted">{t('payments.summary.endText')}</p>
        </div>
        {trustedParents !== null ? (
          <p className="flex items-center gap-2 text-sm text-muted">
            <Users className="size-5 shrink-0 text-sky" aria-hidden="true" />
            {t('payments.summary.trusted', { count: trustedParents })}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
