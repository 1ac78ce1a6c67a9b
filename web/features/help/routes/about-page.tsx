import { GraduationCap, House, Mail, Users, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { useDocumentTitle } from '@/lib/use-document-title';
import { TitledSection } from '@/components/titled-section';
import { LinkButton } from '@/components/link-button';
import { HelpPage, withHelpMessages } from '../components/help-page';
import { useHelpT, type HelpKey } from '../content/help-messages';
import { VALUES } from '../content/values';

const AUDIENCES: readonly { title: HelpKey; text: HelpKey; icon: LucideIcon }[] = [
  { title: 'help.about.parents.title', text: 'help.about.parents.text', icon: House },
  { title: 'help.about.educators.title', text: 'help.about.educators.text', icon: GraduationCap },
  { title: 'help.about.families.title', text: 'help.about.families.text', icon: Users },
];

/** /about-us: who we are, why Kritzel exists, and what we will and will not do with a child's drawings. */
function About() {
  const h = useHelpT();
  useDocumentTitle(h('help.about.metaTitle'), h('help.about.metaDescription'));
  return (
    <HelpPage title={h.rich('help.about.title', { underline: (chunks) => <ScribbleUnderline color="coral">{chunks}</ScribbleUnderline> })} width="wide">
      <TitledSection titleId="mission-title" title={h('help.about.missionTitle')} titleClassName="text-2xl font-bold" className="mt-8 max-w-prose">
        <p className="mt-3 text-lg text-muted">{h('help.about.mission')}</p>
      </TitledSection>

      <TitledSection titleId="story-title" title={h('help.about.storyTitle')} titleClassName="text-2xl font-bold" className="mt-10 max-w-prose">
        <div className="mt-3 grid gap-3 text-lg text-muted">
          <p>{h('help.about.story1')}</p>
          <p>{h('help.about.story2')}</p>
        </div>
      </TitledSection>

      <TitledSection titleId="values-title" title={h('help.about.valuesTitle')} titleClassName="text-2xl font-bold" className="mt-12">
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {VALUES.map(({ title, text, icon: Icon, tone }) => (
            <li key={title} className="rounded-card border border-border bg-surface p-5">
              <h3 className="flex items-center gap-3 text-xl font-bold">
                <Icon aria-hidden="true" className={`size-6 shrink-0 ${tone}`} />
                {h(title)}
              </h3>
              <p className="mt-2 text-muted">{h(text)}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <section aria-labelledby="who-title" className="mt-12">
        <h2 id="who-title" className="text-2xl font-bold">
          {h('help.about.whoTitle')}
        </h2>
        <ul className="mt-5 grid gap-4 md:grid-cols-3">
          {AUDIENCES.map(({ title, text, icon: Icon }) => (
            <li key={title} className="rounded-card border border-border bg-surface p-5">
              <Icon aria-hidden="true" className="size-6 text-sky" />
              <h3 className="mt-3 text-lg font-bold">{h(title)}</h3>
              <p className="mt-1 text-muted">{h(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <TitledSection
        titleId="about-contact-title"
        title={h('help.about.contactTitle')}
        titleClassName="text-xl font-bold"
        className="mt-12 rounded-card border border-border bg-surface-2 p-6"
      >
        <p className="mt-1 max-w-prose text-muted">
          {h.rich('help.about.contactText', {
            link: (chunks) => (
              <Link href="/legal-notice" className="font-semibold text-sky underline underline-offset-4">
                {chunks}
              </Link>
            ),
          })}
        </p>
        <LinkButton href="/contact" icon={Mail} className="mt-5">
          {h('help.about.contact')}
        </LinkButton>
      </TitledSection>
    </HelpPage>
  );
}

export const AboutPage = withHelpMessages(About);
