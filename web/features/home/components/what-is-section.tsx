import { BookOpen, CalendarHeart, ExternalLink, Flag, MessageCircleHeart, ShoppingBag, type LucideIcon } from 'lucide-react';
import { BRAND } from '../../../../contracts/brand';
import type { MessageKey } from '../../../../contracts/i18n/keys';
import { SectionLink } from '@/components/section-link';
import { buttonVariants } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';

/**
 * A peer-reviewed twin study (7,752 pairs) linking how 4-year-olds draw a person with their
 * thinking skills then and ten years later: Arden, Trzaskowski, Garfield & Plomin (2014),
 * Psychological Science 25(10), 1843–1850. Open access.
 */
export const RESEARCH_URL = 'https://doi.org/10.1177/0956797614540686';

const PLAN_PARTS: readonly { icon: LucideIcon; colour: string; title: MessageKey; text: MessageKey }[] = [
  { icon: CalendarHeart, colour: 'text-coral', title: 'home.whatIs.challenges.title', text: 'home.whatIs.challenges.text' },
  { icon: MessageCircleHeart, colour: 'text-sky', title: 'home.whatIs.feedback.title', text: 'home.whatIs.feedback.text' },
  { icon: Flag, colour: 'text-sunflower', title: 'home.whatIs.checkpoints.title', text: 'home.whatIs.checkpoints.text' },
];

/** #what-is: what the plan is, honestly, with the research it rests on. */
export function WhatIsSection() {
  const t = useT();
  return (
    <section id="what-is" aria-labelledby="what-is-title" className="scroll-mt-16 outline-none">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
        <div className="max-w-2xl">
          <h2 id="what-is-title" className="text-3xl font-extrabold sm:text-4xl">
            {t('home.whatIs.title', { brand: BRAND.name })}
          </h2>
          <p className="mt-4 text-lg text-muted">{t('home.whatIs.lead')}</p>
        </div>
        <ul className="mt-10 grid gap-4 md:grid-cols-3">
          {PLAN_PARTS.map(({ icon: Icon, colour, title, text }) => (
            <li key={title} className="rounded-card border border-border bg-surface p-6">
              <Icon className={`size-7 ${colour}`} aria-hidden="true" />
              <h3 className="mt-3 text-xl font-bold">{t(title)}</h3>
              <p className="mt-2 text-muted">{t(text)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 max-w-3xl text-sm text-muted">{t('home.whatIs.disclaimer', { brand: BRAND.name })}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <SectionLink section="help-children" className={buttonVariants({ variant: 'secondary' })}>
            <BookOpen aria-hidden="true" />
            {t('home.whatIs.parentGuide')}
          </SectionLink>
          <SectionLink section="help-children" className={buttonVariants({ variant: 'secondary' })}>
            <ShoppingBag aria-hidden="true" />
            {t('home.whatIs.shopKeepsakes')}
          </SectionLink>
          <a href={RESEARCH_URL} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'outline' })}>
            {t('home.whatIs.research')}
            <ExternalLink aria-hidden="true" />
            <span className="sr-only">{t('home.whatIs.newTab')}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
