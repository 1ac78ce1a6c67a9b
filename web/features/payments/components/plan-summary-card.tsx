import { Check, Sparkles, Users } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { PLAN_FEATURES } from '../lib/plan-summary';

/** "Full Development Plan": what the parent gets for $49, once. */
export function PlanSummaryCard() {
  return (
    <Card>
      <CardContent className="grid gap-5">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 className="text-2xl font-bold">Full Development Plan</h2>
            <p className="text-muted">6-month program, adapted to your child</p>
          </div>
          <p className="text-right">
            <span className="block font-heading text-3xl font-extrabold">$49</span>
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
            <Sparkles className="size-5" aria-hidden="true" />
            Expected Results: +25% Cognitive Growth
          </p>
          <p className="mt-1 text-sm text-muted">A goal for the six months, not a promise: every child grows at their own pace.</p>
        </div>
        <p className="flex items-center gap-2 text-sm text-muted">
          <Users className="size-5 shrink-0 text-sky" aria-hidden="true" />
          Trusted by 1000+ parents helping their children grow through drawing.
        </p>
      </CardContent>
    </Card>
  );
}
