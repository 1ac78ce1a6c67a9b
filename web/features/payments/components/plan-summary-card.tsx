import { Check, ChartLine, Users } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { useTrustedParents } from '../api/get-parent-count';
import { PLAN_FEATURES, PLAN_PRICE } from '../lib/plan-summary';

/**
 * "Full Development Plan": what the parent gets, once. No promised growth figure: nothing could
 * measure one in advance. The trust line names a count only while the server says it is true.
 */
export function PlanSummaryCard() {
  const trustedParents = useTrustedParents();
  return (
    <Card className="min-w-0">
      <CardContent className="grid gap-5 p-5 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="text-2xl font-bold">Full Development Plan</h2>
            <p className="text-muted">6-month program, adapted to your child</p>
          </div>
          <p className="shrink-0 text-right">
            <span className="block font-heading text-3xl font-extrabold">{PLAN_PRICE}</span>
            <span className="text-sm text-muted">one-time</span>
          </p>
        </div>
        <ul className="grid gap-2">
          {PLAN_FEATURES.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check className="mt-0.5 size-5 shrink-0 text-leaf" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
        <div className="rounded-2xl bg-surface-2 p-4">
          <p className="flex items-center gap-2 font-semibold text-sunflower">
            <ChartLine className="size-5 shrink-0" aria-hidden="true" />
            What you see at the end
          </p>
          <p className="mt-1 text-sm text-muted">
            The checkpoints set your child's drawings beside the first one, and the last shows what changed over the 26 weeks. We measure it; we don't promise a
            number in advance, because every child grows at their own pace.
          </p>
        </div>
        {trustedParents !== null ? (
          <p className="flex items-center gap-2 text-sm text-muted">
            <Users className="size-5 shrink-0 text-sky" aria-hidden="true" />
            Trusted by {trustedParents.toLocaleString('en-US')}+ parents helping their children grow through drawing.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
