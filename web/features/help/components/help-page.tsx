import { Suspense, type ComponentType, type ReactNode } from 'react';
import { PageShell } from '@/components/page-shell';
import { SiteFooter } from '@/components/site-footer';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';

interface HelpPageProps {
  /** The h1's words, with the crayon underline on one of them. */
  title: ReactNode;
  /** The lead paragraph under the title. */
  intro?: ReactNode;
  width: 'narrow' | 'wide';
  children: ReactNode;
}

/** A help page (help center, parent guide, about us): back to home, the title and lead, its content, the footer. */
export function HelpPage({ title, intro, width, children }: HelpPageProps) {
  const t = useT();
  return (
    <>
      {/* The footer has the language switch: on a phone the header keeps to the logo and the way back. */}
      <PageShell back={{ href: '/', label: t('components.backToHome') }} width={width} languageSwitch="footer">
        <h1 className="text-3xl font-extrabold sm:text-4xl">{title}</h1>
        {intro ? <p className="mt-4 max-w-prose text-lg text-muted">{intro}</p> : null}
        {children}
      </PageShell>
      <SiteFooter />
    </>
  );
}

function LoadingHelp() {
  const t = useT();
  return <FullScreenSpinner label={t('common.loadingPage')} />;
}

/** A help route: the page once its language's help words are in (useHelpT), the page spinner until then. */
export function withHelpMessages(Page: ComponentType): () => ReactNode {
  function HelpRoute() {
    return (
      <Suspense fallback={<LoadingHelp />}>
        <Page />
      </Suspense>
    );
  }
  HelpRoute.displayName = `withHelpMessages(${Page.displayName ?? Page.name})`;
  return HelpRoute;
}
