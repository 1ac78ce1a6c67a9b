import { Link } from 'wouter';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { useDocumentTitle } from '@/lib/use-document-title';
import { HelpPage, withHelpMessages } from '../components/help-page';
import { GuideSection, TipList, type Tip } from '../components/guide-section';
import { useHelpT } from '../content/help-messages';

/** ADR 018's figures, in a parent's words. */
const FIGURES: readonly Tip[] = [
  { lead: 'help.age.figure1.lead', text: 'help.age.figure1.text' },
  { lead: 'help.age.figure2.lead', text: 'help.age.figure2.text' },
  { lead: 'help.age.figure3.lead', text: 'help.age.figure3.text' },
];

const GOOD_FOR: readonly Tip[] = [
  { lead: 'help.age.good1.lead', text: 'help.age.good1.text' },
  { lead: 'help.age.good2.lead', text: 'help.age.good2.text' },
];

/** /help/drawing-age: what a drawing age is, what one drawing can and cannot tell (ADR 018), and what really measures drawing development. */
function DrawingAge() {
  const h = useHelpT();
  useDocumentTitle(h('help.age.metaTitle'), h('help.age.metaDescription'));
  return (
    <HelpPage
      title={h.rich('help.age.title', { underline: (chunks) => <ScribbleUnderline color="sky">{chunks}</ScribbleUnderline> })}
      intro={h('help.age.intro')}
      width="narrow"
    >
      <div className="mt-10 grid gap-10">
        <GuideSection id="what-it-is" title={h('help.age.whatTitle')}>
          <p>{h('help.age.what')}</p>
        </GuideSection>

        <GuideSection id="how-tested" title={h('help.age.testedTitle')}>
          <p>{h.rich('help.age.tested', { cite: (chunks) => <cite>{chunks}</cite> })}</p>
          <TipList tips={FIGURES} />
          <p>{h('help.age.testedAfter')}</p>
        </GuideSection>

        <GuideSection id="ahead-or-behind" title={h('help.age.aheadTitle')}>
          <p>{h('help.age.aheadOnly')}</p>
          <ul className="grid list-disc gap-2 pl-6">
            <li>{h('help.age.aheadAges')}</li>
            <li>{h('help.age.aheadRange')}</li>
          </ul>
          <p>{h('help.age.aheadOutside')}</p>
        </GuideSection>

        <GuideSection id="good-for" title={h('help.age.goodTitle')}>
          <TipList tips={GOOD_FOR} />
        </GuideSection>

        <GuideSection id="real-measure" title={h('help.age.realTitle')}>
          <p>{h('help.age.real1')}</p>
          <p>
            {h.rich('help.age.real2', {
              guide: (chunks) => (
                <Link href="/parent-guide" className="font-semibold text-sky underline underline-offset-4">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </GuideSection>
      </div>
    </HelpPage>
  );
}

export const DrawingAgePage = withHelpMessages(DrawingAge);
