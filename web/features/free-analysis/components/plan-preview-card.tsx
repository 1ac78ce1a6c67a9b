import type { PlanPreview } from '../../../../contracts/analysis';
import { PLAN_PRICE_CENTS } from '../../../../contracts/prices';
import { Card, CardContent } from '@/components/ui/card';
import { useFormat, useT } from '@/i18n/use-t';
import { moreChallengesCount, PLAN_WEEKS, PREVIEW_CHALLENGES } from '../lib/result-wording';

/**
 * The plan this drawing would start: its first few weeks and what the plan really gives. No
 * target figure (the API sends none): nothing measures a result
 * before the weeks are drawn, and a parent would read any number as a promise.
 */
export function PlanPreviewCard({ planPreview }: { planPreview: PlanPreview }) {
  const t = useT();
  const format = useFormat();
  const first = planPreview.challenges.slice(0, PREVIEW_CHALLENGES);
  const more = moreChallengesCount(planPreview.challenges.length);
  return (
    <Card className="min-w-0">
      <CardContent className="grid gap-4 p-5 sm:p-6">
        <div>
          <h3 className="text-lg font-bold">{t('freeAnalysis.plan.heading', { weeks: PLAN_WEEKS })}</h3>
          <p className="mt-1 text-muted">{t('freeAnalysis.plan.intro')}</p>
        </div>
        <ol className="grid gap-2">
          {first.map((challenge) => (
            <li key={challenge.week} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-border px-4 py-3">
              <span className="shrink-0 rounded-full bg-surface-2 px-3 py-1 text-sm font-semibold text-sky">
                {t('freeAnalysis.plan.week', { week: challenge.week })}
              </span>
              <span className="min-w-0 font-semibold">{challenge.title}</span>
            </li>
          ))}
        </ol>
        {more > 0 ? <p className="text-muted">{t('freeAnalysis.plan.more', { count: more })}</p> : null}
        <p className="rounded-2xl bg-surface-2 p-4 text-sm">
          <span className="font-semibold text-leaf">{t('freeAnalysis.plan.givesLabel')} </span>
          {t('freeAnalysis.plan.gives', { weeks: PLAN_WEEKS, price: format.price(PLAN_PRICE_CENTS) })}
        </p>
      </CardContent>
    </Card>
  );
}
