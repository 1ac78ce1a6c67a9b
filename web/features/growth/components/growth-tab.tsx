import { Sprout } from 'lucide-react';
import { BRAND } from '../../../../contracts/brand';
import { MIN_PROGRESS_DAYS } from '../../../../contracts/progress';
import { VOCABULARY } from '../../../../contracts/vocabulary';
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

interface GrowthTabProps {
  planId: string;
  childName: string;
}

/**
 * The Growth tab: loaded with the chart library only when the tab opens (see GrowthPanel), so the
 * plan page's and the landing page's start-up scripts do not carry it.
 */
export default function GrowthTab({ planId, childName }: GrowthTabProps) {
  const growth = useGrowth(planId);

  if (growth.isPending) {
    return (
      <div className="grid justify-items-center py-10">
        <Spinner label="Loading the growth chart" />
      </div>
    );
  }
  if (growth.isError) {
    return (
      <section className="grid justify-items-start gap-3 rounded-card border border-border bg-surface p-5">
        <h2 className="text-xl font-bold">We couldn’t load the growth chart</h2>
        <p className="text-muted">Please check your connection and try again.</p>
        <Button onClick={() => void growth.refetch()}>Try again</Button>
      </section>
    );
  }
  const series = growth.data;
  if (!hasEvaluations(series)) {
    return (
      <section className="grid justify-items-center gap-2 rounded-card border border-dashed border-border p-8 text-center">
        <Sprout className="size-8 text-leaf" aria-hidden="true" />
        <h2 className="text-xl font-bold">No growth to show yet</h2>
        <p className="max-w-prose text-muted">
          When {childName}’s first week has its feedback, the chart starts here: each week’s {VOCABULARY.estimateInSentence}, with its range, beside {childName}
          ’s real age.
        </p>
      </section>
    );
  }
  const lastWeek = series.weeks.at(-1)?.week ?? 0;
  return (
    <div className="grid gap-6">
      <section aria-labelledby="growth-title" className="grid min-w-0 gap-4 rounded-card border border-border bg-surface p-4 sm:p-6">
        <div className="grid gap-1">
          <h2 id="growth-title" className="text-xl font-bold">
            {childName}’s {VOCABULARY.estimateInSentence}, drawing by drawing
          </h2>
          <p className="text-sm text-muted">
            Each dot is an estimate from one drawing, and its bar is the range. The dots are not joined: each stands on its own. A week with no new estimate has
            no dot.
          </p>
        </div>
        <div
          role="img"
          aria-label={`Chart of ${childName}’s ${VOCABULARY.estimateInSentence} from each drawing and real age over the weeks. The same numbers are in the table below.`}
        >
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
  return (
    <TitledSection
      titleId="range-words-title"
      title="Reading the chart"
      level={3}
      titleClassName="text-base font-bold"
      className="grid gap-2 rounded-card border border-border bg-surface-2 p-4 text-sm sm:p-5"
    >
      <p>
        <strong>These are estimates, with ranges, not a diagnosis.</strong> A range is where your child’s drawing age most likely lies.{' '}
        {RANGE_COVERAGE_SENTENCE}
      </p>
      <p>
        Ranges are wide because one drawing can only tell so much, so the chart does not join the dots into a line, and where one dot sits next to another says
        nothing about change. We only say a drawing changed when what we measured on it (closed shapes, colours, how much of the page is used) moved by more
        than a photo’s own noise, and the two drawings were made at least {MIN_PROGRESS_DAYS / 7} weeks apart. The weekly practice is what counts.
      </p>
      <p className="text-muted">
        {BRAND.name} is not a diagnostic tool. If you are ever worried about your child’s development, your paediatrician is the person to ask.
      </p>
    </TitledSection>
  );
}
