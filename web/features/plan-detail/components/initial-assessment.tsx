import type { Plan } from '../../../../contracts/plans';
import { estimateRange, formatAgeRange, formatYearsMonths } from '@/lib/format-age';

/** The baseline from the setup drawing: where the 26 weeks started. */
export function InitialAssessment({ plan }: { plan: Plan }) {
  const baseline = plan.baselineAnalysisResults;
  return (
    <section aria-labelledby="baseline-title" className="grid gap-4 rounded-card border border-border bg-surface p-5 sm:p-6">
      <div>
        <h2 id="baseline-title" className="text-xl font-bold">
          Initial Assessment
        </h2>
        <p className="text-sm text-muted">From the first drawing. An estimate from one snapshot, not a diagnosis.</p>
      </div>
      <dl className="grid grid-cols-2 gap-3">
        <AgeTile label="Estimated drawing age" months={plan.baselineCognitiveAge} accent />
        <AgeTile label="Age at the start" months={plan.baselineChildAge} />
      </dl>
      {baseline ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <List title="Strengths" items={baseline.strengths} />
          <List title="Areas for Improvement" items={baseline.areasForImprovement} />
        </div>
      ) : null}
    </section>
  );
}

function AgeTile({ label, months, accent = false }: { label: string; months: number | null; accent?: boolean }) {
  return (
    <div className="rounded-xl bg-surface-2 p-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className={accent ? 'font-heading text-xl font-extrabold text-sunflower' : 'font-heading text-xl font-extrabold'}>
        {months === null ? '—' : formatYearsMonths(months)}
      </dd>
      {/* The estimate is shown with the range it stands for; the child's own age is a fact. */}
      {accent && months !== null ? <dd className="text-sm text-muted">Likely {formatAgeRange(estimateRange(months))}</dd> : null}
    </div>
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
