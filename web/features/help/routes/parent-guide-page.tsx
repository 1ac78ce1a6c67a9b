import type { ComponentType } from 'react';
import { BRAND } from '../../../../contracts/brand';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { useDocumentTitle } from '@/lib/use-document-title';
import { TableOfContents } from '@/components/table-of-contents';
import { HelpPage } from '../components/help-page';
import { GuideSection } from '../components/guide-section';
import { AboutResultsSection } from '../content/guide/about-results';
import { DrawingStagesSection } from '../content/guide/drawing-stages';
import { MaterialsSection } from '../content/guide/materials';
import { PhotographingDrawingsSection } from '../content/guide/photographing-drawings';
import { TalkingAboutDrawingsSection } from '../content/guide/talking-about-drawings';
import { WeeklyChallengesSection } from '../content/guide/weekly-challenges';

const CHAPTERS: readonly { id: string; title: string; Body: ComponentType }[] = [
  { id: 'drawing-stages', title: 'Drawing stages by age', Body: DrawingStagesSection },
  { id: 'talking-about-drawings', title: 'Talking about a drawing', Body: TalkingAboutDrawingsSection },
  { id: 'materials', title: 'Materials that help', Body: MaterialsSection },
  { id: 'photographing-drawings', title: 'Photographing a drawing well', Body: PhotographingDrawingsSection },
  { id: 'weekly-challenges', title: `Using ${BRAND.name}'s weekly challenges`, Body: WeeklyChallengesSection },
  { id: 'about-results', title: 'What the results mean', Body: AboutResultsSection },
];

/** /parent-guide: practical advice for drawing with a child aged 3 to 10, readable on a phone. */
export function ParentGuidePage() {
  useDocumentTitle(
    'Parent Guide',
    "How children's drawing develops from 3 to 10, how to talk about a drawing without judging it, the best materials, and how to photograph a drawing well.",
  );
  return (
    <HelpPage
      title={
        <>
          Parent <ScribbleUnderline color="sunflower">Guide</ScribbleUnderline>
        </>
      }
      intro={
        <>{BRAND.tagline} This guide is about what comes next: how drawing grows, how to encourage it, and how to make the most of your weekly challenges.</>
      }
      width="narrow"
    >
      <div className="mt-8">
        <TableOfContents titleId="contents-title" title="On this page" entries={CHAPTERS} />
      </div>
      <div className="mt-10 grid gap-10">
        {CHAPTERS.map(({ id, title, Body }) => (
          <GuideSection key={id} id={id} title={title}>
            <Body />
          </GuideSection>
        ))}
      </div>
    </HelpPage>
  );
}
