import { BRAND } from '../../../../contracts/brand';
import { PageShell } from '@/components/page-shell';
import { SiteFooter } from '@/components/site-footer';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { useDocumentTitle } from '@/lib/use-document-title';
import { TitledSection } from '@/components/titled-section';
import { ContactForm } from '../components/contact-form';
import { OtherWays } from '../components/other-ways';

/** /contact: a question, a billing worry or feedback goes straight to our team. */
export function ContactPage() {
  useDocumentTitle('Contact Us', `Questions about your child's plan, a keepsake order or billing? Write to the ${BRAND.name} team. We reply within 24 hours.`);
  return (
    <>
      <PageShell back={{ href: '/', label: 'Back to Home' }} width="wide">
        <h1 className="text-3xl font-extrabold sm:text-4xl">
          Get in <ScribbleUnderline color="sky">touch</ScribbleUnderline>
        </h1>
        <p className="mt-4 mb-8 max-w-prose text-lg text-muted">
          A question about a plan, a keepsake order or a bill, or an idea for us? Send us a message and we'll get back to you.
        </p>
        <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <TitledSection
            titleId="contact-form-title"
            title="Send us a message"
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
