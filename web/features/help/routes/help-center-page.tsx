import { BookOpen, Mail } from 'lucide-react';
import { BRAND } from '../../../../contracts/brand';
import { TOTAL_CHALLENGES } from '../../../../contracts/program';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { useDocumentTitle } from '@/lib/use-document-title';
import { TitledSection } from '@/components/titled-section';
import { LinkButton } from '@/components/link-button';
import { HelpPage } from '../components/help-page';
import { FaqAccordion } from '../components/faq-accordion';
import { FAQ_ENTRIES } from '../content/faq';

/**
 * /help-center: the questions parents ask first, and a clear way to a person when the answers are
 * not enough. (The spec's three "Coming Soon" video cards led nowhere; issue 19 removed them.)
 */
export function HelpCenterPage() {
  useDocumentTitle(
    'Help Center',
    `Answers about ${BRAND.name}'s ${TOTAL_CHALLENGES}-week drawing plans: ages, weekly challenges, attempts, checkpoints and practice time.`,
  );
  return (
    <HelpPage
      title={
        <>
          Help <ScribbleUnderline color="leaf">Center</ScribbleUnderline>
        </>
      }
      intro="Quick answers about plans, weekly challenges and checkpoints. Can't find yours? We're a message away."
      width="wide"
    >
      <TitledSection titleId="faq-title" title="Frequently asked questions" titleClassName="text-2xl font-bold" className="mt-10">
        <div className="mt-5">
          <FaqAccordion entries={FAQ_ENTRIES} />
        </div>
      </TitledSection>

      <TitledSection
        titleId="more-help-title"
        title="Still have a question?"
        titleClassName="text-xl font-bold"
        className="mt-12 rounded-card border border-border bg-surface-2 p-6"
      >
        <p className="mt-1 text-muted">Write to us and we'll get back to you within 24 hours, or read our guide for parents.</p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <LinkButton href="/contact" icon={Mail}>
            Contact us
          </LinkButton>
          <LinkButton href="/parent-guide" icon={BookOpen} variant="secondary">
            Read the Parent Guide
          </LinkButton>
        </div>
      </TitledSection>
    </HelpPage>
  );
}
