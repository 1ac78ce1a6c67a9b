import { Link } from 'wouter';
import { BRAND } from '../../../../contracts/brand';
import { VOCABULARY } from '../../../../contracts/vocabulary';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { useDocumentTitle } from '@/lib/use-document-title';
import { HelpPage } from '../components/help-page';
import { GuideSection, TipList } from '../components/guide-section';

/** ADR 018's figures, in a parent's words. */
const FIGURES = [
  {
    lead: 'The range usually holds the child’s age.',
    text: 'For 88.5 to 98 children in 100, their real age fell inside the range we showed.',
  },
  {
    lead: 'The range is wide.',
    text: 'Half of the ranges were wider than 53 months — about four and a half years.',
  },
  {
    lead: 'It barely tells older from younger children.',
    text: 'Put in order by their drawing age, the children were hardly in order of their real age: the match (Spearman’s ρ) was 0.06, where 1 would be perfect and 0 is chance.',
  },
] as const;

const GOOD_FOR = [
  {
    lead: 'Seeing what the drawing shows.',
    text: 'Shapes, lines, details inside shapes, colours, a ground line — said plainly, so you can talk about them together.',
  },
  {
    lead: 'Following practice.',
    text: 'Weekly challenges give your child new things to try, and you can watch what appears in their drawings over the weeks.',
  },
] as const;

/** /help/drawing-age: what a drawing age is, what one drawing can and cannot tell (ADR 018), and what really measures drawing development. */
export function DrawingAgePage() {
  useDocumentTitle(
    'What one drawing can tell',
    `What ${BRAND.name}'s drawing age means, how it was tested on 1,660 children's drawings, and why one drawing cannot say whether a child is ahead or behind.`,
  );
  return (
    <HelpPage
      title={
        <>
          What one drawing <ScribbleUnderline color="sky">can tell</ScribbleUnderline>
        </>
      }
      intro={`${BRAND.name} looks at a drawing and says what it shows. Its ${VOCABULARY.estimateInSentence} is a guide to the drawing, not a measure of your child.`}
      width="narrow"
    >
      <div className="mt-10 grid gap-10">
        <GuideSection id="what-it-is" title={`What the ${VOCABULARY.estimateInSentence} is`}>
          <p>
            The {VOCABULARY.estimateInSentence} is the ages of the children who make drawings like this one. “Drawings like this one are made by children aged
            about 4 ½ to 9” says something about the drawing: children of many ages draw this way. It does not say how old your child’s mind is, and it is not
            an IQ or school-readiness score.
          </p>
        </GuideSection>

        <GuideSection id="how-tested" title="How we tested it">
          <p>
            We tested {VOCABULARY.analyser} on 1,660 drawings by children aged 4 to 8, published by Long and colleagues in <cite>Nature Communications</cite>{' '}
            (2024). Each child drew one object — a fish, a cup, a rabbit — on a tablet. We hid each child’s age, estimated it from the drawing, and compared.
          </p>
          <TipList tips={FIGURES} />
          <p>
            So one drawing says little about where a child between 4 and 8 stands. Children of 4 and of 8 put about the same amount of line, shapes and detail
            on the page; what changes with age is harder to measure from one drawing.
          </p>
        </GuideSection>

        <GuideSection id="ahead-or-behind" title="When we say “ahead” or “behind”">
          <p>Only when both of these are true:</p>
          <ul className="grid list-disc gap-2 pl-6">
            <li>your child is between 4 years 0 months and 8 years 11 months — the ages the analyser was tested on, and</li>
            <li>the whole range lies above your child’s age (ahead) or below it (behind).</li>
          </ul>
          <p>
            For a child under 4 or from 9 on, the analyser has seen no drawings to compare with, so it cannot place your child as ahead or behind, and we do not
            try. Even inside those ages, “ahead” or “behind” from one drawing is a reason to draw more together, not a finding about your child.
          </p>
        </GuideSection>

        <GuideSection id="good-for" title="What it is good for">
          <TipList tips={GOOD_FOR} />
        </GuideSection>

        <GuideSection id="real-measure" title="How drawing development is really checked">
          <p>
            Standard drawing tasks — copying shapes such as a circle, a cross or a square, and drawing a person — done the same way with many children, are how
            professionals check drawing development. Your paediatrician can do them with your child.
          </p>
          <p>
            {BRAND.name} is not a diagnostic tool. If you have any worries about your child’s development, your paediatrician is the right person to ask. You
            can also read our{' '}
            <Link href="/parent-guide" className="font-semibold text-sky underline underline-offset-4">
              Parent Guide
            </Link>{' '}
            on how drawing grows from 3 to 10.
          </p>
        </GuideSection>
      </div>
    </HelpPage>
  );
}
