import type { ReactNode } from 'react';
import { PageShell } from '@/components/page-shell';
import { SiteFooter } from '@/components/site-footer';

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
  return (
    <>
      <PageShell back={{ href: '/', label: 'Back to Home' }} width={width}>
        <h1 className="text-3xl font-extrabold sm:text-4xl">{title}</h1>
        {intro ? <p className="mt-4 max-w-prose text-lg text-muted">{intro}</p> : null}
        {children}
      </PageShell>
      <SiteFooter />
    </>
  );
}
