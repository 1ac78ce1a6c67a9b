import { Check, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { formatShortPrice, PLAN_PRICE_CENTS } from '../../../../contracts/prices';
import { VOCABULARY } from '../../../../contracts/vocabulary';
import { Button } from '@/components/ui/button';

const PLAN_PRICE = formatShortPrice(PLAN_PRICE_CENTS);

/** What the plan really gives; no promised result, since nothing could measure one in advance. */
const INCLUDED = [
  '26 weekly challenges that adapt to your child',
  `Feedback on every drawing from ${VOCABULARY.analyser}`,
  'Six checkpoints along the way',
  "At the end, the change we measured in your child's own drawings",
  'Parent guidance all along the way',
] as const;

/** #pricing: the one plan, its one price, and the guarantee the checkout repeats. */
export function PricingSection() {
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-16 border-t border-border bg-surface/40 outline-none">
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 md:py-24">
        <div>
          <h2 id="pricing-title" className="text-3xl font-extrabold sm:text-4xl">
            One plan, one price
          </h2>
          <p className="mt-4 text-lg text-muted">
            No subscription and nothing to cancel. Start with a free analysis of one drawing, then decide whether the six-month plan is right for your family.
          </p>
        </div>
        <div className="min-w-0 rounded-card border-2 border-coral/70 bg-surface p-5 shadow-soft sm:p-8">
          <p className="font-heading text-lg font-bold">6-month drawing plan</p>
          <p className="mt-2 flex items-baseline gap-2">
            <span className="font-heading text-5xl font-extrabold text-sunflower">{PLAN_PRICE}</span>
            <span className="text-muted">one-time payment</span>
          </p>
          <ul className="mt-6 grid gap-3">
            {INCLUDED.map((line) => (
              <li key={line} className="flex gap-3">
                <Check className="mt-1 size-5 shrink-0 text-leaf" aria-hidden="true" />
                <span>{line}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6 flex items-center gap-2 font-semibold text-leaf">
            <ShieldCheck className="size-5 shrink-0" aria-hidden="true" />
            30-day money-back guarantee
          </p>
          <Button asChild size="lg" className="mt-6 w-full px-4 text-center text-base whitespace-normal sm:px-7 sm:text-lg">
            <Link href="/free-analysis">Start with a Free Analysis</Link>
          </Button>
          <p className="mt-3 text-center text-sm text-muted">
            Details in our{' '}
            <Link href="/refund-policy" className="text-sky underline underline-offset-4">
              Refund Policy
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
