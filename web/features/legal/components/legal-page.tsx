import type { ReactNode } from 'react';
import { LEGAL_LAST_UPDATED } from '../../../../contracts/legal';
import { PageShell } from '@/components/page-shell';
import { SiteFooter } from '@/components/site-footer';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { useDocumentTitle } from '@/lib/use-document-title';
import { TableOfContents } from '@/components/table-of-contents';
import { OperatorPlaceholderNotice } from './operator-details';

export type LegalSection = { id: string; title: string; content: ReactNode };

type LegalPageProps = {
  title: string;
  /** For search results and link previews. */
  description: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
  /** Pages that print the operator's details say so when those are still placeholders. */
  showsOperatorDetails?: boolean;
};

// Long legal text stays readable: body-coloured paragraphs, sky links, real bullets.
const BODY =
  'grid gap-3 leading-relaxed [&_a]:text-sky [&_a]:underline [&_a]:underline-offset-4 [&_h3]:mt-2 [&_h3]:text-lg [&_h3]:font-bold [&_ol]:grid [&_ol]:list-decimal [&_ol]:gap-1.5 [&_ol]:pl-6 [&_strong]:text-foreground [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-1.5 [&_ul]:pl-6';

/** Every legal page: title, date, a table of contents and numbered sections with anchors. */
export function LegalPage({ title, description, intro, sections, showsOperatorDetails = false }: LegalPageProps) {
  useDocumentTitle(title, description);
  return (
    <>
      <PageShell back={{ href: '/', label: 'Back to Home' }}>
        <article className="grid gap-8">
          <header className="grid gap-4">
            <h1 className="text-3xl font-extrabold sm:text-4xl">
              <ScribbleUnderline color="sky">{title}</ScribbleUnderline>
            </h1>
            <p className="text-sm text-muted">Last updated: {LEGAL_LAST_UPDATED}</p>
            {showsOperatorDetails ? <OperatorPlaceholderNotice /> : null}
            <div className={BODY}>{intro}</div>
          </header>

          <TableOfContents titleId="legal-contents" title="Contents" entries={sections} numbers="inline" />

          {sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-6">
              <h2 id={`${section.id}-title`} className="mb-3 text-2xl font-bold">
                {index + 1}. {section.title}
              </h2>
              <div className={BODY}>{section.content}</div>
            </section>
          ))}
        </article>
      </PageShell>
      <SiteFooter />
    </>
  );
}
