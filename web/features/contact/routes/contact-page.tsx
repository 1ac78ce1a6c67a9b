import { BRAND } from '../../../../contracts/brand';
import { PageShell } from '@/components/page-shell';
import { SiteFooter } from '@/components/site-footer';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { useDocumentTitle } from '@/lib/use-document-title';
import { TitledSection } from '@/components/titled-section';
import { ContactForm } from '../components/contact-form';
import { OtherWays } from '../components/other-ways';
import { Rich, useT } from '@/i18n/use-t';

/** /contact: a question, a billing worry or feedback goes straight to our team. */
export function ContactPage() {
  const t = useT();
  useDocumentTitle(t('contact.meta.title'), t('contact.meta.description', { brand: BRAND.name }));
  return (
    <>
      <PageShell back={{ href: '/', label: t('components.backToHome') }} width="wide" languageSwitch="footer">
        <h1 className="text-3xl font-extrabold sm:text-4xl">
          <Rich k="contact.title" values={{ underline: (chunks) => <ScribbleUnderline color="sky">{chunks}</ScribbleUnderline> }} />
        </h1>
        <p className="mt-4 mb-8 max-w-prose text-lg text-muted">{t('contact.lead')}</p>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <TitledSection
            titleId="contact-form-title"
            title={t('contact.formTitle')}
            titleClassName="mb-5 text-xl font-bold"
            className="rounded-card border border-border bg-surface p-5 shadow-soft sm:p-6"
          >
            <ContactForm />
          </TitledSection>
          <OtherWays />
        </div>
      </PageShell>
      <SiteFooter />
    </>
  );
}
