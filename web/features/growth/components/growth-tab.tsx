import { Sprout } from 'lucide-react';
import { BRAND } from '../../../../contracts/brand';
import { MIN_PROGRESS_DAYS } from '../../../../contracts/progress';
import { Button } from '@/components/ui/button';
import { RANGE_COVERAGE_SENTENCE } from '@/components/estimated-age';
import { Spinner } from '@/components/ui/spinner';
import { TitledSection } from '@/components/titled-section';
import { useGrowth } from '../api/get-growth';
import { placeTasks } from '../lib/task-points';
import { hasEvaluations } from '../lib/growth-rows';
import { GrowthChart } from './growth-chart';
import { GrowthLegend } from './growth-legend';
import { GrowthTable } from './growth-table';
import { SkillTrends } from './skill-trends';
import { TaskGrowth } from './task-growth';
import { Rich, useT } from '@/i18n/use-t';

interface GrowthTabProps {
  planId: string;
  childName: string;
}

/**
 * The Growth tab: loaded with the chart library only when the tab opens (see GrowthPanel), so the
 * plan page's and the landing page's start-up scripts do not carry it.
 */
export default function GrowthTab({ planId, childName }: GrowthTabProps) {
  const t = useT();
  const growth = useGrowth(planId);

  if (growth.isPending) {
    return (
      <div className="grid justify-items-center py-10">
        <Spinner label={t('growth.loading')} />
      </div>
    );
  }
  if (growth.isError) {
    return (
      <section className="grid justify-items-start gap-3 rounded-card border border-border bg-surface p-5">
        <h2 className="text-xl font-bold">{t('growth.loadFailed')}</h2>
        <p className="text-muted">{t('growth.checkConnection')}</p>
        <Button onClick={() => void growth.refetch()}>{t('growth.tryAgain')}</Button>
      </section>
    );
  }
  const series = growth.data;
  if (!hasEvaluations(series)) {
    return (
      <section className="grid justify-items-center gap-2 rounded-card border border-dashed border-border p-8 text-center">
        <Sprout className="size-8 text-leaf" aria-hidden="true" />
        <h2 className="text-xl font-bold">{t('growth.empty')}</h2>
        <p className="max-w-prose text-muted">{t('growth.emptyText', { name: childName })}</p>
      </section>
    );
  }
  const lastWeek = series.weeks.at(-1)?.week ?? 0;
  return (
    <div className="grid gap-6">
      <section aria-labelledby="growth-title" className="grid min-w-0 gap-4 rounded-card border border-border bg-surface p-4 sm:p-6">
        <div className="grid gap-1">
          <h2 id="growth-title" className="text-xl font-bold">
            {t('growth.title', { name: childName })}
          </h2>
          <p className="text-sm text-muted">{t('growth.intro')}</p>
        </div>
        <div role="img" aria-label={t('growth.chartLabel', { name: childName })}>
          <GrowthChart series={series} childName={childName} />
        </div>
        <GrowthLegend
          childName={childName}
          hasCheckpoints={series.checkpoints.length > 0}
          hasEstimateWithoutRange={series.weeks.some((w) => w.kind === 'week' && w.range === null)}
        />
        <GrowthTable series={series} childName={childName} />
      </section>
      <TaskGrowth childName={childName} lastWeek={lastWeek} points={placeTasks(series.tasks ?? [], series)} />
      <RangeWords />
      <SkillTrends skills={series.skills} lastWeek={lastWeek} />
    </div>
  );
}

/** What the numbers are and are not, in the product's plain words (ADR 018 for the figure). */
function RangeWords() {
  const t = useT();
  return (
    <TitledSection
      titleId="range-words-title"
      title={t('growth.reading.title')}
      level={3}
      titleClassName="text-base font-bold"
      className="grid gap-2 rounded-card border border-border bg-surface-2 p-4 text-sm sm:p-5"
    >
      <p>
        <Rich k="growth.reading.estimates" values={{ strong: (chunks) => <strong>{chunks}</strong> }} /> {RANGE_COVERAGE_SENTENCE}
      </p>
      <p>{t('growth.reading.wide', { weeks: MIN_PROGRESS_DAYS / 7 })}</p>
      <p className="text-muted">{t('growth.reading.notDiagnostic', { brand: BRAND.name })}</p>
    </TitledSection>
  );
}
