import { useEffect } from 'react';
import { scrollToSection } from '@/components/section-link';
import { SiteFooter } from '@/components/site-footer';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useT } from '@/i18n/use-t';
import { ChallengeSection } from '../components/challenge-section';
import { HelpSection } from '../components/help-section';
import { HeroSection } from '../components/hero-section';
import { HomeHeader } from '../components/home-header';
import { PricingSection } from '../components/pricing-section';
import { WhatIsSection } from '../components/what-is-section';
import { useStagedReveal } from '../hooks/use-staged-reveal';

/** Below the first screen, in page order; the footer comes last. */
const SECTIONS = [WhatIsSection, ChallengeSection, HelpSection, PricingSection];

/** Arriving at '/#pricing' and the like: the section must be there to scroll to. */
const arrivingAtSection = () => window.location.hash.length > 1;

/** The visitor's home page (spec 000 §2, Public landing page). */
export function HomePage() {
  const t = useT();
  useDocumentTitle(undefined, t('home.meta.description'));
  // The header and the hero paint first, alone; the sections below follow one per frame.
  const shown = useStagedReveal(SECTIONS.length + 1, arrivingAtSection);
  useEffect(() => {
    // Arriving from another page's '/#pricing': the section exists only now, after the browser looked for it.
    const section = window.location.hash.slice(1);
    if (section) scrollToSection(decodeURIComponent(section));
  }, []);

  return (
    <div className="flex min-h-dvh flex-col">
      <HomeHeader />
      <main className="flex-1">
        <HeroSection />
        {/* Append-only, in a fixed order: the index is a stable key. */}
        {SECTIONS.slice(0, shown).map((Section, index) => (
          <Section key={index} />
        ))}
      </main>
      {shown > SECTIONS.length && <SiteFooter />}
    </div>
  );
}
