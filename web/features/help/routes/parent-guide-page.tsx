import type { ComponentType } from 'react';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { useDocumentTitle } from '@/lib/use-document-title';
import { TableOfContents } from '@/components/table-of-contents';
import { useT } from '@/i18n/use-t';
import { HelpPage, withHelpMessages } from '../components/help-page';
import { GuideSection } from '../components/guide-section';
import { AboutResultsSection } from '../content/guide/about-results';
import { DrawingStagesSection } from '../content/guide/drawing-stages';
import { MaterialsSection } from '../content/guide/materials';
import { PhotographingDrawingsSection } from '../content/guide/photographing-drawings';
import { TalkingAboutDrawingsSection } from '../content/guide/talking-about-drawings';
import { WeeklyChallengesSection } from '../content/guide/weekly-challenges';
import { useHelpT, type HelpKey } from '../content/help-messages';

const CHAPTERS: readonly { id: string; title: HelpKey; Body: ComponentType }[] = [
  { id: 'drawing-stages', title: 'help.guide.stages.title', Body: DrawingStagesSection },
  { id: 'talking-about-drawings', title: 'help.guide.talking.title', Body: TalkingAboutDrawingsSection },
  { id: 'materials', title: 'help.guide.materials.title', Body: MaterialsSection },
  { id: 'photographing-drawings', title: 'help.guide.photos.title', Body: PhotographingDrawingsSection },
  { id: 'weekly-challenges', title: 'help.guide.weekly.title', Body: WeeklyChallengesSection },
  { id: 'about-results', title: 'help.guide.results.title', Body: AboutResultsSection },
];

/** /parent-guide: practical advice for drawing with a child aged 3 to 10, readable on a phone. */
function ParentGuide() {
  const t = useT();
  const h = useHelpT();
  useDocumentTitle(h('help.guide.metaTitle'), h('help.guide.metaDescription'));
  const chapters = CHAPTERS.map((chapter) => ({ ...chapter, title: h(chapter.title) }));
  return (
    <HelpPage
      title={h.rich('help.guide.title', { underline: (chunks) => <ScribbleUnderline color="sunflower">{chunks}</ScribbleUnderline> })}
      intro={h('help.guide.intro', { tagline: t('common.tagline') })}
      width="narrow"
    >
      <div className="mt-8">
        <TableOfContents titleId="contents-title" title={h('help.guide.contents')} entries={chapters} />
      </div>
      <div className="mt-10 grid gap-10">
        {chapters.map(({ id, title, Body }) => (
          <GuideSection key={id} id={id} title={title}>
            <Body />
          </GuideSection>
        ))}
      </div>
    </HelpPage>
  );
}

export const ParentGuidePage = withHelpMessages(ParentGuide);
