import { BookOpen, CalendarHeart, ExternalLink, Flag, MessageCircleHeart, ShoppingBag, type LucideIcon } from 'lucide-react';
import { BRAND } from '../../../../contracts/brand';
import { VOCABULARY } from '../../../../contracts/vocabulary';
import { SectionLink } from '@/components/section-link';
import { buttonVariants } from '@/components/ui/button';

/**
 * A peer-reviewed twin study (7,752 pairs) linking how 4-year-olds draw a person with their
 * thinking skills then and ten years later: Arden, Trzaskowski, Garfield & Plomin (2014),
 * Psychological Science 25(10), 1843–1850. Open access.
 */
export const RESEARCH_URL = 'https://doi.org/10.1177/0956797614540686';

const PLAN_PARTS: readonly { icon: LucideIcon; colour: string; title: string; text: string }[] = [
  {
    icon: CalendarHeart,
    colour: 'text-coral',
    title: '26 weekly challenges',
    text: 'About six months of drawing ideas. Each new week adapts to what your child showed us the week before.',
  },
  {
    icon: MessageCircleHeart,
    colour: 'text-sky',
    title: 'Feedback on every drawing',
    text: 'Warm, specific notes on what your child tried, and an idea for what to practise next.',
  },
  {
    icon: Flag,
    colour: 'text-sunflower',
    title: `Six ${VOCABULARY.checkpointsInSentence}`,
    text: 'About every four weeks a checkpoint looks back at the drawings so far and shows how your child is growing.',
  },
];

/** #what-is: what the plan is, honestly, with the research it rests on. */
export function WhatIsSection() {
  return (
    <section id="what-is" aria-labelledby="what-is-title" className="scroll-mt-16 outline-none">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24">
        <div className="max-w-2xl">
          <h2 id="what-is-title" className="text-3xl font-extrabold sm:text-4xl">
            What is {BRAND.name}?
          </h2>
          <p className="mt-4 text-lg text-muted">
            A six-month drawing plan that adapts to your child. {VOCABULARY.analyser} measures the lines, shapes and colours in each drawing your child makes,
            suggests the next challenge and tells you what it noticed, in plain words.
          </p>
        </div>
        <ul className="mt-10 grid gap-4 md:grid-cols-3">
          {PLAN_PARTS.map(({ icon: Icon, colour, title, text }) => (
            <li key={title} className="rounded-card border border-border bg-surface p-6">
              <Icon className={`size-7 ${colour}`} aria-hidden="true" />
              <h3 className="mt-3 text-xl font-bold">{title}</h3>
              <p className="mt-2 text-muted">{text}</p>
            </li>
          ))}
        </ul>
        <p className="mt-6 max-w-3xl text-sm text-muted">
          Results are estimates from a few drawings, not a diagnosis. {BRAND.name} is not a medical or diagnostic tool; if you are worried about your child's
          development, your paediatrician is the right person to ask.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <SectionLink section="help-children" className={buttonVariants({ variant: 'secondary' })}>
            <BookOpen aria-hidden="true" />
            Parent Guide
          </SectionLink>
          <SectionLink section="help-children" className={buttonVariants({ variant: 'secondary' })}>
            <ShoppingBag aria-hidden="true" />
            Shop Keepsakes
          </SectionLink>
          <a href={RESEARCH_URL} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: 'outline' })}>
            About the Research
            <ExternalLink aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
      </div>
    </section>
  );
}
