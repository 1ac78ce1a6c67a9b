import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { SiteHeader, type HeaderLanguageSwitch } from '@/components/site-header';
import { Button } from '@/components/ui/button';

export type BackLink = { href: string; label: string };

/** A signed-in screen's frame: the logo and a way back ("Back to Plan", "Back to Dashboard"), then the page. */
const WIDTHS = { narrow: 'max-w-3xl', wide: 'max-w-5xl', wider: 'max-w-6xl' } as const;

export function PageShell({
  back,
  width: size = 'narrow',
  languageSwitch,
  children,
}: {
  back?: BackLink;
  width?: keyof typeof WIDTHS;
  /** Where the header's language switch sits on a phone (SiteHeader). */
  languageSwitch?: HeaderLanguageSwitch;
  children: ReactNode;
}) {
  const width = WIDTHS[size];
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader width={width} languageSwitch={languageSwitch}>
        {back ? (
          <Button asChild variant="ghost" size="sm">
            <Link href={back.href}>
              <ArrowLeft aria-hidden="true" />
              {back.label}
            </Link>
          </Button>
        ) : null}
      </SiteHeader>
      <main className={`mx-auto w-full ${width} flex-1 px-4 py-6 sm:px-6 sm:py-10`}>{children}</main>
    </div>
  );
}
