import type { Plan } from '../../../../contracts/plans';
import { DrawingOnPaper } from '@/components/drawing-on-paper';
import { EstimatedAge } from '@/components/estimated-age';
import { formatYearsMonthsIn } from '@/lib/format-age';
import { PanelSection } from '@/components/panel-section';
import { useT } from '@/i18n/use-t';

/**
 * The baseline from the setup drawing: where the 26 weeks started. Issue 32: it opens with what
 * that drawing shows, then its drawing age as the ages of children who draw like it.
 */
export function InitialAssessment({ plan }: { plan: Plan }) {
  const t = useT();
  const baseline = plan.baselineAnalysisResults;
  // Its own name, beside "Age at the start": a checkpoint's drawing age may be on screen with it.
  const estimateLabel = t('plans.baseline.estimate');
  return (
    <PanelSection titleId="baseline-title" title={t('plans.baseline.title')} intro={<p className="text-sm text-muted">{t('plans.baseline.intro')}</p>}>
      {plan.baselineImageUrl || (baseline?.seen && baseline.seen.length > 0) ? (
        <div className="grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          {plan.baselineImageUrl ? <DrawingOnPaper src={plan.baselineImageUrl} alt={t('plans.baseline.drawingAlt')} className="max-w-xs" /> : null}
          {baseline?.seen && baseline.seen.length > 0 ? <List title={t('plans.baseline.seen')} items={baseline.seen} /> : null}
        </div>
      ) : null}
      {/* The estimate reads as a sentence from its range, so it takes the full width. */}
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        {plan.baselineCognitiveAge === null ? (
          <AgeTile label={estimateLabel} months={null} />
        ) : (
          <EstimatedAge label={estimateLabel} months={plan.baselineCognitiveAge} range={plan.baselineCognitiveAgeRange} />
        )}
        <AgeTile label={t('plans.baseline.childAge')} months={plan.baselineChildAge} />
      </div>
      {baseline ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <List title={t('plans.baseline.strengths')} items={baseline.strengths} />
          <List title={t('plans.baseline.improvements')} items={baseline.areasForImprovement} />
        </div>
      ) : null}
    </PanelSection>
  );
}

function AgeTile({ label, months }: { label: string; months: number | null }) {
  const t = useT();
  return (
    <section aria-label={label} className="rounded-xl bg-surface-2 p-4">
      <p className="text-sm font-semibold text-muted">{label}</p>
      <p className="font-heading text-xl font-extrabold">{months === null ? '—' : formatYearsMonthsIn(t, months)}</p>
    </section>
  );
}

function List({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="font-bold">{title}</h3>
      <ul className="mt-1 grid list-disc gap-1 pl-5 text-muted">
        {items.map((item, i) => (
          <li key={`${i}-${item}`}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
