import { BookOpen, Mail } from 'lucide-react';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { useDocumentTitle } from '@/lib/use-document-title';
import { TitledSection } from '@/components/titled-section';
import { LinkButton } from '@/components/link-button';
import { HelpPage, withHelpMessages } from '../components/help-page';
import { FaqAccordion } from '../components/faq-accordion';
import { FAQ_ENTRIES } from '../content/faq';
import { useHelpT } from '../content/help-messages';

/**
 * /help-center: the questions parents ask first, and a clear way to a person when the answers are
 * not enough. (The spec's three "Coming Soon" video cards led nowhere; issue 19 removed them.)
 */
function HelpCenter() {
  const h = useHelpT();
  useDocumentTitle(h('help.center.metaTitle'), h('help.center.metaDescription'));
  return (
    <HelpPage
      title={h.rich('help.center.title', { underline: (chunks) => <ScribbleUnderline color="leaf">{chunks}</ScribbleUnderline> })}
      intro={h('help.center.intro')}
      width="wide"
    >
      <TitledSection titleId="faq-title" title={h('help.center.faqTitle')} titleClassName="text-2xl font-bold" className="mt-10">
        <div className="mt-5">
          <FaqAccordion entries={FAQ_ENTRIES} />
        </div>
      </TitledSection>

      <TitledSection
        titleId="more-help-title"
        title={h('help.center.moreTitle')}
        titleClassName="text-xl font-bold"
        className="mt-12 rounded-card border border-border bg-surface-2 p-6"
      >
        <p className="mt-1 text-muted">{h('help.center.moreText')}</p>
        <div className="mt-5 flex flex-col gap-3 sm:flex-row">
          <LinkButton href="/contact" icon={Mail}>
            {h('help.center.contact')}
          </LinkButton>
          <LinkButton href="/parent-guide" icon={BookOpen} variant="secondary">
            {h('help.center.readGuide')}
          </LinkButton>
        </div>
      </TitledSection>
    </HelpPage>
  );
}

export const HelpCenterPage = withHelpMessages(HelpCenter);
