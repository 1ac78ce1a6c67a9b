import { GraduationCap, House, Mail, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { BRAND } from '../../../../contracts/brand';
import { TOTAL_CHALLENGES } from '../../../../contracts/program';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { useDocumentTitle } from '@/lib/use-document-title';
import { TitledSection } from '@/components/titled-section';
import { LinkButton } from '@/components/link-button';
import { HelpPage } from '../components/help-page';
import { VALUES } from '../content/values';

const AUDIENCES: readonly { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Parents',
    text: `A short, playful drawing challenge each week, feedback written for you, and a ${TOTAL_CHALLENGES}-week picture of how your child's drawing grows.`,
    icon: House,
  },
  {
    title: 'Educators',
    text: 'Age-appropriate drawing activities grounded in developmental research, ready to use at home, in kindergarten or in a classroom.',
    icon: GraduationCap,
  },
  {
    title: 'Families',
    text: 'Time together at the kitchen table, and keepsakes made from the drawings, to share with grandparents near and far.',
    icon: Users,
  },
];

/** /about-us: who we are, why Kritzel exists, and what we will and will not do with a child's drawings. */
export function AboutPage() {
  useDocumentTitle(
    'About Us',
    `${BRAND.name} helps parents of children aged 3 to 10 understand and encourage their child's drawing, with weekly challenges and honest, private feedback.`,
  );
  return (
    <HelpPage
      title={
        <>
          About <ScribbleUnderline color="coral">{BRAND.name}</ScribbleUnderline>
        </>
      }
      width="wide"
    >
      <TitledSection titleId="mission-title" title="Our mission" titleClassName="text-2xl font-bold" className="mt-8 max-w-prose">
        <p className="mt-3 text-lg text-muted">
          To help every parent see what their child's drawings say about how they think, feel and grow, and to make drawing together a small, happy habit rather
          than a test.
        </p>
      </TitledSection>

      <TitledSection titleId="story-title" title="Our story" titleClassName="text-2xl font-bold" className="mt-10 max-w-prose">
        <div className="mt-3 grid gap-3 text-lg text-muted">
          <p>
            "Kritzel" is German for a scribble. {BRAND.name} began in Hamburg with a fridge full of children's drawings and a simple question: what is this
            drawing telling us, and how can we help the next one along?
          </p>
          <p>
            Developmental research has a lot to say about children's drawing, but little of it reaches parents. So we turned it into weekly challenges you can
            do at the kitchen table, feedback written in plain words, and estimates that are honest about what one drawing can and cannot show.
          </p>
        </div>
      </TitledSection>

      <TitledSection titleId="values-title" title="What we believe" titleClassName="text-2xl font-bold" className="mt-12">
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {VALUES.map(({ title, text, icon: Icon, tone }) => (
            <li key={title} className="rounded-card border border-border bg-surface p-5">
              <h3 className="flex items-center gap-3 text-xl font-bold">
                <Icon aria-hidden="true" className={`size-6 shrink-0 ${tone}`} />
                {title}
              </h3>
              <p className="mt-2 text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <section aria-labelledby="who-title" className="mt-12">
        <h2 id="who-title" className="text-2xl font-bold">
          Who {BRAND.name} helps
        </h2>
        <ul className="mt-5 grid gap-4 md:grid-cols-3">
          {AUDIENCES.map(({ title, text, icon: Icon }) => (
            <li key={title} className="rounded-card border border-border bg-surface p-5">
              <Icon aria-hidden="true" className="size-6 text-sky" />
              <h3 className="mt-3 text-lg font-bold">{title}</h3>
              <p className="mt-1 text-muted">{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <TitledSection
        titleId="about-contact-title"
        title="Get in touch"
        titleClassName="text-xl font-bold"
        className="mt-12 rounded-card border border-border bg-surface-2 p-6"
      >
        <p className="mt-1 max-w-prose text-muted">
          Questions, ideas or a drawing story to share? Write to us and we'll get back to you within 24 hours. Our company details and registered address are in
          the{' '}
          <Link href="/legal-notice" className="font-semibold text-sky underline underline-offset-4">
            Legal Notice
          </Link>
          .
        </p>
        <LinkButton href="/contact" icon={Mail} className="mt-5">
          Contact us
        </LinkButton>
      </TitledSection>
    </HelpPage>
  );
}
