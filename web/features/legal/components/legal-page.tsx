import { LEGAL_LAST_UPDATED, type LegalPageId } from '../../../../contracts/legal';
import type { MessageKey } from '../../../../contracts/i18n/keys';
import { formattingLocale } from '../../../../contracts/i18n/locales';
import { PageShell } from '@/components/page-shell';
import { SiteFooter } from '@/components/site-footer';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { useDocumentTitle } from '@/lib/use-document-title';
import { TableOfContents } from '@/components/table-of-contents';
import { useLocale, useT } from '@/i18n/use-t';
import { OperatorPlaceholderNotice } from './operator-details';
import { useLegalContent } from './use-legal-content';

/** Each page's title and its description for search results and link previews. */
const PAGE_MESSAGES: Record<LegalPageId, { title: MessageKey; description: MessageKey }> = {
  'legal-notice': { title: 'legal.legalNotice.title', description: 'legal.legalNotice.description' },
  'privacy-policy': { title: 'legal.privacyPolicy.title', description: 'legal.privacyPolicy.description' },
  'terms-of-service': { title: 'legal.termsOfService.title', description: 'legal.termsOfService.description' },
  'refund-policy': { title: 'legal.refundPolicy.title', description: 'legal.refundPolicy.description' },
  'cookie-policy': { title: 'legal.cookiePolicy.title', description: 'legal.cookiePolicy.description' },
};

type LegalPageProps = {
  page: LegalPageId;
  /** Pages that print the operator's details say so when those are still placeholders. */
  showsOperatorDetails?: boolean;
};

// Long legal text stays readable: body-coloured paragraphs, sky links, real bullets.
const BODY =
  'grid gap-3 leading-relaxed [&_a]:text-sky [&_a]:underline [&_a]:underline-offset-4 [&_h3]:mt-2 [&_h3]:text-lg [&_h3]:font-bold [&_ol]:grid [&_ol]:list-decimal [&_ol]:gap-1.5 [&_ol]:pl-6 [&_strong]:text-foreground [&_ul]:grid [&_ul]:list-disc [&_ul]:gap-1.5 [&_ul]:pl-6';

/**
 * The date in the language's long form. English keeps the day first ("14 August 2025"), as the
 * spec dates the pages and as a page written from Hamburg reads.
 */
function lastUpdated(locale: string): string {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(LEGAL_LAST_UPDATED));
}

/**
 * Every legal page: title, date, a table of contents and numbered sections with anchors. The
 * text comes in the page's language (content/<language>/<page>.tsx); German is binding, so the
 * other languages say at the top that they are translations.
 */
export function LegalPage({ page, showsOperatorDetails = false }: LegalPageProps) {
  const t = useT();
  const locale = formattingLocale(useLocale());
  const title = t(PAGE_MESSAGES[page].title);
  useDocumentTitle(title, t(PAGE_MESSAGES[page].description));
  const content = useLegalContent(page, locale);
  return (
    <>
      <PageShell back={{ href: '/', label: t('legal.backToHome') }}>
        {content ? (
          <article className="grid gap-8">
            <header className="grid gap-4">
              <h1 className="text-3xl font-extrabold break-words hyphens-auto sm:text-4xl">
                <ScribbleUnderline color="sky">{title}</ScribbleUnderline>
              </h1>
              <p className="text-sm text-muted">{t('legal.lastUpdated', { date: lastUpdated(locale) })}</p>
              {locale === 'de' ? null : <p className="text-sm font-semibold">{t('legal.translationNotice')}</p>}
              {showsOperatorDetails ? <OperatorPlaceholderNotice /> : null}
              <div className={BODY}>{content.intro}</div>
            </header>

            <TableOfContents titleId="legal-contents" title={t('legal.contents')} entries={content.sections} numbers="inline" />

            {content.sections.map((section, index) => (
              <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="scroll-mt-6">
                <h2 id={`${section.id}-title`} className="mb-3 text-2xl font-bold break-words hyphens-auto">
                  {index + 1}. {section.title}
                </h2>
                <div className={BODY}>{section.content}</div>
              </section>
            ))}
          </article>
        ) : (
          // The title, date and text arrive together, so nothing on the page jumps or reads half-built.
          <p role="status" className="min-h-[60vh] text-muted">
            {t('legal.loadingText')}
          </p>
        )}
      </PageShell>
      <SiteFooter />
    </>
  );
}
