import type { PlanPreview } from '../../../../contracts/analysis';
import { Card, CardContent } from '@/components/ui/card';
import { moreChallengesCount, PLAN_WEEKS, PREVIEW_CHALLENGES } from '../lib/result-wording';

/** The plan this drawing would start: its target and the first few weeks. */
export function PlanPreviewCard({ planPreview }: { planPreview: PlanPreview }) {
  const first = planPreview.challenges.slice(0, PREVIEW_CHALLENGES);
  const more = moreChallengesCount(planPreview.challenges.length);
  return (
    <Card>
      <CardContent className="grid gap-4">
        <div>
          <h3 className="text-lg font-bold">Your {PLAN_WEEKS}-week plan preview</h3>
          <p className="mt-1 text-muted">One playful drawing challenge a week, chosen for what your child is ready to try.</p>
        </div>
        <p className="justify-self-start rounded-full bg-surface-2 px-4 py-2 font-semibold text-leaf">Target: +{planPreview.targetImprovement}% in 6 months</p>
        <ol className="grid gap-2">
          {first.map((challenge) => (
            <li key={challenge.week} className="flex items-center gap-3 rounded-xl border border-border px-4 py-3">
              <span className="shrink-0 rounded-full bg-surface-2 px-3 py-1 text-sm font-semibold text-sky">Week {challenge.week}</span>
              <span className="font-semibold">{challenge.title}</span>
            </li>
          ))}
        </ol>
        {more > 0 ? (
          <p className="text-muted">
            {more} more {more === 1 ? 'challenge' : 'challenges'}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
