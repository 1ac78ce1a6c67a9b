import { Check, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import type { MessageKey } from '../../../../contracts/i18n/keys';
import { PLAN_PRICE_CENTS } from '../../../../contracts/prices';
import { Button } from '@/components/ui/button';
import { Rich, useFormat, useT } from '@/i18n/use-t';

/** What the plan really gives; no promised result, since nothing could measure one in advance. */
const INCLUDED = [
  'home.pricing.included1',
  'home.pricing.included2',
  'home.pricing.included3',
  'home.pricing.included4',
  'home.pricing.included5',
] as const satisfies readonly MessageKey[];

/** #pricing: the one plan, its one price, and the guarantee the checkout repeats. */
export function PricingSection() {
  const t = useT();
  const { price } = useFormat();
  return (
    <section id="pricing" aria-labelledby="pricing-title" className="scroll-mt-16 border-t border-border bg-surface/40 outline-none">
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 md:py-24">
        <div>
          <h2 id="pricing-title" className="text-3xl font-extrabold sm:text-4xl">
            {t('home.pricing.title')}
          </h2>
          <p className="mt-4 text-lg text-muted">{t('home.pricing.lead')}</p>
        </div>
        <div className="min-w-0 rounded-card border-2 border-coral/70 bg-surface p-5 shadow-soft sm:p-8">
          <p className="font-heading text-lg font-bold">{t('home.pricing.plan')}</p>
          <p className="mt-2 flex items-baseline gap-2">
            <span className="font-heading text-5xl font-extrabold text-sunflower">{price(PLAN_PRICE_CENTS)}</span>
            <span className="text-muted">{t('home.pricing.oneTime')}</span>
          </p>
          <ul className="mt-6 grid gap-3">
            {INCLUDED.map((line) => (
              <li key={line} className="flex gap-3">
                <Check className="mt-1 size-5 shrink-0 text-leaf" aria-hidden="true" />
                <span>{t(line)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-6 flex items-center gap-2 font-semibold text-leaf">
            <ShieldCheck className="size-5 shrink-0" aria-hidden="true" />
            {t('home.pricing.guarantee')}
          </p>
          <Button asChild size="lg" className="mt-6 w-full px-4 text-center text-base whitespace-normal sm:px-7 sm:text-lg">
            <Link href="/free-analysis">{t('home.pricing.cta')}</Link>
          </Button>
          <p className="mt-3 text-center text-sm text-muted">
            <Rich
              k="home.pricing.details"
              values={{
                link: (chunks) => (
                  <Link href="/refund-policy" className="text-sky underline underline-offset-4">
                    {chunks}
                  </Link>
                ),
              }}
            />
          </p>
        </div>
      </div>
    </section>
  );
}
